import type { WarrantyStatus } from "@portal/domain/warranty/status";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import type { WarrantyChartBar } from "@/lib/dashboard/chart";
import { buttonClass } from "../ui/button";
import { EmptyState, ErrorState } from "../ui/states";
import styles from "./dashboard.module.css";
import { WarrantyChart } from "./warranty-chart";

type WarrantySummaryProps = {
  /** Null when the statistics could not be loaded. */
  bars: WarrantyChartBar[] | null;
  /** The claims list filtered on a status. */
  statusHref: (status: WarrantyStatus) => string;
  listHref: string;
  newClaimHref: string;
};

/** The warranty chart, its figures as a list (its text alternative) and the ways to the claims. */
export function WarrantySummary({ bars, statusHref, listHref, newClaimHref }: WarrantySummaryProps) {
  const t = useTranslations("dashboard.warranty");
  const statuses = useTranslations("warranty.status");
  if (!bars) return <ErrorState compact title={t("loadFailed")} />;
  const total = bars.reduce((sum, bar) => sum + bar.count, 0);
  if (total === 0) {
    return (
      <EmptyState
        compact
        title={t("empty")}
        description={t("emptyText")}
        action={
          <NextLink href={newClaimHref} className={buttonClass({ variant: "secondary", size: "small" })}>
            {t("file")}
          </NextLink>
        }
      />
    );
  }
  return (
    <figure className={styles.figure}>
      <WarrantyChart bars={bars} />
      <figcaption className={styles.figcaption}>
        <p className="visually-hidden">{t("caption", { total })}</p>
        <ul className={styles.figures}>
          {bars.map((bar) => (
            <li key={bar.group} className={styles.figureGroup}>
              <p className={styles.figureHead}>
                <span className={styles.swatch} data-group={bar.group} aria-hidden="true" />
                <span className={styles.figureLabel}>{bar.label}</span>
                <span className={styles.figureCount}>{t("count", { count: bar.count })}</span>
              </p>
              {bar.statuses.length > 0 ? (
                <ul className={styles.figureStatuses}>
                  {bar.statuses.map(({ status, count }) => (
                    <li key={status}>
                      <NextLink href={statusHref(status)}>{t("statusCount", { status: statuses(status), count })}</NextLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <NextLink href={listHref} className={styles.more}>
          {t("viewAll", { total })}
        </NextLink>
      </figcaption>
    </figure>
  );
}
