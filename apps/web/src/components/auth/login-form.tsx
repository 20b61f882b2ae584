"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type LoginRequest, loginRequestSchema, tokenPairSchema } from "@portal/domain/accounts/schemas";
import type { ErrorCode } from "@portal/domain/errors/codes";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import { sessionPaths } from "@/lib/api/paths";
import { fieldErrorMap } from "@/lib/forms/field-messages";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { TextField } from "../ui/form-field";
import { useFieldMessage } from "../ui/use-field-message";
import { CompanyChoice } from "./company-choice";
import styles from "./login.module.css";
import { PasswordInput } from "./password-input";
import { useAfterLogin } from "./use-after-login";
import { useApiErrorMessage } from "./use-api-error";

// Login failures with their own sentence; anything else reads as the generic login error.
const loginErrorCodes: ErrorCode[] = [
  "auth.invalid_credentials",
  "auth.company_not_enabled",
  "auth.company_waiting_validation",
  "auth.too_many_attempts",
];

export function LoginForm({ returnTo }: { returnTo: string | null }) {
  const t = useTranslations("login");
  const tRegistration = useTranslations("registration.fromLogin");
  const fieldMessage = useFieldMessage();
  const apiError = useApiErrorMessage();
  const afterLogin = useAfterLogin(returnTo);
  const [failure, setFailure] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<number | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema, { error: fieldErrorMap }),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await apiRequest(sessionPaths.login, {
      method: "POST",
      body: values,
      schema: tokenPairSchema,
    });
    if (!result.ok) {
      for (const error of result.errors ?? []) {
        if (error.path === "email" || error.path === "password") setError(error.path, { message: error.message });
      }
      setFailure(loginErrorCodes.includes(result.code) ? apiError(result.code) : t("genericError"));
      requestAnimationFrame(() => alertRef.current?.scrollIntoView({ block: "nearest" }));
      return;
    }
    if (result.data.company === null) setChoosing(result.data.customerId);
    else afterLogin();
  });

  if (choosing !== null) return <CompanyChoice customerId={choosing} returnTo={returnTo} />;

  return (
    <>
      <p className={styles.lead}>{t("intro")}</p>
      {returnTo ? (
        <Alert tone="info" live={false}>
          {t("loginRequired")}
        </Alert>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <div ref={alertRef}>{failure ? <Alert tone="error">{failure}</Alert> : null}</div>
        <TextField
          id="login-email"
          type="email"
          label={t("email")}
          autoComplete="username"
          inputMode="email"
          error={fieldMessage(errors.email?.message)}
          {...register("email")}
        />
        <PasswordInput
          id="login-password"
          label={t("password")}
          autoComplete="current-password"
          error={fieldMessage(errors.password?.message)}
          {...register("password")}
        />
        <div className={styles.row}>
          <Link href="/user/password" className={styles.forgot}>
            {t("forgotPassword")}
          </Link>
        </div>
        <Button type="submit" variant="primary" size="large" block disabled={isSubmitting}>
          {isSubmitting ? t("submitting") : t("submit")}
        </Button>
        <p className={styles.lead}>
          {tRegistration("question")} <Link href="/user/registration">{tRegistration("link")}</Link>
        </p>
      </form>
    </>
  );
}
