"use client";

import type { Address, AddressBook } from "@portal/domain/addresses/schemas";
import type { Order } from "@portal/domain/orders/schemas";
import type { UseQueryResult } from "@tanstack/react-query";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { formatPrice } from "@/lib/catalog/format";
import { checkoutApi, type ShippingMethod } from "@/lib/checkout/api";
import { cartShipment, shippingPrice, stepProblems } from "@/lib/checkout/steps";
import { AddressForm } from "../addresses/address-form";
import { PlusIcon } from "../addresses/address-icons";
import { AddressLines } from "../addresses/address-lines";
import { useApiErrorMessage } from "../auth/use-api-error";
import type { CartLoadError } from "../cart/use-cart";
import { ArrowRightIcon, MapPinIcon, TruckIcon } from "../icons/icons";
import { ChevronLeftIcon } from "../icons/listing-icons";
import { Alert } from "../ui/alert";
import { Button, buttonClass } from "../ui/button";
import { ErrorState, LoadingState } from "../ui/states";
import styles from "./checkout.module.css";
import { CheckoutStepFrame } from "./checkout-step-frame";
import type { CheckoutSave } from "./checkout-view";
import { ChoiceCard } from "./choice-card";
import { useChoice } from "./use-choice";

const addressInputId = (id: number) => `checkout-shipping-address-${id}`;
const ADD_BUTTON_ID = "checkout-address-add";
const FORM_TITLE_ID = "checkout-address-form-title";

/** A shipping address's name in a list: its alias, else who receives it. */
export function addressTitle(address: Pick<Address, "alias" | "firstname" | "lastname">): string {
  return address.alias ?? `${address.firstname} ${address.lastname}`;
}

type ShippingStepProps = {
  order: Order;
  book: UseQueryResult<AddressBook>;
  methods: UseQueryResult<ShippingMethod[], CartLoadError>;
  save: CheckoutSave;
  saving: boolean;
  announce: (message: string) => void;
  onContinue: () => void;
  cartPath: string;
};

