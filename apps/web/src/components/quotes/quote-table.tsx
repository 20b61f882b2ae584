"use client";

import type { Locale } from "@portal/domain/i18n/locales";
import type { QuotePage, QuoteSummary } from "@portal/domain/quotes/schemas";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { formatPrice } from "@/lib/catalog/format";
import { formatDay, quotePathOf } from "@/lib/quotes/view";
import { DocumentIcon } from "../icons/icons";
import { buttonClass } from "../ui/button";
import { DataTable, type DataTableColumn } from "../ui/data-table";
import { EmptyState } from "../ui/states";
import { QuoteStatus } from "./quote-status";
import styles from "./quotes.module.css";

type QuoteTableProps = {
  /** Null when the list could not be read. */
  page: QuotePage | null;
  quoteTemplate: string;
  /** The list's own path; its pages add `?page=`. */
  listPath: string;
  cartHref: string;
};

/** The customer's quotes: reference or name, number, dates, status, total, serial number. */
export function QuoteTable({ page, quoteTemplate, listPath, cartHref }: QuoteTableProps) {
  const pageHref = (target: number) => (target <= 1 ? listPath : `${listPath}?page=${target}`);
  const t = useTranslations("quotes.list");
  const status = useTranslations("quotes");
  const locale = useLocale() as Locale;
  const router = useRouter();

  const columns: DataTableColumn<QuoteSummary>[] = [
    {
      key: "reference",
      header: t("columns.reference"),
      priority: "primary",
      cell: (quote) => (
        <span className={styles.reference}>
          <NextLink href={quotePathOf(quoteTemplate, quote.number)}>{quote.name ?? quote.number}</NextLink>
          {quote.name ? <span className={styles.number}>{t("numbered", { number: quote.number })}</span> : null}
        </span>
      ),
    },
    {
      key: "created",
      header: t("columns.created"),
      cell: (quote) => <span className={styles.nowrap}>{formatDay(quote.createdAt, locale)}</span>,
    },
    {
      key: "validity",
      header: t("columns.validity"),
      cell: (quote) => <span className={styles.nowrap}>{quote.validUntil ? formatDay(quote.validUntil, locale) : t("noValidity")}</span>,
    },
    { key: "status", header: t("columns.status"), cell: (quote) => <QuoteStatus status={quote.status} /> },
    {
      key: "total",
      header: t("columns.total"),
      align: "end",
      cell: (quote) => (quote.totalExclVat === null ? status("toBePriced") : formatPrice(quote.totalExclVat, locale)),
    },
    { key: "serial", header: t("columns.serialNumber"), priority: "optional", cell: (quote) => quote.serialNumber ?? "—" },
  ];

  if (!page) {
    return (
      <DataTable
        caption={t("caption")}
        columns={columns}
        rows={[]}
        rowKey={(quote) => quote.number}
        state="error"
        onRetry={() => router.refresh()}
      />
    );
  }
  const first = (page.page - 1) * page.itemsPerPage + 1;
  const last = Math.min(page.total, page.page * page.itemsPerPage);
  return (
    <DataTable
      caption={t("caption")}
      columns={columns}
      rows={page.items}
      rowKey={(quote) => quote.number}
      empty={
        <EmptyState
          icon={<DocumentIcon size={28} />}
          title={t("empty.title")}
          description={t("empty.text")}
          action={
            <NextLink href={cartHref} className={buttonClass({ variant: "brand" })}>
              {t("empty.action")}
            </NextLink>
          }
        />
      }
      pagination={{
        hasPrevious: page.page > 1,
        hasNext: page.page * page.itemsPerPage < page.total,
        label: t("pagination"),
        status: page.total > 0 ? t("range", { first, last, total: page.total }) : undefined,
        previousHref: pageHref(page.page - 1),
        nextHref: pageHref(page.page + 1),
      }}
    />
  );
}
