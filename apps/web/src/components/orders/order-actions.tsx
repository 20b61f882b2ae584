"use client";

import type { ErrorCode } from "@portal/domain/errors/codes";
import type { ReorderResult } from "@portal/domain/orders/history";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { cartApi } from "@/lib/cart/api";
import { cartStore } from "@/lib/cart/store";
import { checkoutApi } from "@/lib/checkout/api";
import { ordersApi } from "@/lib/orders/api";
import { useApiErrorMessage } from "../auth/use-api-error";
import { AddOrReplaceCartModal, type CartFillMode } from "../cart/add-or-replace-modal";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import styles from "./orders.module.css";

type OrderActionsProps = {
  orderToken: string;
  number: string;
  payable: boolean;
  /** The cart's owner key (customer and company), shared with the header's badge. */
  owner: string;
  cartHref: string;
};

/**
 * Pay (a card order awaiting payment or whose payment failed) and order again: the lines go into
 * the cart, added to it or replacing it when it already holds items; what changed or could not go
 * back is told line by line.
 */
export function OrderActions({ orderToken, number, payable, owner, cartHref }: OrderActionsProps) {
  const t = useTranslations("orders.detail");
  const apiError = useApiErrorMessage();
  const [asking, setAsking] = useState<{ count: number } | null>(null);
  const [pending, setPending] = useState<"again" | "pay" | null>(null);
  const [result, setResult] = useState<ReorderResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const fill = async (clearCart: boolean) => {
    setPending("again");
    setError(null);
    const answer = await ordersApi.reorder(number, clearCart);
    setPending(null);
    setAsking(null);
    if (!answer.ok) {
      setError(apiError(answer.code as ErrorCode));
      return;
    }
    cartStore.receive(owner, answer.data.cart);
    setResult(answer.data);
  };

  const orderAgain = async () => {
    setPending("again");
    setError(null);
    setResult(null);
    const cart = await cartApi().open();
    setPending(null);
    if (!cart.ok) {
      setError(apiError(cart.code as ErrorCode));
      return;
    }
    if (cart.data.itemCount > 0) setAsking({ count: cart.data.itemCount });
    else await fill(false);
  };

  const pay = async () => {
    setPending("pay");
    setError(null);
    const answer = await checkoutApi.pay(orderToken);
    if (answer.ok) {
      window.location.assign(answer.data.paymentUrl);
      return;
    }
    setPending(null);
    setError(t("payFailed"));
  };

  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        {payable ? (
          <Button variant="brand" onClick={pay} disabled={pending !== null}>
            {pending === "pay" ? t("paying") : t("pay")}
          </Button>
        ) : null}
        <Button variant="primary" onClick={orderAgain} disabled={pending !== null}>
          {pending === "again" && !asking ? t("againPending") : t("again")}
        </Button>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {result ? (
        <Alert tone={result.status ? "success" : "warning"} title={result.status ? t("againDone") : t("againPartial")}>
          {result.replaced.length > 0 || result.refused.length > 0 ? (
            <ul className={styles.resultList}>
              {result.replaced.map((line) => (
                <li key={`replaced-${line.reference}`}>
                  {t("againReplaced", { reference: line.reference, replacement: line.replacement })}
                </li>
              ))}
              {result.refused.map((line) => (
                <li key={`refused-${line.reference}`}>
                  {t("againRefused", {
                    reference: line.reference,
                    reason: t(`refusal.${line.reason}`),
                  })}
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            <NextLink href={cartHref}>{t("goToCart")}</NextLink>
          </p>
        </Alert>
      ) : null}
      <AddOrReplaceCartModal
        open={asking !== null}
        itemCount={asking?.count ?? 0}
        pending={pending === "again"}
        onClose={() => setAsking(null)}
        onChoose={(mode: CartFillMode) => fill(mode === "replace")}
      />
    </div>
  );
}
