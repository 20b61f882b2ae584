"use client";

import type { AddressBook } from "@portal/domain/addresses/schemas";
import type { PaymentMethodCode } from "@portal/domain/orders/payment-methods";
import type { Order } from "@portal/domain/orders/schemas";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { checkoutApi, type PaymentMethod } from "@/lib/checkout/api";
import { cartPayment, stepProblems } from "@/lib/checkout/steps";
import { AddressLines } from "../addresses/address-lines";
import { useApiErrorMessage } from "../auth/use-api-error";
import { api, type CartLoadError } from "../cart/use-cart";
import { ArrowRightIcon, BuildingIcon, CardIcon, DocumentIcon, MapPinIcon } from "../icons/icons";
import { ChevronLeftIcon } from "../icons/listing-icons";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { TextField } from "../ui/form-field";
import { ErrorState, LoadingState } from "../ui/states";
import styles from "./checkout.module.css";
import { CheckoutStepFrame } from "./checkout-step-frame";
import type { CheckoutSave } from "./checkout-view";
import { ChoiceCard } from "./choice-card";
import { addressTitle } from "./shipping-step";
import { useChoice } from "./use-choice";

/** Bounds of the API (orders/schemas cartLimits), kept here so the browser does not load its schemas for them. */
const NAME_MAX = 120;
const ENGAGEMENT_CODE_MAX = 60;
const ENGAGEMENT_ID = "checkout-engagement-code";
const REGISTERED = "registered";

export const paymentIcons: Record<PaymentMethodCode, typeof CardIcon> = {
  card: CardIcon,
  bank_transfer: BuildingIcon,
  on_account: DocumentIcon,
};

type BillingStepProps = {
  order: Order;
  book: UseQueryResult<AddressBook>;
  methods: UseQueryResult<PaymentMethod[], CartLoadError>;
  save: CheckoutSave;
  saving: boolean;
  announce: (message: string) => void;
  onBack: () => void;
  onContinue: () => void;
};

