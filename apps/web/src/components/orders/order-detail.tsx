import type { OrderAddress } from "@portal/domain/addresses/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import type { OrderDetail } from "@portal/domain/orders/history";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatPrice, formatRate } from "@/lib/catalog/format";
import { formatOrderDate, orderTones, paymentTones, shippingTones } from "@/lib/orders/labels";
import { linesWithPromotions } from "@/lib/orders/lines";
import { DataTable } from "../ui/data-table";
import { Panel } from "../ui/panel";
import { StatusBadge } from "../ui/status-badge";
import styles from "./orders.module.css";

function Address({ address }: { address: OrderAddress | null }) {
  if (!address) return null;
  return (
    <address className={styles.address}>
      {[
        `${address.firstname} ${address.lastname}`.trim(),
        address.company,
        address.street,
        `${address.postcode} ${address.city}`,
        address.countryCode,
        address.phone,
      ]
        .filter(Boolean)
        .map((line) => (
          <div key={line}>{line}</div>
        ))}
    </address>
  );
}

/** A placed order: its lines, totals, addresses, modes, shipments with tracking, history and comments. */
export function OrderDetailView({
  order,
  locale,
  actions,
  documents,
}: {
  order: OrderDetail;
  locale: Locale;
  actions: ReactNode;
  documents: ReactNode;
}) {
  const t = useTranslations("orders.detail");
  const states = useTranslations("orders.states");
  const money = (cents: number) => formatPrice(cents, locale);
  const paymentMethod = order.payments.at(-1)?.method ?? null;
  const pendingDelivery = order.deliveries.find((delivery) => delivery.shippedAt === null);
  const sent = order.deliveries.filter((delivery) => delivery.shippedAt !== null);

  return (
    <div className={styles.stack}>
      <Panel title={t("modes")}>
        <div className={styles.stack}>
          <div className={styles.actions}>
            <StatusBadge tone={orderTones[order.state]}>{states(`order.${order.state}`)}</StatusBadge>
            <StatusBadge tone={shippingTones[order.shippingState]}>{states(`shipping.${order.shippingState}`)}</StatusBadge>
            <StatusBadge tone={paymentTones[order.paymentState]}>{states(`payment.${order.paymentState}`)}</StatusBadge>
            <StatusBadge tone="neutral">{`${states(`origin.${order.origin}`)} · ${states(`type.${order.type}`)}`}</StatusBadge>
          </div>
          <dl className={styles.definitions}>
            <dt>{t("shippingMethod")}</dt>
            <dd>{order.shippingMethodName ?? t("none")}</dd>
            <dt>{t("paymentMethod")}</dt>
            <dd>{paymentMethod ? t(`paymentMethods.${paymentMethod}`) : t("none")}</dd>
          </dl>
          {actions}
        </div>
      </Panel>

      <Panel title={t("lines")} flush>
        <DataTable
          caption={t("lines")}
          rows={linesWithPromotions(order)}
          rowKey={(row) => (row.kind === "item" ? `item-${row.item.id}` : row.key)}
          columns={[
            {
              key: "item",
              header: t("item"),
              priority: "primary",
              cell: (row) =>
                row.kind === "free" ? (
                  <span className={styles.promotion}>{t("free", { quantity: row.line.quantity, code: row.line.code })}</span>
                ) : (
                  <div>
                    <div className={styles.number}>{row.item.reference}</div>
                    <div>{row.item.variantName}</div>
                  </div>
                ),
            },
            { key: "brand", header: t("brand"), priority: "optional", cell: (row) => (row.kind === "item" ? row.item.brand : "") },
            {
              key: "quantity",
              header: t("quantity"),
              align: "end",
              cell: (row) => (row.kind === "item" ? row.item.quantity : row.line.quantity),
            },
            {
              key: "unit",
              header: t("unitPrice"),
              align: "end",
              priority: "optional",
              cell: (row) => (row.kind === "item" && row.item.unitPrice !== null ? money(row.item.unitPrice) : ""),
            },
            {
              key: "discount",
              header: t("discountPrice"),
              align: "end",
              cell: (row) => (row.kind === "item" && row.item.discountPrice !== null ? money(row.item.discountPrice) : ""),
            },
            {
              key: "total",
              header: t("lineTotal"),
              align: "end",
              cell: (row) =>
                row.kind === "item" ? money(row.item.total) : <span className={styles.promotion}>{money(-row.line.amount)}</span>,
            },
          ]}
        />
        <div style={{ padding: "var(--space-4) var(--card-padding)" }}>
          <dl className={styles.totals} aria-label={t("totals")}>
            <dt>{t("subtotal")}</dt>
            <dd>{money(order.totals.subtotal)}</dd>
            {order.totals.promotion > 0 ? (
              <>
                <dt>{t("promotion")}</dt>
                <dd>{money(-order.totals.promotion)}</dd>
              </>
            ) : null}
            <dt>{t("shippingCost")}</dt>
            <dd>{money(order.totals.shipping)}</dd>
            {order.totals.packaging > 0 ? (
              <>
                <dt>{t("packaging")}</dt>
                <dd>{money(order.totals.packaging)}</dd>
              </>
            ) : null}
            <dt className={styles.strong}>{t("totalExclVat")}</dt>
            <dd className={styles.strong}>{money(order.totals.totalExclVat)}</dd>
            <dt>{`${t("vat")} (${formatRate(order.totals.vatRate, locale)})`}</dt>
            <dd>{money(order.totals.vat)}</dd>
            <dt className={styles.strong}>{t("totalInclVat")}</dt>
            <dd className={styles.strong}>{money(order.totals.totalInclVat)}</dd>
          </dl>
        </div>
      </Panel>

      <div className={styles.columns}>
        <Panel title={t("shippingAddress")}>
          <Address address={order.shippingAddress} />
        </Panel>
        <Panel title={t("billingAddress")}>
          <Address address={order.billingAddress} />
        </Panel>
      </div>

      <Panel title={t("deliveries")}>
        {sent.length === 0 ? <p className={styles.muted}>{t("noDelivery")}</p> : null}
        <ul className={styles.timeline}>
          {sent.map((delivery) => (
            <li key={delivery.id}>
              <span className={styles.muted}>
                {delivery.shippedAt ? t("shippedOn", { date: formatOrderDate(delivery.shippedAt, locale) }) : ""}
              </span>
              <div>
                <dl className={styles.definitions}>
                  <dt>{t("carrier")}</dt>
                  <dd>{delivery.carrier}</dd>
                  <dt>{t("tracking")}</dt>
                  <dd className={styles.number}>{delivery.trackingNumber}</dd>
                </dl>
                <p className={styles.muted}>
                  {delivery.items.map((line) => t("parcel", { quantity: line.quantity, reference: line.reference })).join(", ")}
                </p>
              </div>
            </li>
          ))}
          {pendingDelivery && sent.length > 0 && order.shippingState === "partially_shipped" ? (
            <li>
              <span className={styles.muted}>{t("pendingDelivery")}</span>
              <span />
            </li>
          ) : null}
        </ul>
      </Panel>

      <Panel title={t("timeline")}>
        <ol className={styles.timeline}>
          {order.timeline.map((event) => (
            // One change of one kind to one state at one instant: unique within an order.
            <li key={`${event.at}-${event.kind}-${event.to}`}>
              <time className={styles.muted} dateTime={event.at}>
                {formatOrderDate(event.at, locale, true)}
              </time>
              <div>
                <div>{t(`event.${event.kind}`, { to: states(`${event.kind}.${event.to}` as "order.new") })}</div>
                <div className={styles.muted}>
                  {t(`actor.${event.actor}`)}
                  {event.note ? ` · ${event.note}` : ""}
                </div>
              </div>
            </li>
          ))}
        </ol>
      </Panel>

      <Panel title={t("comments")}>
        <p className={order.comments ? undefined : styles.muted}>{order.comments ?? t("noComments")}</p>
      </Panel>

      {documents}
    </div>
  );
}
