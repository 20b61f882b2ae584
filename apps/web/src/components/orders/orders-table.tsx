import type { Locale } from "@portal/domain/i18n/locales";
import type { OrderPage, OrderSummary } from "@portal/domain/orders/history";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { pathFor } from "@/i18n/paths";
import { formatPrice } from "@/lib/catalog/format";
import { formatOrderDate, paymentTones, shippingTones } from "@/lib/orders/labels";
import { DataTable } from "../ui/data-table";
import { EmptyState } from "../ui/states";
import { StatusBadge } from "../ui/status-badge";
import styles from "./orders.module.css";

type OrdersTableProps = {
  page: OrderPage | null;
  locale: Locale;
  filtered: boolean;
  /** Shows who placed each order (the whole company's list). */
  showCustomer: boolean;
  previousHref: string | null;
  nextHref: string | null;
  retryHref: string;
};

/** The orders list: number and reference, date, total excl. VAT, delivery, payment, origin, type. */
export function OrdersTable({ page, locale, filtered, showCustomer, previousHref, nextHref, retryHref }: OrdersTableProps) {
  const t = useTranslations("orders");
  const states = useTranslations("orders.states");
  const common = useTranslations("common");
  const columns = [
    {
      key: "number",
      header: t("table.number"),
      priority: "primary" as const,
      cell: (order: OrderSummary) => (
        <div>
          <NextLink
            href={pathFor("/user/orders/[orderToken]", locale, { orderToken: order.tokenValue })}
            className={styles.number}
            aria-label={t("table.open", { number: order.number })}
          >
            {order.number}
          </NextLink>
          {order.name ? <div className={styles.muted}>{order.name}</div> : null}
          {showCustomer ? (
            <div className={styles.muted}>{t("table.byCustomer", { name: `${order.customer.firstname} ${order.customer.lastname}` })}</div>
          ) : null}
        </div>
      ),
    },
    {
      key: "date",
      header: t("table.date"),
      cell: (order: OrderSummary) => <span className={styles.nowrap}>{formatOrderDate(order.checkoutCompletedAt, locale)}</span>,
    },
    {
      key: "total",
      header: t("table.total"),
      align: "end" as const,
      cell: (order: OrderSummary) => <span className={styles.nowrap}>{formatPrice(order.totalExclVat, locale)}</span>,
    },
    {
      key: "shipping",
      header: t("table.shipping"),
      cell: (order: OrderSummary) => (
        <StatusBadge tone={shippingTones[order.shippingState]}>{states(`shipping.${order.shippingState}`)}</StatusBadge>
      ),
    },
    {
      key: "payment",
      header: t("table.payment"),
      cell: (order: OrderSummary) => (
        <StatusBadge tone={paymentTones[order.paymentState]}>{states(`payment.${order.paymentState}`)}</StatusBadge>
      ),
    },
    {
      key: "origin",
      header: t("table.origin"),
      priority: "optional" as const,
      cell: (order: OrderSummary) => (
        <div>
          <div>{states(`type.${order.type}`)}</div>
          <div className={styles.muted}>{states(`origin.${order.origin}`)}</div>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={t("table.caption")}
      columns={columns}
      rows={page?.items ?? []}
      rowKey={(order) => order.tokenValue}
      state={page ? "ready" : "error"}
      errorDescription={
        <NextLink href={retryHref} prefetch={false}>
          {common("retry")}
        </NextLink>
      }
      empty={filtered ? <EmptyState title={t("empty")} /> : <EmptyState title={t("emptyAll")} description={t("emptyAllText")} />}
      pagination={{
        hasPrevious: previousHref !== null,
        hasNext: nextHref !== null,
        label: t("pagination"),
        previousHref: previousHref ?? undefined,
        nextHref: nextHref ?? undefined,
      }}
    />
  );
}
