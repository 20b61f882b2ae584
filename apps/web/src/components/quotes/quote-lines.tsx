"use client";

import type { Locale } from "@portal/domain/i18n/locales";
import type { QuoteLine } from "@portal/domain/quotes/schemas";
import { useLocale, useTranslations } from "next-intl";
import { formatPrice } from "@/lib/catalog/format";
import { DataTable, type DataTableColumn } from "../ui/data-table";
import { StatusBadge } from "../ui/status-badge";

/** A quote's lines; a non-compliant line says why (unknown reference, no price list). */
export function QuoteLines({ lines }: { lines: QuoteLine[] }) {
  const t = useTranslations("quotes.detail.lines");
  const quotes = useTranslations("quotes");
  const locale = useLocale() as Locale;
  const price = (cents: number | null) => (cents === null ? quotes("toBePriced") : formatPrice(cents, locale));
  const columns: DataTableColumn<QuoteLine>[] = [
    {
      key: "designation",
      header: t("designation"),
      priority: "primary",
      cell: (line) => (
        <span>
          <strong>{line.name}</strong>
          <br />
          {t("reference", { reference: line.reference })}
          {line.brand ? ` · ${line.brand}` : null}
          {line.compliance !== "compliant" ? (
            <>
              <br />
              <StatusBadge tone="warning">{t(`compliance.${line.compliance}`)}</StatusBadge>
            </>
          ) : null}
        </span>
      ),
    },
    { key: "quantity", header: t("quantity"), align: "end", cell: (line) => line.quantity },
    { key: "unit", header: t("unitPrice"), align: "end", cell: (line) => price(line.unitPrice) },
    { key: "ecotax", header: t("ecotax"), align: "end", priority: "optional", cell: (line) => formatPrice(line.ecotax, locale) },
    { key: "total", header: t("total"), align: "end", cell: (line) => price(line.total) },
  ];
  return <DataTable caption={t("caption")} columns={columns} rows={lines} rowKey={(line) => String(line.id)} />;
}
