"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { type FieldPath, useController, useFormContext } from "react-hook-form";
import type { RegistrationField, RegistrationFormValues } from "@/lib/registration/steps";
import { CheckboxField as KitCheckboxField, SelectField, TextField } from "../ui/form-field";
import { useFieldMessage } from "../ui/use-field-message";
import styles from "./registration.module.css";

/** The id of a field's control, also used to move the focus to it. */
export const fieldId = (name: RegistrationField) => `registration-${name.replace(".", "-")}`;

/** The translated error of a field, read from the form. */
export function useFieldError() {
  const fieldMessage = useFieldMessage();
  const { getFieldState, formState } = useFormContext<RegistrationFormValues>();
  return (name: RegistrationField) => fieldMessage(getFieldState(name, formState).error?.message);
}

type Option = { code: string; name: string };
type ListState = { options: Option[] | undefined; isPending: boolean; isError: boolean; isFetching: boolean };
type ListQuery = { data: Option[] | undefined; isPending: boolean; isError: boolean; isFetching: boolean };

/** What a select shows of a reference-list query; `options` narrows the list (countries open to addresses). */
export const listState = (query: ListQuery, options: Option[] | undefined = query.data): ListState => ({
  options,
  isPending: query.isPending,
  isError: query.isError,
  isFetching: query.isFetching,
});

type ListSelectProps = {
  name: FieldPath<RegistrationFormValues> & RegistrationField;
  label: string;
  list: ListState;
  placeholder: string;
  loadingLabel: string;
  errorLabel: string;
  retryLabel: string;
  onRetry: () => void;
  autoComplete?: string;
  /** Fields checked again when this one changes (the country decides between SIRET and EORI). */
  deps?: RegistrationField[];
};

/** A select filled from a reference list of the API, with its loading and failure states. */
export function ListSelect({
  name,
  label,
  list,
  placeholder,
  loadingLabel,
  errorLabel,
  retryLabel,
  onRetry,
  autoComplete,
  deps,
}: ListSelectProps) {
  const fieldError = useFieldError();
  // Controlled, so the chosen value shows once the list arrives.
  const { field } = useController<RegistrationFormValues, typeof name>({ name, rules: { deps } });
  const id = fieldId(name);
  const error = fieldError(name);
  return (
    <SelectField
      id={id}
      label={label}
      ref={field.ref}
      name={field.name}
      value={String(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={!list.options}
      autoComplete={autoComplete}
      placeholder={list.isPending ? loadingLabel : placeholder}
      options={(list.options ?? []).map((option) => ({ value: option.code, label: option.name }))}
      error={error}
      // The list that could not load, with the way to ask again, is read with the select.
      hint={
        list.isError ? (
          <span className={styles.listError}>
            {errorLabel}{" "}
            <button type="button" className={styles.inlineButton} onClick={onRetry} disabled={list.isFetching}>
              {retryLabel}
            </button>
          </span>
        ) : undefined
      }
    />
  );
}

type CheckboxFieldProps = {
  name: "newsletter" | "acceptTerms" | "acceptDataProtection";
  children: ReactNode;
  hint?: ReactNode;
};

/** A consent box; its label may hold links to the texts it accepts. */
export function CheckboxField({ name, children, hint }: CheckboxFieldProps) {
  const { register } = useFormContext<RegistrationFormValues>();
  const fieldError = useFieldError();
  return <KitCheckboxField id={fieldId(name)} label={children} hint={hint} error={fieldError(name)} {...register(name)} />;
}

/** Street, postcode and city, of the company created or of an individual (the same three fields). */
export function PostalFields({ group }: { group: "company" | "address" }) {
  const t = useTranslations("registration.personal");
  const fieldError = useFieldError();
  const { register } = useFormContext<RegistrationFormValues>();
  return (
    <>
      <TextField
        id={fieldId(`${group}.street`)}
        label={t("street")}
        autoComplete="street-address"
        error={fieldError(`${group}.street`)}
        {...register(`${group}.street`)}
      />
      <div className={`${styles.columns} ${styles.locality}`}>
        <TextField
          id={fieldId(`${group}.zipCode`)}
          label={t("zipCode")}
          autoComplete="postal-code"
          autoCapitalize="characters"
          error={fieldError(`${group}.zipCode`)}
          {...register(`${group}.zipCode`)}
        />
        <TextField
          id={fieldId(`${group}.city`)}
          label={t("city")}
          autoComplete="address-level2"
          error={fieldError(`${group}.city`)}
          {...register(`${group}.city`)}
        />
      </div>
    </>
  );
}
