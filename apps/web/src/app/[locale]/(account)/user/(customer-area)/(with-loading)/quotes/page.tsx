import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { QuoteTable } from "@/components/quotes/quote-table";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { getSession } from "@/lib/api/session";
import { pageParam } from "@/lib/http/page-param";
import { listQuotes } from "@/lib/quotes/server";
import { quotePathTemplate } from "@/lib/quotes/view";

type PageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "quotes.list" });
  return { title: t("title"), robots: { index: false } };
}

export default async function QuotesPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const listPath = pathFor("/user/quotes", locale);
  const session = await getSession();
  if (session.status !== "customer") redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(listPath)}`);
  const page = pageParam((await searchParams).page);
  const [t, result] = await Promise.all([getTranslations("quotes.list"), listQuotes(page, locale)]);
  const seesAll = session.customer.aces["quote.view_all"] !== false;

  return (
    <>
      <PageHeader title={t("title")} description={seesAll ? t("introAll") : t("intro")} />
      <Panel flush title={t("panel")} headingLevel={2}>
        <QuoteTable
          page={result.ok ? result.data : null}
          quoteTemplate={quotePathTemplate(locale)}
          listPath={listPath}
          cartHref={pathFor("/cart", locale)}
        />
      </Panel>
    </>
  );
}
