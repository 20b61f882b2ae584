"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type PasswordChange, passwordChangeSchema } from "@portal/domain/accounts/schemas";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { apiRequest } from "@/lib/api/client";
import { fieldErrorMap } from "@/lib/forms/field-messages";
import { PasswordInput } from "../auth/password-input";
import { PasswordRules } from "../auth/password-rules";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { useFieldMessage } from "../ui/use-field-message";
import styles from "./account-forms.module.css";

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
          hint={<PasswordRules password={newPassword} />}
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
