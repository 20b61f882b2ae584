"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { genders } from "@portal/domain/accounts/schemas";
import { acceptedInvitationSchema, acceptWithNewAccountSchema } from "@portal/domain/companies/invitations";
import type { ErrorCode } from "@portal/domain/errors/codes";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import { fieldErrorsFor, isDeadLink } from "@/lib/company-users/invitation";
import { fieldErrorMap } from "@/lib/forms/field-messages";
import { PasswordInput } from "../auth/password-input";
import { PasswordRules } from "../auth/password-rules";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { FieldError, fieldStyles, TextField } from "../ui/form-field";
import { useFieldMessage } from "../ui/use-field-message";
import styles from "./invitation.module.css";

/** The details of the new account; its language is the page's own, its e-mail the invited one. */
const newAccountFormSchema = acceptWithNewAccountSchema.omit({ localeCode: true });
type Input = z.input<typeof newAccountFormSchema>;
type Output = z.output<typeof newAccountFormSchema>;

const fields = ["gender", "firstname", "lastname", "phone", "password", "newsletter", "acceptTerms", "acceptDataProtection"] as const;

type NewAccountFormProps = {
  token: string;
  email: string;
  initialPassword: string;
  onJoined: () => void;
  onDeadLink: (code: ErrorCode) => void;
  /** The address has an account after all: the password form takes over, with the password typed. */
  onAccountExists: (password: string, code: ErrorCode) => void;
};

/** Creating the account the invitation is for: the personal step of registration, e-mail already known. */
export function NewAccountForm({ token, email, initialPassword, onJoined, onDeadLink, onAccountExists }: NewAccountFormProps) {
  const t = useTranslations("invitation.create");
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const apiError = useApiErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(newAccountFormSchema, { error: fieldErrorMap }),
    // The consent boxes start unticked: they are left out until the visitor ticks them.
    defaultValues: { firstname: "", lastname: "", phone: "", password: initialPassword, newsletter: false },
  });
  const password = useWatch({ control, name: "password" }) ?? "";

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await apiRequest(`/api/v2/shop/invitations/${encodeURIComponent(token)}/accept`, {
      method: "POST",
      // The API takes an absent phone, not an empty one.
      body: { ...values, phone: values.phone ?? undefined, localeCode: locale },
      schema: acceptedInvitationSchema,
    });
    if (result.ok) {
      onJoined();
      return;
    }
    if (isDeadLink(result)) {
      onDeadLink(result.code);
      return;
    }
    if (result.code === "invitation.account_exists" || result.code === "customer.email_taken") {
      onAccountExists(values.password, result.code);
      return;
    }
    const fieldErrors = fieldErrorsFor(result.errors, fields);
    for (const { field, message } of fieldErrors) setError(field, { message });
    setFailure(apiError(result.code));
    const first = fieldErrors[0]?.field;
    if (first && first !== "gender") setFocus(first);
    else requestAnimationFrame(() => alertRef.current?.scrollIntoView({ block: "nearest" }));
  });

  const genderError = fieldMessage(errors.gender?.message);
  const termsError = fieldMessage(errors.acceptTerms?.message);
  const dataProtectionError = fieldMessage(errors.acceptDataProtection?.message);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <div ref={alertRef}>{failure ? <Alert tone="error">{failure}</Alert> : null}</div>
      <TextField id="invitation-new-email" type="email" label={t("email")} value={email} readOnly autoComplete="username" />
      <fieldset className={fieldStyles.fieldset} aria-describedby={genderError ? "invitation-gender-error" : undefined}>
        <legend className={fieldStyles.legend}>{t("gender")}</legend>
        <div className={fieldStyles.choices}>
          {genders.map((gender) => (
            <label key={gender} className={fieldStyles.choice}>
              <input type="radio" value={gender} aria-invalid={genderError ? true : undefined} {...register("gender")} />
              {t(`genders.${gender}`)}
            </label>
          ))}
        </div>
        <FieldError id="invitation-gender-error" message={genderError} />
      </fieldset>
      <div className={styles.columns}>
        <TextField
          id="invitation-firstname"
          label={t("firstname")}
          autoComplete="given-name"
          error={fieldMessage(errors.firstname?.message)}
          {...register("firstname")}
        />
        <TextField
          id="invitation-lastname"
          label={t("lastname")}
          autoComplete="family-name"
          error={fieldMessage(errors.lastname?.message)}
          {...register("lastname")}
        />
      </div>
      <TextField
        id="invitation-phone"
        type="tel"
        label={t("phone")}
        optionalLabel={t("optional")}
        autoComplete="tel"
        inputMode="tel"
        error={fieldMessage(errors.phone?.message)}
        {...register("phone")}
      />
      <PasswordInput
        id="invitation-new-password"
        label={t("password")}
        autoComplete="new-password"
        error={fieldMessage(errors.password?.message)}
        hint={<PasswordRules password={password} />}
        {...register("password")}
      />
      <div className={styles.consents}>
        <label className={styles.consent}>
          <input type="checkbox" {...register("newsletter")} />
          <span>{t("newsletter")}</span>
        </label>
        <div>
          <label className={styles.consent}>
            <input
              type="checkbox"
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? "invitation-terms-error" : undefined}
              {...register("acceptTerms")}
            />
            <span>
              {t("acceptTerms")} <span className={styles.required}>({t("required")})</span>
            </span>
          </label>
          <FieldError id="invitation-terms-error" message={termsError} />
        </div>
        <div>
          <label className={styles.consent}>
            <input
              type="checkbox"
              aria-invalid={dataProtectionError ? true : undefined}
              aria-describedby={dataProtectionError ? "invitation-data-protection-error" : undefined}
              {...register("acceptDataProtection")}
            />
            <span>
              {t("acceptDataProtection")} <span className={styles.required}>({t("required")})</span>
            </span>
          </label>
          <FieldError id="invitation-data-protection-error" message={dataProtectionError} />
        </div>
      </div>
      <Button type="submit" variant="primary" size="large" block disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
