"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type PasswordReset, passwordResetSchema } from "@portal/domain/accounts/recovery";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import { fieldErrorMap } from "@/lib/forms/field-messages";
import { PasswordInput } from "../auth/password-input";
import { PasswordRules } from "../auth/password-rules";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button, buttonClass } from "../ui/button";
import { useFieldMessage } from "../ui/use-field-message";
import styles from "./recovery.module.css";

/** Sets a new password with the single-use link of the e-mail; every open session ends with it. */
export function ResetPasswordForm({ resetToken }: { resetToken: string }) {
  const t = useTranslations("recovery.reset");
  const fieldMessage = useFieldMessage();
  const apiError = useApiErrorMessage();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<{ message: string; deadLink: boolean } | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PasswordReset>({
    resolver: zodResolver(passwordResetSchema, { error: fieldErrorMap }),
    defaultValues: { newPassword: "", confirmation: "" },
  });
  const newPassword = useWatch({ control, name: "newPassword" }) ?? "";

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await apiRequest(`/api/v2/shop/reset-password-requests/${encodeURIComponent(resetToken)}`, {
      method: "PATCH",
      body: values,
    });
    if (!result.ok) {
      for (const error of result.errors ?? []) {
        if (error.path === "newPassword" || error.path === "confirmation") setError(error.path, { message: error.message });
      }
      setFailure({ message: apiError(result.code), deadLink: result.code.startsWith("password_reset.") });
      return;
    }
    setDone(true);
  });

  if (done) {
    return (
      <>
        <Alert tone="success" title={t("doneTitle")}>
          {t("done")}
        </Alert>
        <div className={styles.actions}>
          <Link href="/user/login" className={buttonClass({ variant: "brand" })}>
            {t("login")}
          </Link>
        </div>
      </>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <p className={styles.lead}>{t("intro")}</p>
      {failure ? (
        <Alert tone="error">
          {failure.message} {failure.deadLink ? <Link href="/user/password">{t("newLink")}</Link> : null}
        </Alert>
      ) : null}
      <PasswordInput
        id="reset-new-password"
        label={t("new")}
        autoComplete="new-password"
        error={fieldMessage(errors.newPassword?.message)}
        hint={<PasswordRules password={newPassword} />}
        {...register("newPassword")}
      />
      <PasswordInput
        id="reset-confirmation"
        label={t("confirmation")}
        autoComplete="new-password"
        error={fieldMessage(errors.confirmation?.message)}
        {...register("confirmation")}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="large" disabled={isSubmitting}>
          {isSubmitting ? t("submitting") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
