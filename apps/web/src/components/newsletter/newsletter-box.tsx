"use client";

import type { ErrorCode } from "@portal/domain/errors/codes";
import type { NewsletterSubscriptionInput, NewsletterSubscriptionRequest } from "@portal/domain/newsletter/schemas";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { TextField } from "../ui/form-field";
import { useFieldMessage } from "../ui/use-field-message";
import styles from "./newsletter.module.css";

// The schema library comes with the check, on the first focus of the field or the first press.
const loadSubscription = () => import("./newsletter-subscription");
const resolver: Resolver<NewsletterSubscriptionInput, unknown, NewsletterSubscriptionRequest> = async (values, context, options) =>
  (await loadSubscription()).subscriptionResolver(values, context, options);

type NewsletterBoxProps = {
  /** The ids of the page's plain form, which this box replaces. */
  id: string;
  initialEmail?: string;
  focus?: boolean;
  submitNow?: boolean;
};

type Outcome = { kind: "sent"; email: string } | { kind: "already" } | { kind: "failed"; code: ErrorCode } | null;

/**
 * The footer's newsletter box, for visitors and customers alike: it asks for an address and the
 * API sends the confirmation e-mail (double opt-in). What was typed stays after a failure.
 */
export function NewsletterBox({ id, initialEmail = "", focus = false, submitNow = false }: NewsletterBoxProps) {
  const t = useTranslations("newsletter");
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const apiError = useApiErrorMessage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterSubscriptionInput, unknown, NewsletterSubscriptionRequest>({
    resolver,
    defaultValues: { email: initialEmail },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await (await loadSubscription()).subscribe(values.email, locale);
    if (result.ok) {
      setOutcome({ kind: "sent", email: values.email });
      reset({ email: "" });
    } else if (result.code === "newsletter.already_subscribed") setOutcome({ kind: "already" });
    else setOutcome({ kind: "failed", code: result.code });
  });

  // Taking over from the page's plain form: the caret stays in the field, a press already made goes on.
  const tookOver = useRef(false);
  useEffect(() => {
    if (tookOver.current) return;
    tookOver.current = true;
    if (focus) setFocus("email");
    if (submitNow) void onSubmit();
  }, [focus, setFocus, submitNow, onSubmit]);

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <div className={styles.text}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t("title")}
        </h2>
        <p className={styles.intro}>{t("intro")}</p>
      </div>
      <div className={styles.formArea}>
        {outcome?.kind === "sent" ? (
          <div className={styles.done}>
            <Alert tone="success" title={t("checkInbox")}>
              {t("checkInboxText", { email: outcome.email })}
            </Alert>
            <Button variant="secondary" size="small" onClick={() => setOutcome(null)}>
              {t("another")}
            </Button>
          </div>
        ) : (
          <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
            <div className={styles.row}>
              <TextField
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                inputMode="email"
                label={t("email")}
                error={fieldMessage(errors.email?.message)}
                aria-describedby={`${id}-consent`}
                className={styles.field}
                onFocus={() => void loadSubscription().catch(() => undefined)}
                {...register("email")}
              />
              <Button type="submit" variant="brand" className={styles.submit} disabled={isSubmitting}>
                {isSubmitting ? t("sending") : t("submit")}
              </Button>
            </div>
            <p id={`${id}-consent`} className={styles.consent}>
              {t("consent")}
            </p>
            {outcome?.kind === "already" ? (
              <Alert tone="info" title={t("alreadyTitle")}>
                {apiError("newsletter.already_subscribed")}
              </Alert>
            ) : null}
            {outcome?.kind === "failed" ? (
              <Alert tone="error" title={t("failure")}>
                {apiError(outcome.code)}
              </Alert>
            ) : null}
          </form>
        )}
      </div>
    </section>
  );
}
