"use client";

import type { Order } from "@portal/domain/orders/schemas";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { fieldStyles, TextField } from "../ui/form-field";
import styles from "./cart.module.css";
import { api, type CartUpdate } from "./use-cart";

/** Bounds of the API (orders/schemas cartLimits), kept here so the browser does not load its schemas for them. */
const NAME_MAX = 120;
const ENGAGEMENT_CODE_MAX = 60;
const COMMENTS_MAX = 2_000;

type CartDetailsProps = { order: Order; update: CartUpdate; announce: (message: string) => void };

/** Order name, engagement code and comments, saved together. */
export function CartDetails({ order, update, announce }: CartDetailsProps) {
  const t = useTranslations("cart.details");
  const apiError = useApiErrorMessage();
  const saved = { name: order.name ?? "", engagementCode: order.engagementCode ?? "", comments: order.comments ?? "" };
  const [values, setValues] = useState(saved);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; message: string } | null>(null);
  const [engagementMissing, setEngagementMissing] = useState(false);

  const dirty = values.name !== saved.name || values.engagementCode !== saved.engagementCode || values.comments !== saved.comments;
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setOutcome(null);
    if (field === "engagementCode" && value.trim()) setEngagementMissing(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (order.engagementCodeRequired && !values.engagementCode.trim()) {
      setEngagementMissing(true);
      document.getElementById("cart-engagement-code")?.focus();
      return;
    }
    setPending(true);
    setOutcome(null);
    let failure: string | null = null;
    if (values.name !== saved.name || values.engagementCode !== saved.engagementCode) {
      const result = await update((token) => api.setName(token, values.name.trim(), values.engagementCode.trim()));
      if (!result.ok) failure = apiError(result.code);
    }
    if (!failure && values.comments !== saved.comments) {
      const result = await update((token) => api.setComments(token, values.comments.trim()));
      if (!result.ok) failure = apiError(result.code);
    }
    setPending(false);
    if (failure) {
      setOutcome({ tone: "error", message: failure });
      return;
    }
    setOutcome({ tone: "success", message: t("saved") });
    announce(t("saved"));
  };

  return (
    <section className={styles.panel} aria-labelledby="cart-details-title">
      <div className={styles.panelHeader}>
        <h2 id="cart-details-title" className={styles.panelTitle}>
          {t("title")}
        </h2>
        <p className={styles.panelText}>{t("intro")}</p>
      </div>
      <form className={styles.detailsForm} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
        <div className={styles.columns}>
          <TextField
            id="cart-name"
            label={t("name")}
            optionalLabel={t("optional")}
            hint={t("nameHint")}
            maxLength={NAME_MAX}
            autoComplete="off"
            value={values.name}
            onChange={(event) => set("name")(event.target.value)}
          />
          <TextField
            id="cart-engagement-code"
            label={
              order.engagementCodeRequired ? (
                <>
                  {t("engagementCode")} <span className={styles.required}>({t("required")})</span>
                </>
              ) : (
                t("engagementCode")
              )
            }
            optionalLabel={order.engagementCodeRequired ? undefined : t("optional")}
            hint={t("engagementHint")}
            maxLength={ENGAGEMENT_CODE_MAX}
            autoComplete="off"
            required={order.engagementCodeRequired}
            aria-required={order.engagementCodeRequired || undefined}
            error={engagementMissing ? t("engagementMissing") : undefined}
            value={values.engagementCode}
            onChange={(event) => set("engagementCode")(event.target.value)}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor="cart-comments" className={fieldStyles.label}>
            {t("comments")} <span className={fieldStyles.optional}>({t("optional")})</span>
          </label>
          <textarea
            id="cart-comments"
            className={`${fieldStyles.input} ${styles.textarea}`}
            rows={4}
            maxLength={COMMENTS_MAX}
            aria-describedby="cart-comments-hint"
            value={values.comments}
            onChange={(event) => set("comments")(event.target.value)}
          />
          <p id="cart-comments-hint" className={fieldStyles.hint}>
            {t("commentsHint")}
          </p>
        </div>
        <div className={styles.formActions}>
          <Button type="submit" variant="brand" disabled={pending || !dirty}>
            {pending ? t("saving") : t("save")}
          </Button>
          {outcome ? (
            <Alert tone={outcome.tone} live={outcome.tone === "error"} className={styles.outcome}>
              {outcome.message}
            </Alert>
          ) : null}
        </div>
      </form>
    </section>
  );
}
