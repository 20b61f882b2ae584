"use client";

import type { Order } from "@portal/domain/orders/schemas";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { checkoutBlockers, freeShippingRemaining, promotionRows } from "@/lib/cart/view";
import { formatPrice, formatRate } from "@/lib/catalog/format";
import { ArrowRightIcon, InfoIcon, LockIcon, TruckIcon } from "../icons/icons";
import { buttonClass } from "../ui/button";
import styles from "./cart-summary.module.css";
import type { CartPaths } from "./cart-view";
import { CouponForm } from "./coupon-form";
import type { CartUpdate } from "./use-cart";

type CartSummaryProps = {
  order: Order;
  canOrder: boolean;
  paths: CartPaths;
  update: CartUpdate;
  announce: (message: string) => void;
  /** "Request a quote", when the customer may: in place of the checkout when the cart requires a quote. */
  quoteAction?: ReactNode;
};

/** Promotion code, totals and the way to checkout, with what still stands in its way. */
export function CartSummary({ order, canOrder, paths, update, announce, quoteAction }: CartSummaryProps) {
  const t = useTranslations("cart");
  const locale = useLocale();
  const price = (cents: number) => formatPrice(cents, locale);
  const remaining = freeShippingRemaining(order);
  const reasons = checkoutBlockers(order, canOrder);
  // The engagement code is asked again in the checkout: here it is a reminder, not a lock.
  const blockers = reasons.filter((reason) => reason !== "engagement_code");
  const engagementMissing = reasons.includes("engagement_code");

  return (
    <div className={styles.summary}>
      <h2 id="cart-summary-title" className={styles.title}>
        {t("totals.title")}
      </h2>

      <CouponForm couponCode={order.couponCode} update={update} announce={announce} />

      <CartTotals order={order} />

      {remaining !== null ? (
        <p className={styles.freeShipping}>
          <TruckIcon size={20} />
          <span>{t.rich("totals.freeShipping", { price: price(remaining), strong: (chunks) => <strong>{chunks}</strong> })}</span>
        </p>
      ) : null}

      {order.requiresQuote && quoteAction ? (
        <>
          {quoteAction}
          <p className={styles.reminder}>
            <InfoIcon size={18} />
            {t("checkout.blockers.requires_quote")}
          </p>
        </>
      ) : blockers.length > 0 ? (
        <>
          <button
            type="button"
            className={buttonClass({ variant: "primary", size: "large", block: true })}
            disabled
            aria-describedby="cart-blockers"
          >
            <LockIcon size={20} />
            {t("checkout.submit")}
          </button>
          <div id="cart-blockers" className={styles.blockers}>
            <p className={styles.blockersTitle}>
              <InfoIcon size={18} />
              {t("checkout.blocked")}
            </p>
            <ul>
              {blockers.map((blocker) => (
                <li key={blocker}>{t(`checkout.blockers.${blocker}`)}</li>
              ))}
            </ul>
          </div>
        </>
      ) : (
        <NextLink href={paths.checkout} className={buttonClass({ variant: "primary", size: "large", block: true })}>
          {t("checkout.submit")}
          <ArrowRightIcon size={20} />
        </NextLink>
      )}

      {!order.requiresQuote && quoteAction ? quoteAction : null}
      {engagementMissing ? (
        <p className={styles.reminder}>
          <InfoIcon size={18} />
          <a href="#cart-engagement-code">{t("checkout.blockers.engagement_code")}</a>
        </p>
      ) : null}
      <p className={styles.delivery}>{t("checkout.delivery")}</p>
      <NextLink href={paths.catalogue} className={styles.continue}>
        {t("checkout.continue")}
      </NextLink>
    </div>
  );
}

/** The order's totals, line by line; the checkout shows the same block. */
export function CartTotals({ order }: { order: Order }) {
  const t = useTranslations("cart");
  const locale = useLocale();
  const { totals } = order;
  const price = (cents: number) => formatPrice(cents, locale);
  const promotions = promotionRows(order);
  return (
    <dl className={styles.totals}>
      <div className={styles.line}>
        <dt>{t("totals.subtotal")}</dt>
        <dd>{price(totals.subtotal)}</dd>
      </div>
      {promotions.map((row) => (
        <div key={row.kind === "coupon" ? `coupon-${row.code}` : row.kind} className={`${styles.line} ${styles.promotion}`}>
          <dt>
            {row.kind === "coupon"
              ? t("totals.promotionCode", { code: row.code })
              : row.kind === "free_units"
                ? t("totals.freeUnits")
                : t("totals.promotion")}
          </dt>
          <dd>−{price(row.amount)}</dd>
        </div>
      ))}
      <div className={styles.line}>
        <dt>{t("totals.shipping")}</dt>
        <dd>{totals.shipping === 0 ? <span className={styles.free}>{t("totals.shippingFree")}</span> : price(totals.shipping)}</dd>
      </div>
      {totals.packaging !== 0 ? (
        <div className={styles.line}>
          <dt>{t("totals.packaging")}</dt>
          <dd>{price(totals.packaging)}</dd>
        </div>
      ) : null}
      <div className={`${styles.line} ${styles.subtotal}`}>
        <dt>{t("totals.totalExclVat")}</dt>
        <dd>{price(totals.totalExclVat)}</dd>
      </div>
      <div className={styles.line}>
        <dt>{t("totals.vat", { rate: formatRate(totals.vatRate, locale) })}</dt>
        <dd>{price(totals.vat)}</dd>
      </div>
      <div className={`${styles.line} ${styles.grandTotal}`}>
        <dt>{t("totals.totalInclVat")}</dt>
        <dd>{price(totals.totalInclVat)}</dd>
      </div>
    </dl>
  );
}
