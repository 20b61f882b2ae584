"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type PasswordRule, passwordViolations } from "@portal/domain/accounts/password-policy";
import { type PasswordChange, passwordChangeSchema } from "@portal/domain/accounts/schemas";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { apiRequest } from "@/lib/api/client";
import { fieldErrorMap } from "@/lib/forms/field-messages";
import { PasswordInput } from "../auth/password-input";
import { useApiErrorMessage } from "../auth/use-api-error";
import { CheckIcon, DotIcon } from "../icons/icons";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { useFieldMessage } from "../ui/use-field-message";
import styles from "./account-forms.module.css";

/** Rules shown as a checklist while typing (the upper bound only matters when exceeded). */
const shownRules = ["min_length", "uppercase", "lowercase", "digit"] as const satisfies readonly PasswordRule[];

export function PasswordForm({ customerId }: { customerId: number }) {
  const t = useTranslations("account.password");
  const fieldMessage = useFieldMessage();
  const apiError = useApiErrorMessage();
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; message: string } | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema, { error: fieldErrorMap }),
    defaultValues: { currentPassword: "", newPassword: "", confirmation: "" },
  });
  const newPassword = useWatch({ control, name: "newPassword" }) ?? "";
  const violations = passwordViolations(newPassword);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await apiRequest(`/api/v2/shop/customers/${customerId}/password`, { method: "PUT", body: values });
    if (!result.ok) {
      if (result.code === "password.current_invalid") {
        setError("currentPassword", { message: "password.current_invalid" }, { shouldFocus: true });
      }
      for (const error of result.errors ?? []) {
        if (error.path === "currentPassword" || error.path === "newPassword" || error.path === "confirmation") {
          setError(error.path, { message: error.message });
        }
      }
      setOutcome({ tone: "error", message: apiError(result.code) });
      return;
    }
    reset();
    setOutcome({ tone: "success", message: t("saved") });
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
      <PasswordInput
        id="password-current"
        label={t("current")}
        autoComplete="current-password"
        error={fieldMessage(errors.currentPassword?.message)}
        {...register("currentPassword")}
      />
      <div className={styles.columns}>
        <PasswordInput
          id="password-new"
          label={t("new")}
          autoComplete="new-password"
          error={fieldMessage(errors.newPassword?.message)}
          hint={
            <div className={styles.policy}>
              <p>{t("policyTitle")}</p>
              <ul className={styles.rules}>
                {shownRules.map((rule) => {
                  const met = newPassword.length > 0 && !violations.includes(rule);
                  return (
                    <li key={rule} className={met ? styles.met : undefined}>
                      {met ? <CheckIcon size={16} /> : <DotIcon size={16} />}
                      {t(`policy.${rule}`)}
                      <span className="visually-hidden"> ({met ? t("ruleMet") : t("ruleNotMet")})</span>
                    </li>
                  );
                })}
              </ul>
            </div>
          }
          {...register("newPassword")}
        />
        <PasswordInput
          id="password-confirmation"
          label={t("confirmation")}
          autoComplete="new-password"
          error={fieldMessage(errors.confirmation?.message)}
          {...register("confirmation")}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="brand" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
