"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type VerificationResult, verificationResultSchema } from "@portal/domain/accounts/registration";
import { emailSchema } from "@portal/domain/accounts/schemas";
import type { ErrorCode } from "@portal/domain/errors/codes";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
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

type Outcome = { state: "checking" } | ({ state: "verified" } & VerificationResult) | { state: "failed"; code: ErrorCode };

/**
 * Confirms the address of the e-mail link. The browser sends the confirmation, not the page's
 * server: mail scanners that open links in advance do not run scripts, so they confirm nothing.
 */
export function VerifyEmail({ verifyToken }: { verifyToken: string }) {
  const t = useTranslations("verifyEmail");
  const locale = useLocale();
  const apiError = useApiErrorMessage();
  const [outcome, setOutcome] = useState<Outcome>({ state: "checking" });
  const sent = useRef(false);

  useEffect(() => {
    // Once per page, also under React's development double effects: the link works only once.
    if (sent.current) return;
    sent.current = true;
    apiRequest(`/api/v2/shop/account-verification-requests/${encodeURIComponent(verifyToken)}`, {
      method: "PATCH",
      body: { localeCode: locale },
      schema: verificationResultSchema,
    }).then((result) => setOutcome(result.ok ? { state: "verified", ...result.data } : { state: "failed", code: result.code }));
  }, [verifyToken, locale]);

  if (outcome.state === "checking") {
    return (
      <p className={styles.lead} role="status">
        {t("checking")}
      </p>
    );
  }
  if (outcome.state === "verified") {
    const message = { login: "successLogin", awaiting_activation: "successAwaiting", email_changed: "successEmailChanged" } as const;
    return (
      <>
        <Alert tone="success" title={t("successTitle")}>
          {t(message[outcome.next], { email: outcome.email })}
        </Alert>
        <div className={styles.actions}>
          {outcome.next === "email_changed" ? (
            // The browser that confirms keeps its session; any other is sent to the login by the account page.
            <Link href="/user/account" className={buttonClass({ variant: "brand" })}>
              {t("account")}
            </Link>
          ) : (
            <Link href="/user/login" className={buttonClass({ variant: outcome.next === "login" ? "brand" : "secondary" })}>
              {t("login")}
            </Link>
          )}
        </div>
      </>
    );
  }
  return (
    <>
      <Alert tone="error" title={t("failureTitle")}>
        {apiError(outcome.code)}
      </Alert>
      <ResendVerification />
    </>
  );
}

const resendSchema = z.object({ email: emailSchema });
type Resend = z.infer<typeof resendSchema>;

/** Asks for a new link; the answer does not tell whether the address has an account. */
function ResendVerification() {
  const t = useTranslations("verifyEmail.resend");
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const apiError = useApiErrorMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Resend>({ resolver: zodResolver(resendSchema, { error: fieldErrorMap }), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await apiRequest("/api/v2/shop/account-verification-requests", {
      method: "POST",
      body: { email: values.email, localeCode: locale },
    });
    if (result.ok) setSentTo(values.email);
    else setFailure(apiError(result.code));
  });

  if (sentTo) return <Alert tone="success">{t("sent", { email: sentTo })}</Alert>;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <p className={styles.lead}>{t("intro")}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        id="resend-email"
        type="email"
        label={t("email")}
        autoComplete="email"
        inputMode="email"
        error={fieldMessage(errors.email?.message)}
        {...register("email")}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t("submitting") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
