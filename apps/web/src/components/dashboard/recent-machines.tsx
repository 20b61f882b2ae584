import type { Locale } from "@portal/domain/i18n/locales";
import type { MachineRegistrationSummary } from "@portal/domain/machines/schemas";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { pathFor } from "@/i18n/paths";
import { formatDay } from "@/lib/quotes/view";
import { DataTable } from "../ui/data-table";
import { EmptyState } from "../ui/states";
import styles from "./dashboard.module.css";

/** The company's last registered machines, each with the way to file a claim for it; null when they could not be loaded. */
export function RecentMachines({ machines, locale }: { machines: MachineRegistrationSummary[] | null; locale: Locale }) {
  const t = useTranslations("dashboard.machines");
  return (
    <DataTable
      caption={t("title")}
      rows={machines ?? []}
      rowKey={(machine) => machine.token}
      state={machines ? "ready" : "error"}
      errorTitle={t("loadFailed")}
      empty={
        <EmptyState
          compact
          title={t("empty")}
          action={<NextLink href={pathFor("/user/machines/registration", locale)}>{t("register")}</NextLink>}
        />
      }
      columns={[
        {
          key: "machine",
          header: t("machine"),
          priority: "primary",
          cell: (machine) => (
            <div>
              <NextLink href={pathFor("/user/machines/[machineToken]", locale, { machineToken: machine.token })} className={styles.strong}>
                {`${machine.brand} ${machine.model}`}
              </NextLink>
              <div className={styles.muted}>{t("serial", { serialNumber: machine.serialNumber })}</div>
            </div>
          ),
        },
        { key: "customer", header: t("endCustomer"), priority: "optional", cell: (machine) => machine.endCustomer },
        {
          key: "sold",
          header: t("sold"),
          cell: (machine) => <span className={styles.nowrap}>{formatDay(machine.sellingDate, locale)}</span>,
        },
        {
          key: "claim",
          header: t("actions"),
          hideHeader: true,
          cell: (machine) => (
            <NextLink
              href={`${pathFor("/user/machines/warranty", locale)}?machine=${encodeURIComponent(machine.token)}`}
              aria-label={t("fileFor", { serialNumber: machine.serialNumber })}
            >
              {t("file")}
            </NextLink>
          ),
        },
      ]}
    />
  );
}
