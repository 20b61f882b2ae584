"use client";

import type { Locale } from "@portal/domain/i18n/locales";
import type { MachineRegistrationPage, MachineRegistrationSummary } from "@portal/domain/machines/schemas";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { formatDay, machineListHref, machinePathOf } from "../../lib/machines/view";
import { ToolIcon } from "../icons/icons";
import { buttonClass } from "../ui/button";
import { DataTable, type DataTableColumn } from "../ui/data-table";
import { EmptyState } from "../ui/states";
import styles from "./machines.module.css";

type MachineTableProps = {
  /** Null when the list could not be read. */
  page: MachineRegistrationPage | null;
  search: string;
  machineTemplate: string;
  listPath: string;
  registrationHref: string;
};

/** The company's registered machines: serial number, machine, end customer, selling date, city. */
export function MachineTable({ page, search, machineTemplate, listPath, registrationHref }: MachineTableProps) {
  const t = useTranslations("machines.list");
  const types = useTranslations("machines.customerType");
  const locale = useLocale() as Locale;
  const router = useRouter();

  const columns: DataTableColumn<MachineRegistrationSummary>[] = [
    {
      key: "serial",
      header: t("columns.serialNumber"),
      priority: "primary",
      cell: (machine) => (
        <NextLink href={machinePathOf(machineTemplate, machine.token)} className={styles.serial}>
          {machine.serialNumber}
        </NextLink>
      ),
    },
    {
      key: "machine",
      header: t("columns.machine"),
      cell: (machine) => (
        <span>
          {machine.model}
          <span className={styles.secondary}>{machine.brand}</span>
        </span>
      ),
    },
    {
      key: "customer",
      header: t("columns.endCustomer"),
      cell: (machine) => (
        <span>
          {machine.endCustomer}
          <span className={styles.secondary}>{types(machine.customerType)}</span>
        </span>
      ),
    },
    {
      key: "sellingDate",
      header: t("columns.sellingDate"),
      cell: (machine) => <span className={styles.nowrap}>{formatDay(machine.sellingDate, locale)}</span>,
    },
    { key: "city", header: t("columns.city"), priority: "optional", cell: (machine) => machine.city },
  ];

  if (!page) {
    return (
      <DataTable
        caption={t("caption")}
        columns={columns}
        rows={[]}
        rowKey={(machine) => machine.token}
        state="error"
        errorTitle={t("error.title")}
        errorDescription={t("error.text")}
        onRetry={() => router.refresh()}
      />
    );
  }
  const first = (page.page - 1) * page.itemsPerPage + 1;
  const last = Math.min(page.totalItems, page.page * page.itemsPerPage);
  return (
    <DataTable
      caption={t("caption")}
      columns={columns}
      rows={page.items}
      rowKey={(machine) => machine.token}
      empty={
        search ? (
          <EmptyState icon={<ToolIcon size={28} />} title={t("emptySearch.title", { q: search })} description={t("emptySearch.text")} />
        ) : (
          <EmptyState
            icon={<ToolIcon size={28} />}
            title={t("empty.title")}
            description={t("empty.text")}
            action={
              <NextLink href={registrationHref} className={buttonClass({ variant: "brand" })}>
                {t("empty.action")}
              </NextLink>
            }
          />
        )
      }
      pagination={{
        hasPrevious: page.page > 1,
        hasNext: page.page * page.itemsPerPage < page.totalItems,
        label: t("pagination"),
        status: page.totalItems > 0 ? t("range", { first, last, total: page.totalItems }) : undefined,
        previousHref: machineListHref(listPath, { q: search, page: page.page - 1 }),
        nextHref: machineListHref(listPath, { q: search, page: page.page + 1 }),
      }}
    />
  );
}
