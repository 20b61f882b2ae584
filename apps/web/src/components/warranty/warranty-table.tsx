import type { Locale } from "@portal/domain/i18n/locales";
import type { WarrantyPage, WarrantySummary } from "@portal/domain/warranty/schemas";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { pathFor } from "@/i18n/paths";
import { formatDay } from "@/lib/quotes/view";
import { DataTable } from "../ui/data-table";
import { EmptyState } from "../ui/states";
import styles from "./warranty.module.css";
import { WarrantyStatus } from "./warranty-status";

type WarrantyTableProps = {
  page: WarrantyPage | null;
  locale: Locale;
  filtered: boolean;
  previousHref: string | null;
  nextHref: string | null;
  retryHref: string;
  newClaimHref: string;
};

/** The company's claims: number, machine, incident, dates and status. */
export function WarrantyTable({ page, locale, filtered, previousHref, nextHref, retryHref, newClaimHref }: WarrantyTableProps) {
  const t = useTranslations("warranty.list");
  const common = useTranslations("common");
  const from = page ? (page.page - 1) * page.itemsPerPage + 1 : 0;
  const to = page ? from + page.items.length - 1 : 0;
  return (
    <DataTable
      caption={t("caption")}
      rows={page?.items ?? []}
      rowKey={(claim) => claim.token}
      state={page ? "ready" : "error"}
      errorDescription={
        <NextLink href={retryHref} prefetch={false}>
          {common("retry")}
        </NextLink>
      }
      empty={
        filtered ? (
          <EmptyState title={t("empty")} />
        ) : (
          <EmptyState title={t("emptyAll")} description={t("emptyAllText")} action={<NextLink href={newClaimHref}>{t("file")}</NextLink>} />
        )
      }
      pagination={{
        hasPrevious: previousHref !== null,
        hasNext: nextHref !== null,
        label: t("pagination"),
        status: page && page.items.length > 0 ? t("range", { from, to, total: page.total }) : undefined,
        previousHref: previousHref ?? undefined,
        nextHref: nextHref ?? undefined,
      }}
      columns={[
        {
          key: "number",
          header: t("number"),
          priority: "primary",
          cell: (claim: WarrantySummary) => (
            <div>
              <NextLink
                href={pathFor("/user/warranties/[warrantyToken]", locale, { warrantyToken: claim.token })}
                className={styles.number}
                aria-label={t("open", { number: claim.number })}
              >
                {claim.number}
              </NextLink>
              <div className={styles.muted}>{t("filedBy", { name: `${claim.customer.firstname} ${claim.customer.lastname}` })}</div>
            </div>
          ),
        },
        {
          key: "machine",
          header: t("machine"),
          cell: (claim: WarrantySummary) => (
            <div>
              <div>{[claim.brand, claim.model].filter(Boolean).join(" ") || claim.productName || "—"}</div>
              <div className={styles.muted}>{t("serial", { serialNumber: claim.serialNumber })}</div>
            </div>
          ),
        },
        { key: "incident", header: t("incident"), priority: "optional", cell: (claim: WarrantySummary) => claim.incident.label },
        {
          key: "date",
          header: t("date"),
          cell: (claim: WarrantySummary) => <span className={styles.nowrap}>{formatDay(claim.createdAt, locale)}</span>,
        },
        {
          key: "status",
          header: t("status"),
          cell: (claim: WarrantySummary) => (
            <div className={styles.statusCell}>
              <WarrantyStatus status={claim.status} />
              {claim.actionRequired ? <span className={styles.actionFlag}>{t("actionRequired")}</span> : null}
            </div>
          ),
        },
      ]}
    />
  );
}
