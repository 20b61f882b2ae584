"use client";

import type { ErrorCode } from "@portal/domain/errors/codes";
import type { PaymentMethodCode } from "@portal/domain/orders/payment-methods";
import type { Order } from "@portal/domain/orders/schemas";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { formatPrice } from "@/lib/catalog/format";
import { checkoutApi } from "@/lib/checkout/api";
import {
  CONFIRMATION_POLL,
  type ConfirmationKind,
  canRetryPayment,
  confirmationOutcome,
  isSuccess,
  type ReturnStatus,
} from "@/lib/checkout/outcome";
import { AddressLines } from "../addresses/address-lines";
import { useApiErrorMessage } from "../auth/use-api-error";
import { AlertIcon, CheckCircleIcon, ClockIcon, InfoIcon, LockIcon, MailIcon } from "../icons/icons";
import { Alert } from "../ui/alert";
import { Button, buttonClass } from "../ui/button";
import styles from "./confirmation.module.css";

export type ConfirmationPaths = { account: string; cart: string; checkout: string; catalogue: string };

type Tone = "success" | "info" | "warning" | "error";

const tones: Record<ConfirmationKind, Tone> = {
  paid: "success",
  bank_transfer: "success",
  on_account: "success",
  placed: "success",
  checking: "info",
  confirming: "info",
  unpaid: "warning",
  cancelled: "warning",
  failed: "error",
  order_cancelled: "warning",
  not_placed: "warning",
};

const toneIcons = { success: CheckCircleIcon, info: ClockIcon, warning: AlertIcon, error: AlertIcon } as const;

type ConfirmationViewProps = {
  initialOrder: Order;
  status: ReturnStatus;
  email: string;
  /** The date the order was placed, formatted by the server in the shop's time zone. */
  placedOn: string | null;
  names: { payments: Partial<Record<PaymentMethodCode, string>>; shipping: string | null };
  paths: ConfirmationPaths;
};

