import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import styles from "./data-table.module.css";
import { Pagination, type PaginationProps } from "./pagination";
import { EmptyState, ErrorState } from "./states";

export type DataTableColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers and amounts align right ("end"), so their digits line up. */
  align?: "start" | "center" | "end";
  /**
   * On phones each row becomes a card: the "primary" column is its title, "optional" columns are
   * left out (what the card can spare), the others are listed under their header.
   */
  priority?: "primary" | "normal" | "optional";
  /** A header read by screen readers only (a column of buttons, say). */
  hideHeader?: boolean;
};

type DataTableProps<Row> = {
  /** Names the table; visually hidden unless `showCaption`. */
  caption: ReactNode;
  showCaption?: boolean;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  state?: "loading" | "error" | "ready";
  /** Shown instead of the table when there is no row (an EmptyState, usually). */
  empty?: ReactNode;
  onRetry?: () => void;
  /** The error's words; "could not load" without them. */
  errorTitle?: ReactNode;
  errorDescription?: ReactNode;
  /** Rows drawn while loading. */
  skeletonRows?: number;
  pagination?: PaginationProps;
};

/**
 * A list of records as a real table, which turns into a stack of labelled cards on narrow screens
 * (its container's width, not the window's: a table in a side panel stacks too).
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  state = "ready",
  empty,
  onRetry,
  errorTitle,
  errorDescription,
  skeletonRows = 5,
  pagination,
}: DataTableProps<Row>) {
  const t = useTranslations("common");

  if (state === "error") {
    return <ErrorState title={errorTitle ?? t("loadFailed")} description={errorDescription} onRetry={onRetry} />;
  }
  if (state === "ready" && rows.length === 0 && !pagination?.hasPrevious) {
    return <>{empty ?? <EmptyState title={t("noResults")} />}</>;
  }

  const loading = state === "loading";
  return (
    <div className={styles.wrapper}>
      {loading ? (
        <p role="status" className="visually-hidden">
          {t("loading")}
        </p>
      ) : null}
      {/* A table wider than its column scrolls by itself instead of widening the page. */}
      <div className={styles.scroller}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption className={showCaption ? styles.caption : "visually-hidden"}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" data-align={column.align} data-priority={column.priority}>
                  {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: skeletonRows }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows, all alike.
                  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a placeholder row holds nothing to read or focus.
                  <tr key={index} aria-hidden="true" className={styles.skeletonRow}>
                    {columns.map((column) => (
                      <td key={column.key} data-align={column.align} data-priority={column.priority}>
                        <span className={styles.bone} />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td key={column.key} data-align={column.align} data-priority={column.priority}>
                        {/* The header again, shown only when rows stack as cards (hidden, it is not read). */}
                        {column.priority === "primary" || column.hideHeader ? null : (
                          <span className={styles.cellLabel}>{column.header}</span>
                        )}
                        <span className={styles.cellValue}>{column.cell(row)}</span>
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      {pagination && !loading && (pagination.hasPrevious || pagination.hasNext) ? (
        <div className={styles.pagination}>
          <Pagination {...pagination} />
        </div>
      ) : null}
    </div>
  );
}
