import type { Locale } from "@portal/domain/i18n/locales";
import type { InvoiceSummary } from "@portal/domain/invoices/schemas";
import { useTranslations } from "next-intl";
import { Panel } from "../ui/panel";
import { InvoiceTable } from "./invoice-table";

/**
 * The invoices and credit notes of one order, with their PDF, for the order's page (its server
 * fetches them with `fetchOrderInvoices` from lib/invoices/server).
 */
export function OrderInvoices({ items, locale }: { items: InvoiceSummary[]; locale: Locale }) {
  const t = useTranslations("invoices.order");
  return (
    <Panel title={t("title")}>
      <InvoiceTable items={items} locale={locale} caption={t("title")} compact empty={{ title: t("empty") }} />
    </Panel>
  );
}
