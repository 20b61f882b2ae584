"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { emailSchema } from "@portal/domain/accounts/schemas";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Link } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import { fieldErrorMap } from "@/lib/forms/field-messages";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button, buttonClass } from "../ui/button";
import { TextField } from "../ui/form-field";
import { useFieldMessage } from "../ui/use-field-message";
import styles from "./recovery.module.css";

const forgotPasswordSchema = z.object({ email: emailSchema });
type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so
 * the page never tells who is a customer.
 */
export function ForgotPasswordForm() {
  const t = useTranslations("recovery.forgot");
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const apiError = useApiErrorMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPassword>({
    resolver: zodResolver(forgotPasswordSchema, { error: fieldErrorMap }),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await apiRequest("/api/v2/shop/reset-password-requests", {
      method: "POST",
      body: { email: values.email, localeCode: locale },
    });
    if (!result.ok) {
      setFailure(apiError(result.code));
      return;
    }
    setSentTo(values.email);
  });

  if (sentTo) {
    return (
      <>
        <Alert tone="success" title={t("sentTitle")}>
          {t("sent", { email: sentTo })}
        </Alert>
        <p className={styles.lead}>{t("sentHelp")}</p>
        <div className={styles.actions}>
          <Link href="/user/login" className={buttonClass({ variant: "brand" })}>
            {t("backToLogin")}
          </Link>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            {t("again")}
          </Button>
        </div>
      </>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <p className={styles.lead}>{t("intro")}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        id="forgot-email"
        type="email"
        label={t("email")}
        autoComplete="email"
        inputMode="email"
        error={fieldMessage(errors.email?.message)}
        {...register("email")}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="large" disabled={isSubmitting}>
          {isSubmitting ? t("submitting") : t("submit")}
        </Button>
        <Link href="/user/login" className={styles.back}>
          {t("backToLogin")}
        </Link>
      </div>
    </form>
  );
}
