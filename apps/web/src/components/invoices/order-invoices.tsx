import type { Locale } from "@portal/domain/i18n/locales";
import type { InvoiceSummary } from "@portal/domain/invoices/schemas";
import { useTranslations } from "next-intl";
import { Panel } from "../ui/panel";
import { ErrorState } from "../ui/states";
import { InvoiceTable } from "./invoice-table";

/**
 * The invoices and credit notes of one order, with their PDF, on the order's page (which fetches
 * them with `fetchOrderInvoices` from lib/invoices/server; null when that failed).
 */
export function OrderInvoices({ items, locale }: { items: InvoiceSummary[] | null; locale: Locale }) {
  const t = useTranslations("invoices");
  return (
    <Panel title={t("order.title")}>
      {items ? (
        <InvoiceTable items={items} locale={locale} caption={t("order.title")} compact empty={{ title: t("order.empty") }} />
      ) : (
        <ErrorState compact title={t("error.title")} description={t("error.other")} />
      )}
    </Panel>
  );
}
