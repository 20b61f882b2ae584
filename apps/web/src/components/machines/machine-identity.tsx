import type { Locale } from "@portal/domain/i18n/locales";
import type { MachineDetail } from "@portal/domain/machines/schemas";
import { getTranslations } from "next-intl/server";
import { formatDay } from "@/lib/machines/view";
import { Facts } from "../ui/facts";
import { Panel } from "../ui/panel";

/** A size in kilobytes or megabytes, in the reader's language. */
function fileSize(bytes: number, locale: Locale): string {
  const megabytes = bytes / 1_000_000;
  if (megabytes >= 1) return new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(megabytes);
  return new Intl.NumberFormat(locale, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1000));
}

/** The machine and its end customer as registered, with the sale invoice. */
export async function MachineIdentity({
  machine,
  locale,
  activityName,
}: {
  machine: MachineDetail;
  locale: Locale;
  activityName: string | null;
}) {
  const t = await getTranslations("machines.detail.identity");
  const types = await getTranslations("machines.customerType");
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(machine.country) ?? machine.country;
  const facts: [string, string | null][] = [
    [t("serialNumber"), machine.serialNumber],
    [t("brand"), machine.brand],
    [t("model"), machine.model],
    [t("sellingDate"), formatDay(machine.sellingDate, locale)],
    [t("registeredAt"), formatDay(machine.registeredAt, locale)],
    [t("deliveredComplete"), machine.deliveredComplete ? t("yes") : t("no")],
    [t("customerType"), types(machine.customerType)],
    [t("endCustomer"), machine.endCustomer],
    [t("siret"), machine.siret],
    [t("activity"), machine.activity === null ? null : (activityName ?? machine.activity)],
    [t("email"), machine.email],
    [t("phone"), machine.phone],
    [t("address"), `${machine.street}, ${machine.zipCode} ${machine.city}, ${country}`],
  ];
  return (
    <Panel title={t("title")}>
      <Facts>
        {facts
          .filter((fact): fact is [string, string] => fact[1] !== null)
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        <div>
          <dt>{t("invoice")}</dt>
          <dd>
            {machine.invoice ? (
              <a href={machine.invoice.url} download>
                {t("download", { name: machine.invoice.name, size: fileSize(machine.invoice.size, locale) })}
              </a>
            ) : (
              t("noInvoice")
            )}
          </dd>
        </div>
      </Facts>
    </Panel>
  );
}
