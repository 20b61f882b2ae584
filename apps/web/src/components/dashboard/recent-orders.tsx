import type { Locale } from "@portal/domain/i18n/locales";
import type { OrderSummary } from "@portal/domain/orders/history";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { pathFor } from "@/i18n/paths";
import { formatPrice } from "@/lib/catalog/format";
import { formatOrderDate, shippingTones } from "@/lib/orders/labels";
import { DataTable } from "../ui/data-table";
import { EmptyState } from "../ui/states";
import { StatusBadge } from "../ui/status-badge";
import styles from "./dashboard.module.css";

/** The company's last orders (or the customer's own without "see all orders"); null when they could not be loaded. */
export function RecentOrders({ orders, locale }: { orders: OrderSummary[] | null; locale: Locale }) {
  const t = useTranslations("dashboard.orders");
  const states = useTranslations("orders.states");
  return (
    <DataTable
      caption={t("title")}
      rows={orders ?? []}
      rowKey={(order) => order.tokenValue}
      state={orders ? "ready" : "error"}
      errorTitle={t("loadFailed")}
      empty={<EmptyState compact title={t("empty")} action={<NextLink href={pathFor("/products", locale)}>{t("browse")}</NextLink>} />}
      columns={[
        {
          key: "number",
          header: t("number"),
          priority: "primary",
          cell: (order) => (
            <NextLink href={pathFor("/user/orders/[orderToken]", locale, { orderToken: order.tokenValue })} className={styles.strong}>
              {order.number}
            </NextLink>
          ),
        },
        {
          key: "date",
          header: t("date"),
          cell: (order) => <span className={styles.nowrap}>{formatOrderDate(order.checkoutCompletedAt, locale)}</span>,
        },
        {
          key: "total",
          header: t("total"),
          align: "end",
          cell: (order) => <span className={styles.nowrap}>{formatPrice(order.totalExclVat, locale)}</span>,
        },
        {
          key: "shipping",
          header: t("shipping"),
          cell: (order) => <StatusBadge tone={shippingTones[order.shippingState]}>{states(`shipping.${order.shippingState}`)}</StatusBadge>,
        },
      ]}
    />
  );
}
