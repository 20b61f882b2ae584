import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import styles from "@/components/dashboard/dashboard.module.css";
import { DashboardLinks, DashboardNews } from "@/components/dashboard/dashboard-links";
import { RecentMachines } from "@/components/dashboard/recent-machines";
import { RecentOrders } from "@/components/dashboard/recent-orders";
import { WarrantySummary } from "@/components/dashboard/warranty-summary";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { getSession } from "@/lib/api/session";
import { getSiteConfiguration } from "@/lib/content/site-configuration";
import { warrantyChartBars } from "@/lib/dashboard/chart";
import { recentMachines, recentOrders } from "@/lib/dashboard/server";
import { warrantyListHref } from "@/lib/warranty/list";
import { warrantyStatistics } from "@/lib/warranty/server";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return { title: t("title"), robots: { index: false } };
}

export default async function DashboardPage({ params }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const session = await getSession();
  if (session.status !== "customer") redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(pathFor("/user/dashboard", locale))}`);
  const { customer } = session;
  const [t, orders, machines, statistics, site] = await Promise.all([
    getTranslations("dashboard"),
    recentOrders(locale),
    recentMachines(locale),
    warrantyStatistics(locale),
    getSiteConfiguration(locale),
  ]);
  const warrantiesPath = pathFor("/user/warranties", locale);
  const bars = statistics.ok ? warrantyChartBars(statistics.data.byStatus, (group) => t(`warranty.groups.${group}`)) : null;

  return (
    <>
      <PageHeader
        title={t("title")}
        description={customer.company ? t("intro", { company: customer.company.corporateName }) : t("introIndividual")}
      />
      <Panel
        title={t("warranty.title")}
        description={t("warranty.intro")}
        actions={
          <NextLink
            href={pathFor("/user/machines/simplified-warranty", locale)}
            className={buttonClass({ variant: "secondary", size: "small" })}
          >
            {t("warranty.file")}
          </NextLink>
        }
      >
        <WarrantySummary
          bars={bars}
          statusHref={(status) => warrantyListHref(warrantiesPath, { status, page: 1 })}
          listHref={warrantiesPath}
          newClaimHref={pathFor("/user/machines/simplified-warranty", locale)}
        />
      </Panel>
      <div className={styles.grid}>
        <Panel
          title={t("orders.title")}
          flush
          className={styles.wide}
          actions={<NextLink href={pathFor("/user/orders", locale)}>{t("orders.all")}</NextLink>}
        >
          <RecentOrders orders={orders} locale={locale} />
        </Panel>
        <Panel
          title={t("machines.title")}
          flush
          className={styles.wide}
          actions={<NextLink href={pathFor("/user/machines", locale)}>{t("machines.all")}</NextLink>}
        >
          <RecentMachines machines={machines} locale={locale} />
        </Panel>
        {site ? <DashboardNews news={site.dashboard.news} locale={locale} /> : null}
        {site ? <DashboardLinks links={site.dashboard.links} locale={locale} /> : null}
      </div>
    </>
  );
}