/** Step 1: where the order goes (an address of the book, or a new one) and how it travels. */
export function ShippingStep({ order, book, methods, save, saving, announce, onContinue, cartPath }: ShippingStepProps) {
  const t = useTranslations("checkout.shipping");
  const nav = useTranslations("checkout.nav");
  const apiError = useApiErrorMessage();
  const addresses = book.data?.shippingAddresses ?? [];
  const [editing, setEditing] = useState(() => book.isSuccess && addresses.length === 0);
  const [tried, setTried] = useState(false);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [methodError, setMethodError] = useState<string | null>(null);
  const address = useChoice(order.shippingAddressId);
  const shipment = cartShipment(order);
  const method = useChoice(shipment?.method ?? null);
  const problems = tried ? stepProblems(order, "shipping") : [];

  const chooseAddress = (target: Address) =>
    address.choose(target.id, async () => {
      setAddressError(null);
      setMethodError(null);
      const result = await save((token) => checkoutApi.setShippingAddress(token, target.id));
      if (!result.ok) setAddressError(apiError(result.code));
      else announce(t("addressChosen", { name: addressTitle(target) }));
      return result.ok;
    });

  const chooseMethod = (target: ShippingMethod) => {
    if (!shipment) return;
    void method.choose(target.code, async () => {
      setMethodError(null);
      const result = await save((token) => checkoutApi.chooseShippingMethod(token, shipment.id, target.code));
      if (!result.ok) setMethodError(apiError(result.code));
      else announce(t("methodChosen", { name: target.name }));
      return result.ok;
    });
  };

  // Where the focus goes once the form has opened or closed and the list shows what it saved.
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    const element = focusId ? document.getElementById(focusId) : null;
    if (!element) return;
    element.focus();
    setFocusId(null);
  });

  const closeEditor = (target: string) => {
    setEditing(false);
    setFocusId(target);
  };

  const next = () => {
    setTried(true);
    if (stepProblems(order, "shipping").length === 0) onContinue();
  };

  return (
    <CheckoutStepFrame
      step="shipping"
      intro={t("intro")}
      problems={problems}
      back={
        <NextLink href={cartPath} className={buttonClass({ variant: "ghost" })}>
          <ChevronLeftIcon size={18} />
          {nav("backToCart")}
        </NextLink>
      }
      next={
        <Button variant="brand" onClick={next} disabled={saving}>
          {saving ? nav("saving") : nav("next")}
          <ArrowRightIcon size={18} />
        </Button>
      }
    >
      <fieldset className={styles.group} aria-describedby="checkout-addresses-hint" aria-busy={address.busy || undefined}>
        <legend className={styles.legend}>{t("addresses")}</legend>
        <p id="checkout-addresses-hint" className={styles.groupHint}>
          {t("addressesHint")}
        </p>
        {addressError ? <Alert tone="error">{addressError}</Alert> : null}
        {book.isPending ? (
          <LoadingState label={t("addressesLoading")} lines={2} />
        ) : book.isError ? (
          <ErrorState compact title={t("addressesError")} onRetry={() => book.refetch()} retrying={book.isFetching} />
        ) : addresses.length === 0 ? (
          editing ? null : (
            <p className={styles.empty}>{t("addressesEmpty")}</p>
          )
        ) : (
          <ul className={styles.choiceGrid}>
            {addresses.map((entry) => (
              <li key={entry.id}>
                <ChoiceCard
                  id={addressInputId(entry.id)}
                  name="checkout-shipping-address"
                  value={String(entry.id)}
                  checked={address.value === entry.id}
                  onChange={() => void chooseAddress(entry)}
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

      {book.isSuccess ? (
        editing ? (
          <section className={styles.editor} aria-labelledby={FORM_TITLE_ID}>
            <h3 id={FORM_TITLE_ID} tabIndex={-1} className={styles.editorTitle}>
              {t("addTitle")}
            </h3>
            <AddressForm
              defaultCountry={book.data.billingAddress?.countryCode ?? ""}
              onSaved={(saved) => {
                closeEditor(addressInputId(saved.id));
                announce(t("addressAdded", { name: addressTitle(saved) }));
                void chooseAddress(saved);
              }}
              onCancel={addresses.length > 0 ? () => closeEditor(ADD_BUTTON_ID) : undefined}
            />
          </section>
        ) : (
          <div>
            <Button
              id={ADD_BUTTON_ID}
              variant="secondary"
              size="small"
              onClick={() => {
                setEditing(true);
                setFocusId(FORM_TITLE_ID);
              }}
            >
              <PlusIcon size={18} />
              {t("add")}
            </Button>
          </div>
        )
      ) : null}

      <fieldset className={styles.group} aria-busy={method.busy || undefined}>
        <legend className={styles.legend}>{t("methods")}</legend>
        {methodError ? <Alert tone="error">{methodError}</Alert> : null}
        {order.shippingAddressId === null ? (
          <p className={styles.groupHint}>{t("methodsNeedAddress")}</p>
        ) : methods.isPending ? (
          <LoadingState label={t("methodsLoading")} lines={2} />
        ) : methods.isError ? (
          <ErrorState compact title={t("methodsError")} onRetry={() => methods.refetch()} retrying={methods.isFetching} />
        ) : methods.data.length === 0 ? (
          <Alert tone="warning" live={false}>
            {t("methodsEmpty")}
          </Alert>
        ) : (
          <ul className={styles.choiceList}>
            {methods.data.map((entry) => (
              <li key={entry.code}>
                <ChoiceCard
                  id={`checkout-shipping-method-${entry.code}`}
                  name="checkout-shipping-method"
                  value={entry.code}
                  checked={method.value === entry.code}
                  onChange={() => chooseMethod(entry)}
                  icon={<TruckIcon size={18} />}
                  title={entry.name}
                  aside={<MethodPrice method={entry} order={order} />}
                >
                  <p>{entry.description}</p>
                </ChoiceCard>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </CheckoutStepFrame>
  );
}

/** A method's price for this cart: "free", or the amount excl. VAT with its free-shipping threshold. */
function MethodPrice({ method, order }: { method: ShippingMethod; order: Order }) {
  const t = useTranslations("checkout.shipping");
  const locale = useLocale();
  const price = shippingPrice(method, order);
  if (price.free) return <span className={styles.free}>{t("free")}</span>;
  return (
    <span className={styles.price}>
      <span className={styles.amount}>{formatPrice(price.cents, locale)}</span>
      <span className={styles.priceNote}>{t("exclVat")}</span>
      {method.freeAboveCents !== null ? (
        <span className={`${styles.priceNote} ${styles.priceThreshold}`}>
          {t("freeAbove", { price: formatPrice(method.freeAboveCents, locale) })}
        </span>
      ) : null}
    </span>
  );
}
