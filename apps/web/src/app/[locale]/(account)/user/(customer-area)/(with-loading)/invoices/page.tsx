import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { InvoiceFilters } from "@/components/invoices/invoice-filters";
import { InvoiceTable } from "@/components/invoices/invoice-table";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { ErrorState } from "@/components/ui/states";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { getSession } from "@/lib/api/session";
import { invoiceListQuery, invoiceListStateOf } from "@/lib/invoices/invoices";
import { fetchInvoices } from "@/lib/invoices/server";

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "invoices" });
  return { title: t("title"), robots: { index: false } };
}

/** Spec section 2: the company's invoices and credit notes, filtered and paged on the server (keyset links). */
export default async function InvoicesPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const path = pathFor("/user/invoices", locale);
  const session = await getSession();
  if (session.status !== "customer") redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(path)}`);

  const state = invoiceListStateOf(await searchParams);
  const [t, result] = await Promise.all([getTranslations("invoices"), fetchInvoices(state, locale)]);
  const filtered = Boolean(state.status || state.from || state.to);

  return (
    <>
      <PageHeader title={t("title")} description={t("intro")} />
      <Panel title={t("filters.title")}>
        <InvoiceFilters initial={{ status: state.status, from: state.from, to: state.to }} />
      </Panel>
      <Panel title={t("list")} flush>
        {result.ok ? (
          <InvoiceTable
            items={result.data.items}
            locale={locale}
            caption={t("list")}
            empty={
              filtered
                ? { title: t("empty.filtered"), description: t("empty.filteredHint") }
                : { title: t("empty.title"), description: t("empty.hint") }
            }
            pagination={{
              hasPrevious: state.cursor !== "",
              hasNext: result.data.nextCursor !== null,
              label: t("pages"),
              previousHref: `${path}${invoiceListQuery(state, "previous")}`,
              nextHref: result.data.nextCursor ? `${path}${invoiceListQuery(state, { next: result.data.nextCursor })}` : undefined,
            }}
          />
        ) : (
          <ErrorState title={t("error.title")} description={t(`error.${result.code === "server.unavailable" ? "unavailable" : "other"}`)} />
        )}
      </Panel>
    </>
  );
}
