"use client";

import type { Order } from "@portal/domain/orders/schemas";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiResult } from "@/lib/api/problem";
import type { CheckoutStart } from "@/lib/checkout/server";
import { type CheckoutStep, canOpenStep, checkoutGate, firstOpenStep, stepStates } from "@/lib/checkout/steps";
import { useAddressBook } from "../addresses/address-queries";
import { useApiErrorMessage } from "../auth/use-api-error";
import { useCart } from "../cart/use-cart";
import { Panel } from "../ui/panel";
import { ErrorState, LoadingState } from "../ui/states";
import { StepIndicator } from "../ui/step-wizard";
import { BillingStep } from "./billing-step";
import styles from "./checkout.module.css";
import { CheckoutGateView } from "./checkout-gate";
import { usePaymentMethods, useShippingMethods } from "./checkout-queries";
import { stepHeadingId } from "./checkout-step-frame";
import { type CheckoutPaths, FAILURE_ID, OrderAside, PlacementFailure, type PlacementRefusal } from "./order-aside";
import { ReviewStep } from "./review-step";
import { ShippingStep } from "./shipping-step";

/** Saves one choice of the checkout; the answer is the whole cart. */
export type CheckoutSave = (call: (token: string) => Promise<ApiResult<Order>>) => Promise<ApiResult<Order>>;

type CheckoutViewProps = {
  owner: string;
  /** The customer's right to place orders in the active company. */
  canOrder: boolean;
  start: CheckoutStart;
  paths: CheckoutPaths;
};

/**
 * The checkout in one page: delivery, billing and payment, review. Each choice is saved as it is
 * made, through the cart's queue, so the cart shown is always the answer to the last choice.
 */
export function CheckoutView({ owner, canOrder, start, paths }: CheckoutViewProps) {
  const t = useTranslations("checkout");
  const stepNames = useTranslations("checkout.steps");
  const apiError = useApiErrorMessage();
  const { order, query, update } = useCart(owner, start.order);
  const book = useAddressBook(start.addressBook ?? undefined);
  const initialToken = start.order?.tokenValue ?? null;
  const shippingMethods = useShippingMethods(order, {
    data: start.shippingMethods,
    token: initialToken,
    key: start.order?.shippingAddressId ?? null,
  });
  const paymentMethods = usePaymentMethods(order, {
    data: start.paymentMethods,
    token: initialToken,
    key: start.order?.payments[0]?.id ?? null,
  });
  const [step, setStep] = useState<CheckoutStep>(() => (start.order ? firstOpenStep(start.order) : "shipping"));
  const [saving, setSaving] = useState(0);
  const [failure, setFailure] = useState<PlacementRefusal | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const moved = useRef(false);

  const announce = useCallback((message: string) => {
    // The same sentence twice in a row is still said twice.
    setAnnouncement("");
    requestAnimationFrame(() => setAnnouncement(message));
  }, []);

  const save = useCallback<CheckoutSave>(
    async (call) => {
      setSaving((count) => count + 1);
      try {
        return await update(call);
      } finally {
        setSaving((count) => count - 1);
      }
    },
    [update],
  );

  const goTo = useCallback((next: CheckoutStep) => {
    setStep((current) => {
      if (current !== next) moved.current = true;
      return next;
    });
    // Back at the review, the buyer places the order again: the last refusal is done with.
    if (next === "review") setFailure(null);
  }, []);

  useEffect(() => {
    // A refusal takes the focus, so it is read out and scrolled into view wherever the button was.
    if (failure) document.getElementById(FAILURE_ID)?.focus();
  }, [failure]);

  useEffect(() => {
    // A step the buyer opens takes the focus on its heading; the opening step, or one the page
    // falls back to on its own, leaves the focus where it is.
    if (!moved.current) return;
    moved.current = false;
    document.getElementById(stepHeadingId(step))?.focus();
  }, [step]);

  if (!order) {
    if (query.isError) {
      return (
        <ErrorState
          title={t("loadError")}
          description={apiError(query.error.failure.code)}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    return (
      <Panel>
        <LoadingState label={t("loading")} lines={6} />
      </Panel>
    );
  }

  const gate = checkoutGate(order, canOrder);
  if (gate) return <CheckoutGateView reason={gate} cartPath={paths.cart} />;

  // A step whose earlier steps were undone (another tab, a refused order) gives way to the first
  // one open, and stays there: fixing it must not jump the buyer forward unasked.
  const shown = canOpenStep(order, step) ? step : firstOpenStep(order);
  if (shown !== step) setStep(shown);
  const isSaving = saving > 0;

  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <StepIndicator
        label={stepNames("label")}
        current={shown}
        steps={stepStates(order, shown).map(({ step, status, reachable }) => ({ id: step, label: stepNames(step), status, reachable }))}
        onSelect={goTo}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          {failure ? <PlacementFailure refusal={failure} step={shown} cartPath={paths.cart} onFix={goTo} /> : null}
          {shown === "shipping" ? (
            <ShippingStep
              order={order}
              book={book}
              methods={shippingMethods}
              save={save}
              saving={isSaving}
              announce={announce}
              onContinue={() => goTo("billing")}
              cartPath={paths.cart}
            />
          ) : shown === "billing" ? (
            <BillingStep
              order={order}
              book={book}
              methods={paymentMethods}
              save={save}
              saving={isSaving}
              announce={announce}
              onBack={() => goTo("shipping")}
              onContinue={() => goTo("review")}
            />
          ) : (
            <ReviewStep
              order={order}
              shippingMethods={shippingMethods.data}
              paymentMethods={paymentMethods.data}
              onEdit={goTo}
              cartPath={paths.cart}
            />
          )}
        </div>
        <aside className={styles.aside} aria-labelledby="checkout-summary-title">
          <OrderAside
            order={order}
            owner={owner}
            step={shown}
            saving={isSaving}
            paths={paths}
            onPlacing={() => setFailure(null)}
            onFailed={setFailure}
          />
        </aside>
      </div>
    </>
  );
}
