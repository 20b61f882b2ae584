import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { MachineSearch } from "@/components/machines/machine-search";
import { MachineTable } from "@/components/machines/machine-table";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { getSession } from "@/lib/api/session";
import { listMachines } from "@/lib/machines/server";
import { machineListStateOf, machinePathTemplate } from "@/lib/machines/view";

type PageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "machines.list" });
  return { title: t("title"), robots: { index: false } };
}

/** Spec section 2: the company's registered machines, searched and paged on the server. */
export default async function MachinesPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const listPath = pathFor("/user/machines", locale);
  const session = await getSession();
  if (session.status !== "customer") redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(listPath)}`);
  const state = machineListStateOf(await searchParams);
  const [t, result] = await Promise.all([getTranslations("machines.list"), listMachines(state, locale)]);
  const registrationHref = pathFor("/user/machines/registration", locale);

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("intro")}
        actions={
          <NextLink href={registrationHref} className={buttonClass({ variant: "brand" })}>
            {t("register")}
          </NextLink>
        }
      />
      <Panel title={t("searchTitle")}>
        <MachineSearch listPath={listPath} search={state.q} />
      </Panel>
      <Panel flush title={t("panel")}>
        <MachineTable
          page={result.ok ? result.data : null}
          search={state.q}
          machineTemplate={machinePathTemplate(locale)}
          listPath={listPath}
          registrationHref={registrationHref}
        />
      </Panel>
    </>
  );
}
