import type { Locale } from "@portal/domain/i18n/locales";
import type { WarrantyDetail } from "@portal/domain/warranty/schemas";
import { useTranslations } from "next-intl";
import { formatDay } from "@/lib/quotes/view";
import { DataTable } from "../ui/data-table";
import { EmptyState } from "../ui/states";

type Part = WarrantyDetail["parts"][number];

/** The replaced parts of a claim, each with the invoice it was bought on. */
export function WarrantyParts({ parts, locale }: { parts: Part[]; locale: Locale }) {
  const t = useTranslations("warranty.detail.parts");
  return (
    <DataTable
      caption={t("title")}
      rows={parts}
      rowKey={(part) => `${part.reference}-${part.invoice.number}`}
      empty={<EmptyState compact title={t("none")} />}
      columns={[
        { key: "reference", header: t("reference"), priority: "primary", cell: (part) => part.reference },
        { key: "name", header: t("name"), cell: (part) => part.name },
        { key: "quantity", header: t("quantity"), align: "end", cell: (part) => part.quantity },
        {
          key: "invoice",
          header: t("invoice"),
          cell: (part) => t("invoiceOf", { number: part.invoice.number, date: formatDay(part.invoice.date, locale) }),
        },
      ]}
    />
  );
}
