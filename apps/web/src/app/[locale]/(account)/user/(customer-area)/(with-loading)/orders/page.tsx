import { isLocale } from "@portal/domain/i18n/locales";
import { orderPageSchema } from "@portal/domain/orders/history";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { OrderFiltersForm } from "@/components/orders/order-filters";
import { OrdersTable } from "@/components/orders/orders-table";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { apiFetch } from "@/lib/api/server";
import { getSession } from "@/lib/api/session";
import { exportHref, filterParams, listApiPath, nextQuery, previousQuery, readListState } from "@/lib/orders/query";

type PageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "orders" });
  return { title: t("title"), robots: { index: false } };
}

export default async function OrdersPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const session = await getSession();
  const base = pathFor("/user/orders", locale);
  if (session.status !== "customer") redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(base)}`);
  const { customer } = session;
  const state = readListState(await searchParams);
  const [t, result] = await Promise.all([getTranslations("orders"), apiFetch(listApiPath(state), { schema: orderPageSchema, locale })]);
  const page = result.ok ? result.data : null;
  // "See all orders" (administrators hold it too): the list names who placed each order.
  const seesAll = customer.isAdmin || customer.aces["order.view_all"] === true;
  const filtered = filterParams(state).toString() !== "";
  const href = (query: string) => (query ? `${base}?${query}` : base);

  return (
    <>
      <PageHeader
        title={t("title")}
        description={seesAll ? t("intro", { company: customer.company?.corporateName ?? "" }) : t("introOwn")}
        actions={
          <a href={exportHref(state)} className={buttonClass({ variant: "secondary" })} download>
            {t("export")}
          </a>
        }
      />
      <Panel title={t("filters.legend")}>
        <OrderFiltersForm filters={state} />
      </Panel>
      <Panel title={t("table.caption")} flush>
        <OrdersTable
          page={page}
          locale={locale}
          filtered={filtered}
          showCustomer={seesAll}
          previousHref={state.cursor ? href(previousQuery(state)) : null}
          nextHref={page?.nextCursor ? href(nextQuery(state, page.nextCursor)) : null}
          retryHref={href(filterParams(state).toString())}
        />
      </Panel>
    </>
  );
}
