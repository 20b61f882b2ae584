"use client";

import type { ErrorCode } from "@portal/domain/errors/codes";
import type { Order } from "@portal/domain/orders/schemas";
import { useQueryClient } from "@tanstack/react-query";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { cartStore } from "@/lib/cart/store";
import { checkoutApi } from "@/lib/checkout/api";
import { type CheckoutStep, cartPayment, completionFix } from "@/lib/checkout/steps";
import { addressBookQueryKey } from "../addresses/address-queries";
import { useApiErrorMessage } from "../auth/use-api-error";
import { CartTotals } from "../cart/cart-summary";
import { api, cartQueryKey } from "../cart/use-cart";
import { ArrowRightIcon, InfoIcon, LockIcon } from "../icons/icons";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import styles from "./checkout.module.css";

export type CheckoutPaths = { cart: string; confirm: string };

type OrderAsideProps = {
  order: Order;
  owner: string;
  step: CheckoutStep;
  /** A choice is still being saved: the order must not be placed before it lands. */
  saving: boolean;
  paths: CheckoutPaths;
  /** Placing starts again (the last refusal is no longer news), or the API refused it. */
  onPlacing: () => void;
  onFailed: (refusal: PlacementRefusal) => void;
};

/** The order's totals beside the steps; at the review, the button that places it. */
export function OrderAside({ order, owner, step, saving, paths, onPlacing, onFailed }: OrderAsideProps) {
  const t = useTranslations("checkout.summary");
  return (
    <div className={styles.summary}>
      <div className={styles.summaryHeader}>
        <h2 id="checkout-summary-title" className={styles.summaryTitle}>
          {t("title")}
        </h2>
        <NextLink href={paths.cart} className={styles.summaryLink}>
          {t("editCart")}
        </NextLink>
      </div>
      <p className={styles.summaryCount}>{t("count", { count: order.itemCount })}</p>
      <CartTotals order={order} />
      {order.shippingAddressId === null ? (
        <p className={styles.summaryNote}>
          <InfoIcon size={18} />
          <span>{t("shippingLater")}</span>
        </p>
      ) : null}
      {step === "review" ? (
        <PlaceOrder order={order} owner={owner} saving={saving} paths={paths} onPlacing={onPlacing} onFailed={onFailed} />
      ) : null}
    </div>
  );
}

type Placement = "idle" | "placing" | "redirecting";

function PlaceOrder({ order, owner, saving, paths, onPlacing, onFailed }: Omit<OrderAsideProps, "step">) {
  const t = useTranslations("checkout.place");
  const cart = useTranslations("cart.checkout");
  const router = useRouter();
  const queryClient = useQueryClient();
  const [placement, setPlacement] = useState<Placement>("idle");
  // A second click lands before React disables the button: this stops it sending twice.
  const sent = useRef(false);
  const byCard = cartPayment(order)?.method === "card";
  const confirmPath = `${paths.confirm}?order=${encodeURIComponent(order.tokenValue)}`;

  useEffect(() => {
    // Back from the payment page out of the browser's cache: the order is placed, its page says what is left to do.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && sent.current) window.location.replace(confirmPath);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [confirmPath]);

  const place = async () => {
    if (sent.current) return;
    sent.current = true;
    setPlacement("placing");
    onPlacing();
    const result = await checkoutApi.complete(order.tokenValue);
    if (!result.ok) {
      sent.current = false;
      setPlacement("idle");
      onFailed({ code: result.code, detail: result.detail });
      // What refused the order (stock, prices, rights) may have changed the cart: show it as it is now.
      void queryClient.invalidateQueries({ queryKey: cartQueryKey(owner) });
      void queryClient.invalidateQueries({ queryKey: addressBookQueryKey });
      return;
    }
    setPlacement("redirecting");
    const { paymentUrl } = result.data;
    if (paymentUrl) {
      // "Back" from the payment page then leads to the placed order's page, which can pay again.
      window.history.replaceState(window.history.state, "", confirmPath);
      window.location.assign(paymentUrl);
      return;
    }
    // The header's badge now counts the new, empty cart.
    const fresh = await api.open();
    if (fresh.ok) cartStore.receive(owner, fresh.data);
    router.push(confirmPath);
  };

  const busy = placement !== "idle";
  const progress =
    placement === "placing" ? t("placing") : placement === "redirecting" ? t(byCard ? "redirectingCard" : "redirecting") : "";

  return (
    <div className={styles.place}>
      <Button variant="primary" size="large" block onClick={place} disabled={busy || saving} aria-describedby="checkout-place-note">
        {byCard ? <LockIcon size={20} /> : null}
        {busy ? progress : byCard ? t("card") : t("submit")}
        {busy || byCard ? null : <ArrowRightIcon size={20} />}
      </Button>
      <p id="checkout-place-note" className={styles.placeNote}>
        {byCard ? t("cardNote") : t("note")}
      </p>
      <p className="visually-hidden" role="status">
        {progress}
      </p>
      <p className={styles.delivery}>{cart("delivery")}</p>
    </div>
  );
}

export const FAILURE_ID = "checkout-failure";

/** Why the order was refused, above the steps, with the way to put it right. */
/** Why placing the order was refused: the API's code, and its detail (a removed coupon's reason). */
export type PlacementRefusal = { code: ErrorCode; detail?: string };

type PlacementFailureProps = {
  refusal: PlacementRefusal;
  /** The step shown: no need to offer the way to the step the buyer is already on. */
  step: CheckoutStep;
  cartPath: string;
  onFix: (step: CheckoutStep) => void;
};

export function PlacementFailure({ refusal, step, cartPath, onFix }: PlacementFailureProps) {
  const t = useTranslations("checkout.place");
  const refusals = useTranslations("cart.coupon.refusals");
  const apiError = useApiErrorMessage();
  const { code, detail } = refusal;
  const fix = completionFix(code);
  const couponReason =
    code === "cart.coupon_removed" && detail && refusals.has(detail as Parameters<typeof refusals>[0])
      ? refusals(detail as Parameters<typeof refusals>[0])
      : null;
  return (
    <div id={FAILURE_ID} tabIndex={-1} className={styles.failure}>
      {/* Not a live region: the focus moves here, which reads it out once. */}
      <Alert tone="error" live={false} title={t("failed")}>
        <p>{apiError(code)}</p>
        {couponReason ? <p>{t("couponReason", { reason: couponReason })}</p> : null}
        {fix === "cart" ? (
          <p>
            <NextLink href={cartPath}>{t("goToCart")}</NextLink>
          </p>
        ) : fix && fix !== step ? (
          <p>
            <button type="button" className={styles.inlineButton} onClick={() => onFix(fix)}>
              {t(fix === "shipping" ? "goToShipping" : "goToBilling")}
            </button>
          </p>
        ) : null}
      </Alert>
    </div>
  );
}
