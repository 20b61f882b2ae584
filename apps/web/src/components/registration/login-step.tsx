"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import type { RegistrationFormValues } from "@/lib/registration/steps";
import { PasswordInput } from "../auth/password-input";
import { PasswordRules } from "../auth/password-rules";
import { TextField } from "../ui/form-field";
import styles from "./registration.module.css";
import { fieldId, useFieldError } from "./registration-fields";

/** Step 2: the login (e-mail, password) and, for professionals, the company's SIRET or client code. */
export function LoginStep() {
  const t = useTranslations("registration.login");
  const fieldError = useFieldError();
  const { register, control } = useFormContext<RegistrationFormValues>();
  const [legalForm, password] = useWatch({ control, name: ["legalForm", "password"] });
  return (
    <>
      <TextField
        id={fieldId("email")}
        type="email"
        label={t("email")}
        hint={t("emailHint")}
        autoComplete="email"
        inputMode="email"
        error={fieldError("email")}
        {...register("email")}
      />
      <PasswordInput
        id={fieldId("password")}
        label={t("password")}
        autoComplete="new-password"
        error={fieldError("password")}
        hint={<PasswordRules password={password ?? ""} />}
        {...register("password")}
      />
      {legalForm === "individual" ? null : (
        <fieldset className={styles.subsection}>
          <legend className={styles.subsectionTitle}>{t("company.title")}</legend>
          <p className={styles.subsectionText}>{t("company.text")}</p>
          <div className={styles.columns}>
            <TextField
              id={fieldId("siret")}
              label={t("company.siret")}
              optionalLabel={t("optional")}
              hint={t("company.siretHint")}
              autoComplete="off"
              inputMode="numeric"
              error={fieldError("siret")}
              {...register("siret")}
            />
            <TextField
              id={fieldId("clientCode")}
              label={t("company.clientCode")}
              optionalLabel={t("optional")}
              hint={t("company.clientCodeHint")}
              autoComplete="off"
              autoCapitalize="characters"
              error={fieldError("clientCode")}
              {...register("clientCode")}
            />
          </div>
        </fieldset>
      )}
    </>
  );
}
