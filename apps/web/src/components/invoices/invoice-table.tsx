import type { Locale } from "@portal/domain/i18n/locales";
import type { InvoiceSummary } from "@portal/domain/invoices/schemas";
import { useFormatter, useTranslations } from "next-intl";
import { formatPrice } from "../../lib/catalog/format";
import { groupCreditNotes, type InvoiceRow, invoicePdfPath, invoiceStatusTones } from "../../lib/invoices/invoices";
import { DocumentIcon } from "../icons/icons";
import { DataTable, type DataTableColumn } from "../ui/data-table";
import type { PaginationProps } from "../ui/pagination";
import { EmptyState } from "../ui/states";
import { StatusBadge } from "../ui/status-badge";
import styles from "./invoices.module.css";

type InvoiceTableProps = {
  items: InvoiceSummary[];
  locale: Locale;
  caption: string;
  pagination?: PaginationProps;
  /** The order's own list leaves out the order number and delivery columns. */
  compact?: boolean;
  empty?: { title: string; description?: string };
};

/** Invoices and credit notes, each with its PDF under its number; a credit note sits under the invoice it corrects. */
export function InvoiceTable({ items, locale, caption, pagination, compact = false, empty }: InvoiceTableProps) {
  const t = useTranslations("invoices");
  const format = useFormatter();
  const date = (value: string) => format.dateTime(new Date(`${value}T12:00:00Z`), { dateStyle: "short", timeZone: "UTC" });

  const columns: DataTableColumn<InvoiceRow>[] = [
    {
      key: "number",
      header: t("columns.number"),
      priority: "primary",
      cell: (row) => (
        <span className={row.nested ? styles.nested : undefined}>
          <span className={styles.number}>{row.number}</span>
          {row.kind === "credit_note" ? (
            <span className={styles.kind}>{row.corrects ? t("creditNoteOf", { number: row.corrects }) : t("creditNote")}</span>
          ) : null}
          <a
            className={styles.pdf}
            href={invoicePdfPath(row.number)}
            download={`${row.number}.pdf`}
            aria-label={t("downloadOf", { number: row.number })}
          >
            <DocumentIcon size={16} />
            {t("download")}
          </a>
        </span>
      ),
    },
    { key: "date", header: t("columns.date"), cell: (row) => <span className={styles.nowrap}>{date(row.issueDate)}</span> },
    {
      key: "due",
      header: t("columns.dueDate"),
      cell: (row) => (row.kind === "invoice" ? <span className={styles.nowrap}>{date(row.dueDate)}</span> : "—"),
    },
    {
      key: "amount",
      header: t("columns.amount"),
      align: "end",
      cell: (row) => (
        <span className={styles.nowrap}>
          {row.kind === "credit_note" ? `−${formatPrice(row.totalInclVat, locale)}` : formatPrice(row.totalInclVat, locale)}
        </span>
      ),
    },
    {
      key: "status",
      header: t("columns.status"),
      cell: (row) => (
        <StatusBadge tone={invoiceStatusTones[row.status]}>
          {row.kind === "credit_note" ? t(`creditStatus.${row.status}`) : t(`status.${row.status}`)}
        </StatusBadge>
      ),
    },
    ...(compact
      ? []
      : ([
          { key: "order", header: t("columns.order"), cell: (row) => row.orderNumber ?? "—" },
          {
            key: "delivered",
            header: t("columns.deliveredTo"),
            priority: "optional",
            // The delivered customer and their city, one under the other.
            cell: (row) =>
              row.deliveredCustomer || row.city ? (
                <>
                  {row.deliveredCustomer}
                  {row.city ? <span className={styles.city}>{row.city}</span> : null}
                </>
              ) : (
                "—"
              ),
          },
        ] satisfies DataTableColumn<InvoiceRow>[])),
  ];

  return (
    // Scrolls sideways rather than widen the page when its column is narrow.
    <div className={styles.scroll}>
      <DataTable
        caption={caption}
        columns={columns}
        rows={groupCreditNotes(items)}
        rowKey={(row) => row.number}
        pagination={pagination}
        empty={<EmptyState title={empty?.title ?? t("empty.title")} description={empty?.description} />}
      />
    </div>
  );
}
