"use client";

import { formatKibibytes } from "@portal/domain/documents/rules";
import type { LibraryDocument, LibraryDocumentPage } from "@portal/domain/documents/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { DocumentIcon } from "../icons/icons";
import { buttonClass } from "../ui/button";
import { DataTable, type DataTableColumn } from "../ui/data-table";
import { StatusBadge } from "../ui/status-badge";
import styles from "./documents.module.css";

/** Products named in a row; the others are counted. */
const PRODUCTS_SHOWN = 2;

type DocumentTableProps = {
  caption: string;
  page: LibraryDocumentPage | undefined;
  state: "loading" | "error" | "ready";
  onRetry: () => void;
  onPage: (page: number) => void;
  empty: ReactNode;
  /** The type under the title; left out when every row is of one type (price lists, training documents). */
  showType?: boolean;
  showProducts?: boolean;
};

/** Documents as a table (cards on phones): title with the fallback language marked, type, products, languages, date, size, download. */
export function DocumentTable({ caption, page, state, onRetry, onPage, empty, showType = true, showProducts = true }: DocumentTableProps) {
  const t = useTranslations("documents");
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const size = (bytes: number) => formatKibibytes(bytes, locale);

  const columns: DataTableColumn<LibraryDocument>[] = [
    {
      key: "title",
      header: t("table.title"),
      priority: "primary",
      cell: (row) => (
        <>
          <span className={styles.title}>
            <span lang={row.fallback ? row.locale : undefined}>{row.title}</span>
            {row.fallback ? <StatusBadge tone="info">{t(`versions.${row.locale}`)}</StatusBadge> : null}
          </span>
          {showType ? <span className={styles.secondary}>{t(`kinds.${row.kind}`)}</span> : null}
        </>
      ),
    },
    ...(showProducts
      ? [
          {
            key: "products",
            header: t("table.products"),
            priority: "optional" as const,
            cell: (row: LibraryDocument) =>
              row.products.length ? (
                <span className={styles.secondary} title={row.products.map((product) => product.name).join(", ")}>
                  {row.products
                    .slice(0, PRODUCTS_SHOWN)
                    .map((product) => product.name)
                    .join(", ")}
                  {row.products.length > PRODUCTS_SHOWN
                    ? ` ${t("table.moreProducts", { count: row.products.length - PRODUCTS_SHOWN })}`
                    : null}
                </span>
              ) : (
                <span className={styles.secondary}>{t("table.allProducts")}</span>
              ),
          },
        ]
      : []),
    {
      key: "languages",
      header: t("table.languages"),
      cell: (row) => (
        <span className={styles.languages}>
          {row.languages.map((language) => (
            <abbr key={language} className={styles.language} title={t(`languageNames.${language}`)}>
              {language}
            </abbr>
          ))}
        </span>
      ),
    },
    {
      key: "date",
      header: t("table.date"),
      priority: "optional",
      cell: (row) => <span className={styles.number}>{format.dateTime(new Date(row.publishedFrom), { dateStyle: "medium" })}</span>,
    },
    { key: "size", header: t("table.size"), align: "end", cell: (row) => <span className={styles.number}>{size(row.sizeBytes)}</span> },
    {
      key: "download",
      header: t("table.download"),
      hideHeader: true,
      align: "end",
      cell: (row) => (
        <a
          href={`${row.url}?locale=${row.locale}`}
          download
          className={`${buttonClass({ variant: "secondary", size: "small" })} ${styles.download}`}
          aria-label={t("table.downloadLabel", { title: row.title, format: row.fileKind.toUpperCase(), size: size(row.sizeBytes) })}
        >
          <DocumentIcon size={16} />
          {t("table.download")}
        </a>
      ),
    },
  ];

  const items = page?.items ?? [];
  const current = page?.page ?? 1;
  const total = page?.totalItems ?? 0;
  const from = total === 0 ? 0 : (current - 1) * (page?.itemsPerPage ?? 1) + 1;
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={items}
      rowKey={(row) => row.token}
      state={state}
      onRetry={onRetry}
      errorTitle={t("errors.documents")}
      empty={empty}
      pagination={
        total > items.length
          ? {
              hasPrevious: current > 1,
              hasNext: from + items.length - 1 < total,
              label: t("pagination.label"),
              status: t("pagination.status", { from, to: from + items.length - 1, total }),
              onPrevious: () => onPage(current - 1),
              onNext: () => onPage(current + 1),
            }
          : undefined
      }
    />
  );
}
