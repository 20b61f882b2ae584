"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type Address, type AddressData, type AddressInput, addressInputSchema, addressSchema } from "@portal/domain/addresses/schemas";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useController, useForm } from "react-hook-form";
import { apiRequest } from "@/lib/api/client";
import { fieldErrorMap } from "@/lib/forms/field-messages";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/form-field";
import { useFieldMessage } from "../ui/use-field-message";
import { addressBookQueryKey, useCountries } from "./address-queries";
import styles from "./addresses.module.css";

const fields = ["alias", "firstname", "lastname", "company", "street", "postcode", "city", "countryCode", "phone"] as const;

type AddressFormProps = {
  /** The address to change; without one the form adds a new address to the company's book. */
  address?: Address;
  /** Country chosen in advance for a new address (the company's own, say). */
  defaultCountry?: string;
  onSaved: (address: Address, outcome: "created" | "updated") => void;
  onCancel?: () => void;
};

function valuesOf(address: Address | undefined, defaultCountry: string): AddressInput {
  return {
    alias: address?.alias ?? "",
    firstname: address?.firstname ?? "",
    lastname: address?.lastname ?? "",
    company: address?.company ?? "",
    street: address?.street ?? "",
    postcode: address?.postcode ?? "",
    city: address?.city ?? "",
    countryCode: address?.countryCode ?? defaultCountry,
    phone: address?.phone ?? "",
  };
}

/** Adds or edits a shipping address of the company; the address book and the checkout share it. */
export function AddressForm({ address, defaultCountry = "", onSaved, onCancel }: AddressFormProps) {
  const t = useTranslations("addresses.form");
  const fieldMessage = useFieldMessage();
  const apiError = useApiErrorMessage();
  const queryClient = useQueryClient();
  const countries = useCountries();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AddressInput, unknown, AddressData>({
    resolver: zodResolver(addressInputSchema, { error: fieldErrorMap }),
    defaultValues: valuesOf(address, defaultCountry),
  });
  // Controlled, so the chosen country shows once the list arrives.
  const { field: country } = useController({ control, name: "countryCode" });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await apiRequest(address ? `/api/v2/shop/addresses/${address.id}` : "/api/v2/shop/addresses", {
      method: address ? "PUT" : "POST",
      body: values,
      schema: addressSchema,
    });
    if (!result.ok) {
      for (const error of result.errors ?? []) {
        const field = fields.find((name) => error.path === `body.${name}`);
        if (field) setError(field, { message: error.message });
      }
      if (result.code === "address.alias_taken") setError("alias", { message: "address.alias_taken" }, { shouldFocus: true });
      if (result.code === "address.country_not_allowed") {
        setError("countryCode", { message: "address.country_not_allowed" }, { shouldFocus: true });
      }
      setFailure(apiError(result.code));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: addressBookQueryKey });
    onSaved(result.data, address ? "updated" : "created");
  });

  const countryId = `${id}-country`;
  const countryError = fieldMessage(errors.countryCode?.message);
  // A country no longer open to addresses stays listed on the address that has it, to be replaced.
  const options = (countries.data ?? []).filter((entry) => entry.allowedForAddresses || entry.code === country.value);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        id={`${id}-alias`}
        label={t("alias")}
        optionalLabel={t("optional")}
        hint={t("aliasHint")}
        autoComplete="off"
        error={fieldMessage(errors.alias?.message)}
        {...register("alias")}
      />
      <div className={styles.columns}>
        <TextField
          id={`${id}-firstname`}
          label={t("firstname")}
          autoComplete="shipping given-name"
          error={fieldMessage(errors.firstname?.message)}
          {...register("firstname")}
        />
        <TextField
          id={`${id}-lastname`}
          label={t("lastname")}
          autoComplete="shipping family-name"
          error={fieldMessage(errors.lastname?.message)}
          {...register("lastname")}
        />
      </div>
      <div className={styles.columns}>
        <TextField
          id={`${id}-company`}
          label={t("company")}
          optionalLabel={t("optional")}
          autoComplete="shipping organization"
          error={fieldMessage(errors.company?.message)}
          {...register("company")}
        />
        <TextField
          id={`${id}-phone`}
          type="tel"
          label={t("phone")}
          optionalLabel={t("optional")}
          autoComplete="shipping tel"
          inputMode="tel"
          error={fieldMessage(errors.phone?.message)}
          {...register("phone")}
        />
      </div>
      <TextField
        id={`${id}-street`}
        label={t("street")}
        autoComplete="shipping street-address"
        error={fieldMessage(errors.street?.message)}
        {...register("street")}
      />
      <div className={`${styles.columns} ${styles.locality}`}>
        <TextField
          id={`${id}-postcode`}
          label={t("postcode")}
          autoComplete="shipping postal-code"
          autoCapitalize="characters"
          error={fieldMessage(errors.postcode?.message)}
          {...register("postcode")}
        />
        <TextField
          id={`${id}-city`}
          label={t("city")}
          autoComplete="shipping address-level2"
          error={fieldMessage(errors.city?.message)}
          {...register("city")}
        />
      </div>
      <SelectField
        id={countryId}
        label={t("country")}
        ref={country.ref}
        name={country.name}
        value={country.value}
        onChange={country.onChange}
        onBlur={country.onBlur}
        disabled={!countries.data}
        autoComplete="shipping country"
        placeholder={countries.isPending ? t("countriesLoading") : t("countryPlaceholder")}
        options={options.map((entry) => ({ value: entry.code, label: entry.name }))}
        error={countryError}
        // The list that could not load, with the way to ask again, is read with the select.
        hint={
          countries.isError ? (
            <span className={styles.countriesError}>
              {t("countriesError")}{" "}
              <button type="button" className={styles.inlineButton} onClick={() => countries.refetch()}>
                {t("retry")}
              </button>
            </span>
          ) : undefined
        }
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="brand" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : address ? t("save") : t("create")}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            {t("cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
