import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ChevronRightIcon } from "../icons/icons";
import styles from "./pagination.module.css";

export type PaginationProps = {
  hasPrevious: boolean;
  hasNext: boolean;
  /** Names the navigation landmark ("Pages of the orders"); "Pagination" without it. */
  label?: string;
  /** Where the list stands ("Orders 21 to 40"), between the buttons. */
  status?: ReactNode;
  /** Pages loaded in the browser: buttons. */
  onPrevious?: () => void;
  onNext?: () => void;
  /** Pages rendered on the server: links (keyset cursors in the query). */
  previousHref?: string;
  nextHref?: string;
};

/**
 * Previous and next, for lists read by keyset (a cursor, no page count). At either end the control
 * stays in place, disabled, so the other one does not jump.
 */
export function Pagination({ hasPrevious, hasNext, label, status, onPrevious, onNext, previousHref, nextHref }: PaginationProps) {
  const t = useTranslations("common.pagination");
  const previous = (
    <>
      <ChevronRightIcon size={16} className={styles.back} />
      {t("previous")}
    </>
  );
  const next = (
    <>
      {t("next")}
      <ChevronRightIcon size={16} />
    </>
  );
  return (
    <nav className={styles.pagination} aria-label={label ?? t("label")}>
      <PageControl enabled={hasPrevious} href={previousHref} onClick={onPrevious} rel="prev">
        {previous}
      </PageControl>
      {status ? <p className={styles.status}>{status}</p> : null}
      <PageControl enabled={hasNext} href={nextHref} onClick={onNext} rel="next">
        {next}
      </PageControl>
    </nav>
  );
}

type PageControlProps = { enabled: boolean; href?: string; onClick?: () => void; rel: "prev" | "next"; children: ReactNode };

function PageControl({ enabled, href, onClick, rel, children }: PageControlProps) {
  if (href !== undefined || !onClick) {
    // At an end the link has no address and says it is disabled (the usual pattern of a disabled link).
    return enabled && href ? (
      <Link href={href} rel={rel} className={styles.control} data-rel={rel}>
        {children}
      </Link>
    ) : (
      // biome-ignore lint/a11y/useValidAnchor: a link without an address is how a disabled link is marked up.
      <a role="link" aria-disabled="true" className={styles.control} data-rel={rel}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className={styles.control} data-rel={rel} onClick={onClick} disabled={!enabled}>
      {children}
    </button>
  );
}
