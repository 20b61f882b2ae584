"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useApiErrorMessage } from "../auth/use-api-error";
import { AlertIcon, CloseIcon } from "../icons/icons";
import { Button } from "../ui/button";
import { fieldStyles } from "../ui/form-field";
import { TagIcon } from "./cart-icons";
import styles from "./cart-summary.module.css";
import { api, type CartUpdate } from "./use-cart";

type CouponFormProps = { couponCode: string | null; update: CartUpdate; announce: (message: string) => void };

/** Applies a promotion code, or shows the one applied with a way to take it off. */
export function CouponForm({ couponCode, update, announce }: CouponFormProps) {
  const t = useTranslations("cart.coupon");
  const apiError = useApiErrorMessage();
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (value: string) => {
    setPending(true);
    setError(null);
    const result = await update((token) => api.setCoupon(token, value));
    setPending(false);
    if (!result.ok) {
      setError(apiError(result.code));
      return false;
    }
    return true;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim().toUpperCase();
    if (!value) {
      setError(t("required"));
      return;
    }
    if (await send(value)) {
      setCode("");
      announce(t("applied", { code: value }));
    }
  };

  if (couponCode) {
    return (
      <div className={styles.coupon}>
        <p className={styles.couponLabel}>{t("label")}</p>
        <div className={styles.applied}>
          <TagIcon size={18} />
          <span className={styles.appliedText}>{t("applied", { code: couponCode })}</span>
          <button
            type="button"
            className={styles.removeCoupon}
            disabled={pending}
            onClick={async () => {
              if (await send("")) announce(t("removed"));
            }}
          >
            <CloseIcon size={16} />
            <span className="visually-hidden">{t("removeLabel", { code: couponCode })}</span>
          </button>
        </div>
        {error ? (
          <p className={fieldStyles.error} role="alert">
            <AlertIcon size={16} />
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form className={styles.coupon} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
      <label htmlFor="cart-coupon" className={styles.couponLabel}>
        {t("label")}
      </label>
      <div className={styles.couponRow}>
        <input
          id="cart-coupon"
          name="couponCode"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className={`${fieldStyles.input} ${styles.couponInput}`}
          placeholder={t("placeholder")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "cart-coupon-error" : undefined}
        />
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? t("applying") : t("apply")}
        </Button>
      </div>
      {error ? (
        <p id="cart-coupon-error" className={fieldStyles.error} role="alert">
          <AlertIcon size={16} />
          {error}
        </p>
      ) : null}
    </form>
  );
}