/** Step 2: the invoice's address, the payment method and the buyer's own references for the order. */
export function BillingStep({ order, book, methods, save, saving, announce, onBack, onContinue }: BillingStepProps) {
  const t = useTranslations("checkout.billing");
  const nav = useTranslations("checkout.nav");
  const apiError = useApiErrorMessage();
  const billing = useChoice<number | null>(order.billingAddressId);
  const payment = cartPayment(order);
  const method = useChoice(payment?.method ?? null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [methodError, setMethodError] = useState<string | null>(null);
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const [values, setValues] = useState({ name: order.name ?? "", engagementCode: order.engagementCode ?? "" });
  const [engagementMissing, setEngagementMissing] = useState(false);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const registered = book.data?.billingAddress ?? null;
  const addresses = book.data?.shippingAddresses ?? [];
  // A missing engagement code is said at its field, against what is typed there.
  const problems = tried ? stepProblems(order, "billing").filter((problem) => problem !== "engagement_code") : [];

  const chooseBilling = (id: number | null, name: string) =>
    void billing.choose(id, async () => {
      setAddressError(null);
      const result = await save((token) => checkoutApi.setBillingAddress(token, id));
      if (!result.ok) setAddressError(apiError(result.code));
      else announce(t("addressChosen", { name }));
      return result.ok;
    });

  const chooseMethod = (target: PaymentMethod) => {
    if (!payment) return;
    void method.choose(target.code, async () => {
      setMethodError(null);
      const result = await save((token) => checkoutApi.choosePaymentMethod(token, payment.id, target.code));
      if (!result.ok) setMethodError(apiError(result.code));
      else announce(t("methodChosen", { name: target.name }));
      return result.ok;
    });
  };

  const next = async () => {
    setTried(true);
    const name = values.name.trim();
    const engagementCode = values.engagementCode.trim();
    if (order.engagementCodeRequired && !engagementCode) {
      setEngagementMissing(true);
      document.getElementById(ENGAGEMENT_ID)?.focus();
      return;
    }
    let current = order;
    // The references are text: saved when the buyer moves on, not at each key.
    if (name !== (order.name ?? "") || engagementCode !== (order.engagementCode ?? "")) {
      setSending(true);
      setReferenceError(null);
      const result = await save((token) => api.setName(token, name, engagementCode));
      setSending(false);
      if (!result.ok) {
        setReferenceError(apiError(result.code));
        return;
      }
      current = result.data;
    }
    if (stepProblems(current, "billing").length === 0) onContinue();
  };

  const busy = saving || sending;

  return (
    <CheckoutStepFrame
      step="billing"
      intro={t("intro")}
      problems={problems}
      back={
        <Button variant="ghost" onClick={onBack}>
          <ChevronLeftIcon size={18} />
          {nav("previous")}
        </Button>
      }
      next={
        <Button variant="brand" onClick={next} disabled={busy}>
          {busy ? nav("saving") : nav("next")}
          <ArrowRightIcon size={18} />
        </Button>
      }
    >
      <fieldset className={styles.group} aria-describedby="checkout-billing-hint" aria-busy={billing.busy || undefined}>
        <legend className={styles.legend}>{t("address")}</legend>
        <p id="checkout-billing-hint" className={styles.groupHint}>
          {t("addressHint")}
        </p>
        {addressError ? <Alert tone="error">{addressError}</Alert> : null}
        {book.isPending ? (
          <LoadingState label={t("addressesLoading")} lines={2} />
        ) : book.isError ? (
          <ErrorState compact title={t("addressesError")} onRetry={() => book.refetch()} retrying={book.isFetching} />
        ) : (
          <ul className={styles.choiceGrid}>
            <li>
              <ChoiceCard
                id="checkout-billing-registered"
                name="checkout-billing-address"
                value={REGISTERED}
                checked={billing.value === null}
                onChange={() => chooseBilling(null, t("registered"))}
                disabled={!registered}
                icon={<BuildingIcon size={18} />}
                title={t("registered")}
              >
                {registered ? <AddressLines address={registered} /> : <p>{t("registeredMissing")}</p>}
              </ChoiceCard>
            </li>
            {addresses.map((entry) => (
              <li key={entry.id}>
                <ChoiceCard
                  id={`checkout-billing-address-${entry.id}`}
                  name="checkout-billing-address"
                  value={String(entry.id)}
                  checked={billing.value === entry.id}
                  onChange={() => chooseBilling(entry.id, addressTitle(entry))}
                  icon={<MapPinIcon size={18} />}
                  title={addressTitle(entry)}
                >
                  <AddressLines address={entry} />
                </ChoiceCard>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <fieldset className={styles.group} aria-busy={method.busy || undefined}>
        <legend className={styles.legend}>{t("payment")}</legend>
        {methodError ? <Alert tone="error">{methodError}</Alert> : null}
        {methods.isPending ? (
          <LoadingState label={t("paymentLoading")} lines={2} />
        ) : methods.isError ? (
          <ErrorState compact title={t("paymentError")} onRetry={() => methods.refetch()} retrying={methods.isFetching} />
        ) : methods.data.length === 0 ? (
          <Alert tone="warning" live={false}>
            {t("paymentEmpty")}
          </Alert>
        ) : (
          <ul className={styles.choiceList}>
            {methods.data.map((entry) => {
              const Icon = paymentIcons[entry.code];
              return (
                <li key={entry.code}>
                  <ChoiceCard
                    id={`checkout-payment-${entry.code}`}
                    name="checkout-payment-method"
                    value={entry.code}
                    checked={method.value === entry.code}
                    onChange={() => chooseMethod(entry)}
                    icon={<Icon size={18} />}
                    title={entry.name}
                  >
                    <p>{entry.description}</p>
                  </ChoiceCard>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t("references")}</legend>
        <p className={styles.groupHint}>{t("referencesHint")}</p>
        {referenceError ? <Alert tone="error">{referenceError}</Alert> : null}
        <div className={styles.columns}>
          <TextField
            id="checkout-order-name"
            label={t("name")}
            optionalLabel={t("optional")}
            hint={t("nameHint")}
            maxLength={NAME_MAX}
            autoComplete="off"
            value={values.name}
            onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
          />
          <TextField
            id={ENGAGEMENT_ID}
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
            onChange={(event) => {
              const engagementCode = event.target.value;
              setValues((current) => ({ ...current, engagementCode }));
              if (engagementCode.trim()) setEngagementMissing(false);
            }}
          />
        </div>
      </fieldset>
    </CheckoutStepFrame>
  );
}
