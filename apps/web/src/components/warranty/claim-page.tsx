import type { Locale } from "@portal/domain/i18n/locales";
import { warrantyDateOf } from "@portal/domain/warranty/rules";
import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import { pathFor } from "@/i18n/paths";
import { warrantyPathTemplate } from "@/lib/warranty/claim-page";
import type { ClaimMachine, ClaimMode } from "@/lib/warranty/form";
import { listIncidents } from "@/lib/warranty/server";
import { PageHeader } from "../ui/page-header";
import { ErrorState } from "../ui/states";
import { ClaimWizard } from "./claim-wizard";

/** The page around the claim wizard: its header, the incident types, today's date. */
export async function ClaimPage({ locale, mode, machine }: { locale: Locale; mode: ClaimMode; machine: ClaimMachine | null }) {
  const [t, incidents] = await Promise.all([getTranslations("warranty.claim"), listIncidents(locale)]);
  const header = (
    <PageHeader
      title={t(`title.${mode}`)}
      description={t(`lead.${mode}`)}
      breadcrumb={<NextLink href={pathFor("/user/warranties", locale)}>{t("back")}</NextLink>}
    />
  );
  if (!incidents.ok) {
    return (
      <>
        {header}
        <ErrorState title={t("incidentsFailed")} />
      </>
    );
  }
  return (
    <>
      {header}
      <ClaimWizard
        mode={mode}
        machine={machine}
        incidents={incidents.data}
        today={warrantyDateOf(new Date())}
        claimTemplate={warrantyPathTemplate(locale)}
        searchPath={pathFor("/search", locale)}
      />
    </>
  );
}