/** What became of the order, what happens next, and for an unpaid card a new payment. */
export function ConfirmationView({ initialOrder, status, email, placedOn, names, paths }: ConfirmationViewProps) {
  const t = useTranslations("checkout.confirm");
  const locale = useLocale();
  const apiError = useApiErrorMessage();
  const [order, setOrder] = useState(initialOrder);
  const [settled, setSettled] = useState(false);
  const [paying, setPaying] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [payError, setPayError] = useState<ErrorCode | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const kind = confirmationOutcome(order, status, settled);
  const shownKind = useRef(kind);
  const token = order.tokenValue;
  const checking = kind === "checking";

  useEffect(() => {
    // The payment's notification may land just after the buyer: ask a few times before saying so.
    if (!checking) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      const result = await checkoutApi.order(token);
      if (stopped) return;
      if (result.ok) setOrder(result.data);
      if (attempt >= CONFIRMATION_POLL.attempts) setSettled(true);
      else timer = setTimeout(() => void ask(attempt + 1), CONFIRMATION_POLL.intervalMs);
    };
    timer = setTimeout(() => void ask(1), CONFIRMATION_POLL.intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [checking, token]);

  useEffect(() => {
    // A verdict reached while the buyer waited is read out from the heading.
    if (shownKind.current !== kind) headingRef.current?.focus();
    shownKind.current = kind;
  }, [kind]);

  useEffect(() => {
    // Back from the payment page out of the browser's cache: the button works again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPaying(false);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  const pay = async () => {
    if (paying) return;
    setPaying(true);
    setPayError(null);
    const result = await checkoutApi.pay(token);
    if (result.ok) {
      window.location.assign(result.data.paymentUrl);
      return;
    }
    setPaying(false);
    setPayError(result.code);
    // Paid in the meantime, or no longer payable: show the order as it is now.
    const fresh = await checkoutApi.order(token);
    if (fresh.ok) setOrder(fresh.data);
  };

  const refresh = async () => {
    setRefreshing(true);
    const fresh = await checkoutApi.order(token);
    setRefreshing(false);
    if (fresh.ok) setOrder(fresh.data);
  };

  const tone = tones[kind];
  const ToneIcon = toneIcons[tone];
  const amount = formatPrice(order.totals.totalInclVat, locale);
  const number = order.number ?? "";
  const method = order.payments.at(-1)?.method ?? null;
  const methodName = method ? (names.payments[method] ?? t(`methods.${method}`)) : null;

  return (
    <div className={styles.confirmation}>
      <section className={styles.hero} data-tone={tone} aria-labelledby="confirmation-title">
        <span className={styles.heroIcon} aria-hidden="true">
          {checking ? <span className={styles.spinner} /> : <ToneIcon size={32} />}
        </span>
        <div className={styles.heroBody}>
          {order.number ? <p className={styles.number}>{t("number", { number })}</p> : null}
          <h1 id="confirmation-title" ref={headingRef} tabIndex={-1} className={styles.title}>
            {t(`titles.${kind}`)}
          </h1>
          <p className={styles.lead} role={checking ? "status" : undefined}>
            {t(`lead.${kind}`, { amount, number })}
          </p>
          {isSuccess(kind) ? (
            <p className={styles.email}>
              <MailIcon size={18} />
              <span>{t.rich("email", { email, strong: (chunks) => <strong>{chunks}</strong> })}</span>
            </p>
          ) : null}
        </div>
      </section>

      <div className={styles.grid}>
        <section className={styles.panel} aria-labelledby="confirmation-next-title">
          <h2 id="confirmation-next-title" className={styles.panelTitle}>
            {t("next.title")}
          </h2>
          <p className={styles.nextText}>{t.rich(`next.${kind}`, { amount, number, strong: (chunks) => <strong>{chunks}</strong> })}</p>
          {kind === "bank_transfer" && order.number ? (
            <dl className={styles.reference}>
              <dt>{t("transferReference")}</dt>
              <dd>{order.number}</dd>
            </dl>
          ) : null}
          {payError ? <Alert tone="error">{apiError(payError)}</Alert> : null}
          <div className={styles.actions}>
            {canRetryPayment(kind) ? (
              <>
                <Button variant="primary" size="large" onClick={pay} disabled={paying}>
                  <LockIcon size={20} />
                  {paying ? t("opening") : kind === "unpaid" ? t("payNow", { amount }) : t("retry")}
                </Button>
                <NextLink href={paths.cart} className={buttonClass({ variant: "ghost", size: "large" })}>
                  {t("backToCart")}
                </NextLink>
              </>
            ) : kind === "confirming" ? (
              <Button variant="secondary" onClick={refresh} disabled={refreshing}>
                {refreshing ? t("checkingAgain") : t("checkAgain")}
              </Button>
            ) : kind === "not_placed" ? (
              <NextLink href={paths.checkout} className={buttonClass({ variant: "brand" })}>
                {t("toCheckout")}
              </NextLink>
            ) : null}
          </div>
          <p className="visually-hidden" role="status">
            {paying ? t("opening") : ""}
          </p>
        </section>

        {kind === "not_placed" ? null : (
          <section className={styles.panel} aria-labelledby="confirmation-details-title">
            <h2 id="confirmation-details-title" className={styles.panelTitle}>
              {t("details.title")}
            </h2>
            <dl className={styles.details}>
              <div>
                <dt>{t("details.number")}</dt>
                <dd className={styles.mono}>{order.number}</dd>
              </div>
              {placedOn ? (
                <div>
                  <dt>{t("details.date")}</dt>
                  <dd>{placedOn}</dd>
                </div>
              ) : null}
              {order.name ? (
                <div>
                  <dt>{t("details.name")}</dt>
                  <dd>{order.name}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t("details.total")}</dt>
                <dd className={styles.total}>{amount}</dd>
              </div>
              {methodName ? (
                <div>
                  <dt>{t("details.payment")}</dt>
                  <dd>
                    {methodName}
                    <span className={styles.paymentState} data-state={order.paymentState}>
                      {t(`paymentStates.${order.paymentState}`)}
                    </span>
                  </dd>
                </div>
              ) : null}
              {names.shipping ? (
                <div>
                  <dt>{t("details.shipping")}</dt>
                  <dd>{names.shipping}</dd>
                </div>
              ) : null}
              {order.shippingAddress ? (
                <div className={styles.wide}>
                  <dt>{t("details.address")}</dt>
                  <dd>
                    <AddressLines address={order.shippingAddress} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
        )}
      </div>

      <nav className={styles.links} aria-label={t("linksLabel")}>
        <NextLink href={paths.account} className={buttonClass({ variant: "brand" })}>
          {t("account")}
        </NextLink>
        <NextLink href={paths.catalogue} className={buttonClass({ variant: "secondary" })}>
          {t("continue")}
        </NextLink>
      </nav>
    </div>
  );
}

/** No order to show: none named, none of the customer's by that token, or the API did not answer. */
export function ConfirmationNotice({ reason, paths }: { reason: "missing" | "notFound" | "loadError"; paths: ConfirmationPaths }) {
  const t = useTranslations("checkout.confirm");
  return (
    <div className={styles.confirmation}>
      <section className={styles.hero} data-tone={reason === "loadError" ? "error" : "info"} aria-labelledby="confirmation-title">
        <span className={styles.heroIcon} aria-hidden="true">
          {reason === "loadError" ? <AlertIcon size={32} /> : <InfoIcon size={32} />}
        </span>
        <div className={styles.heroBody}>
          <h1 id="confirmation-title" className={styles.title}>
            {t(`notice.${reason}.title`)}
          </h1>
          <p className={styles.lead}>{t(`notice.${reason}.text`)}</p>
        </div>
      </section>
      <nav className={styles.links} aria-label={t("linksLabel")}>
        {reason === "loadError" ? (
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t("reload")}
          </Button>
        ) : null}
        <NextLink href={paths.account} className={buttonClass({ variant: "brand" })}>
          {t("account")}
        </NextLink>
        <NextLink href={paths.cart} className={buttonClass({ variant: "secondary" })}>
          {t("backToCart")}
        </NextLink>
      </nav>
    </div>
  );
}
