"use client";

import type { Order } from "@portal/domain/orders/schemas";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cartView } from "@/lib/cart/view";
import { formatPrice } from "@/lib/catalog/format";
import type { PaymentMethod, ShippingMethod } from "@/lib/checkout/api";
import { type CheckoutStep, cartPayment, cartShipment, shippingPrice } from "@/lib/checkout/steps";
import { PencilIcon } from "../addresses/address-icons";
import { AddressLines } from "../addresses/address-lines";
import { ItemImage } from "../cart/item-parts";
import { ChevronLeftIcon } from "../icons/listing-icons";
import { Button } from "../ui/button";
import styles from "./checkout.module.css";
import { CheckoutStepFrame } from "./checkout-step-frame";

type ReviewStepProps = {
  order: Order;
  shippingMethods: ShippingMethod[] | undefined;
  paymentMethods: PaymentMethod[] | undefined;
  onEdit: (step: CheckoutStep) => void;
  cartPath: string;
};

/** Step 3: everything the order will hold, each part with a way back to where it was chosen. */
export function ReviewStep({ order, shippingMethods, paymentMethods, onEdit, cartPath }: ReviewStepProps) {
  const t = useTranslations("checkout.review");
  const nav = useTranslations("checkout.nav");
  const locale = useLocale();
  const { lines } = cartView(order);
  const shippingCode = cartShipment(order)?.method;
  const shipping = shippingMethods?.find((method) => method.code === shippingCode);
  const paymentCode = cartPayment(order)?.method;
  const payment = paymentMethods?.find((method) => method.code === paymentCode);
  const shippingCost = shipping ? shippingPrice(shipping, order) : null;

  return (
    <CheckoutStepFrame
      step="review"
      intro={t("intro")}
      back={
        <Button variant="ghost" onClick={() => onEdit("billing")}>
          <ChevronLeftIcon size={18} />
          {nav("previous")}
        </Button>
      }
    >
      <ReviewSection
        id="checkout-review-items"
        title={t("items", { count: order.itemCount })}
        action={
          <NextLink href={cartPath} className={styles.editLink}>
            <PencilIcon size={16} />
            {t("editCart")}
          </NextLink>
        }
      >
        <ul className={styles.items}>
          {lines.map((line) =>
            line.kind === "free" ? (
              <li key={line.key} className={styles.freeLine}>
                {t("freeUnits", { count: line.promotion.quantity, name: line.item.variantName || line.item.productName })}
              </li>
            ) : (
              <li key={line.key} className={styles.item}>
                <ItemImage src={line.item.image} />
                <span className={styles.itemText}>
                  <span className={styles.itemName}>{line.item.variantName || line.item.productName}</span>
                  <span className={styles.itemMeta}>
                    {line.item.brand} · {t("reference", { reference: line.item.reference })}
                  </span>
                </span>
                <span className={styles.itemFigures}>
                  <span className={styles.itemTotal}>{formatPrice(line.item.total, locale)}</span>
                  <span className={styles.itemMeta}>
                    {t("quantity", {
                      quantity: line.item.quantity,
                      price: formatPrice(line.item.discountPrice ?? line.item.unitPrice ?? 0, locale),
                    })}
                  </span>
                </span>
              </li>
            ),
          )}
        </ul>
      </ReviewSection>

      <div className={styles.reviewColumns}>
        <ReviewSection
          id="checkout-review-delivery"
          title={t("delivery")}
          action={<EditButton label={t("editDelivery")} onClick={() => onEdit("shipping")} />}
        >
          {order.shippingAddress ? <AddressLines address={order.shippingAddress} /> : null}
          <dl className={styles.facts}>
            <div>
              <dt>{t("shippingMethod")}</dt>
              <dd>
                {shipping?.name ?? shippingCode}
                {shippingCost ? ` · ${shippingCost.free ? t("free") : formatPrice(shippingCost.cents, locale)}` : null}
              </dd>
            </div>
          </dl>
        </ReviewSection>

        <ReviewSection
          id="checkout-review-billing"
          title={t("billing")}
          action={<EditButton label={t("editBilling")} onClick={() => onEdit("billing")} />}
        >
          {order.billingAddress ? <AddressLines address={order.billingAddress} /> : null}
          <dl className={styles.facts}>
            <div>
              <dt>{t("paymentMethod")}</dt>
              <dd>{payment?.name ?? paymentCode}</dd>
            </div>
            {order.name ? (
              <div>
                <dt>{t("name")}</dt>
                <dd>{order.name}</dd>
              </div>
            ) : null}
            {order.engagementCode ? (
              <div>
                <dt>{t("engagementCode")}</dt>
                <dd>{order.engagementCode}</dd>
              </div>
            ) : null}
          </dl>
        </ReviewSection>
      </div>

      {order.comments ? (
        <ReviewSection id="checkout-review-comments" title={t("comments")}>
          <p className={styles.comments}>{order.comments}</p>
        </ReviewSection>
      ) : null}
    </CheckoutStepFrame>
  );
}

function ReviewSection({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.reviewSection} aria-labelledby={id}>
      <div className={styles.reviewHeader}>
        <h3 id={id} className={styles.reviewTitle}>
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  const t = useTranslations("checkout.review");
  return (
    <button type="button" className={styles.editLink} onClick={onClick} aria-label={label}>
      <PencilIcon size={16} />
      {t("edit")}
    </button>
  );
}
