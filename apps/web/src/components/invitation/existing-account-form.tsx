"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { acceptedInvitationSchema, acceptWithAccountSchema } from "@portal/domain/companies/invitations";
import type { ErrorCode } from "@portal/domain/errors/codes";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Link } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import { fieldErrorsFor, isDeadLink } from "@/lib/company-users/invitation";
import { fieldErrorMap } from "@/lib/forms/field-messages";
import { PasswordInput } from "../auth/password-input";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { TextField } from "../ui/form-field";
import { useFieldMessage } from "../ui/use-field-message";
import styles from "./invitation.module.css";

type Values = z.infer<typeof acceptWithAccountSchema>;

type ExistingAccountFormProps = {
  token: string;
  email: string;
  companyName: string;
  initialPassword: string;
  onJoined: () => void;
  onDeadLink: (code: ErrorCode) => void;
  /** The address has no account after all: the details form takes over, with the password typed. */
  onNeedsDetails: (password: string, code: ErrorCode) => void;
};

/** Joining with the account the invited address already has: its password proves who accepts. */
export function ExistingAccountForm({
  token,
  email,
  companyName,
  initialPassword,
  onJoined,
  onDeadLink,
  onNeedsDetails,
}: ExistingAccountFormProps) {
  const t = useTranslations("invitation.existing");
  const fieldMessage = useFieldMessage();
  const apiError = useApiErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(acceptWithAccountSchema, { error: fieldErrorMap }),
    defaultValues: { password: initialPassword },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await apiRequest(`/api/v2/shop/invitations/${encodeURIComponent(token)}/accept`, {
      method: "POST",
      body: values,
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
    if (result.code === "invitation.details_required") {
      onNeedsDetails(values.password, result.code);
      return;
    }
    for (const { field, message } of fieldErrorsFor(result.errors, ["password"] as const)) setError(field, { message });
    setFailure(apiError(result.code));
    if (result.code === "auth.invalid_credentials") setFocus("password");
    else requestAnimationFrame(() => alertRef.current?.scrollIntoView({ block: "nearest" }));
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <div ref={alertRef}>{failure ? <Alert tone="error">{failure}</Alert> : null}</div>
      <TextField
        id="invitation-email"
        type="email"
        label={t("email")}
        value={email}
        readOnly
        autoComplete="username"
        hint={t("emailHint")}
      />
      <PasswordInput
        id="invitation-password"
        label={t("password")}
        autoComplete="current-password"
        error={fieldMessage(errors.password?.message)}
        {...register("password")}
      />
      <div className={styles.row}>
        <Link href="/user/password" className={styles.link}>
          {t("forgotPassword")}
        </Link>
      </div>
      <Button type="submit" variant="primary" size="large" block disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : t("submit", { companyName })}
      </Button>
    </form>
  );
}
