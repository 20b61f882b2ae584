"use client";

import NextLink from "next/link";
import { useTranslations } from "next-intl";
import type { CheckoutGate } from "@/lib/checkout/steps";
import { AlertIcon, CartIcon, LockIcon } from "../icons/icons";
import { ChevronLeftIcon } from "../icons/listing-icons";
import { buttonClass } from "../ui/button";
import styles from "./checkout.module.css";

const icons = { empty: CartIcon, requires_quote: AlertIcon, unavailable_items: AlertIcon, no_right: LockIcon } as const;

/** Why this cart cannot go through the checkout, in place of the steps, with the way back to the cart. */
export function CheckoutGateView({ reason, cartPath }: { reason: CheckoutGate; cartPath: string }) {
  const t = useTranslations("checkout.gate");
  const Icon = icons[reason];
  return (
    <section className={styles.gate} aria-labelledby="checkout-gate-title">
      <span className={styles.gateIcon} data-reason={reason} aria-hidden="true">
        <Icon size={32} />
      </span>
      <h2 id="checkout-gate-title" className={styles.gateTitle}>
        {t(`${reason}.title`)}
      </h2>
      <p className={styles.gateText}>{t(`${reason}.text`)}</p>
      <NextLink href={cartPath} className={buttonClass({ variant: "brand" })}>
        <ChevronLeftIcon size={18} />
        {t("backToCart")}
      </NextLink>
    </section>
  );
}
