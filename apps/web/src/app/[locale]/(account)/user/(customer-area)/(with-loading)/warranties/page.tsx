import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { WarrantyFilters } from "@/components/warranty/warranty-filters";
import { WarrantyTable } from "@/components/warranty/warranty-table";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { getSession } from "@/lib/api/session";
import { readWarrantyListState, warrantyListHref } from "@/lib/warranty/list";
import { listWarranties } from "@/lib/warranty/server";

type PageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "warranty.list" });
  return { title: t("title"), robots: { index: false } };
}

export default async function WarrantiesPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const base = pathFor("/user/warranties", locale);
  const session = await getSession();
  if (session.status !== "customer") redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(base)}`);
  const state = readWarrantyListState(await searchParams);
  const [t, result] = await Promise.all([getTranslations("warranty.list"), listWarranties(state, locale)]);
  const page = result.ok ? result.data : null;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / page.itemsPerPage)) : 1;
  const newClaimHref = pathFor("/user/machines/simplified-warranty", locale);

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("intro")}
        actions={
          <>
            <NextLink href={newClaimHref} className={buttonClass({ variant: "brand" })}>
              {t("file")}
            </NextLink>
            <NextLink href={pathFor("/user/machines", locale)} className={buttonClass({ variant: "secondary" })}>
              {t("fromMachine")}
            </NextLink>
          </>
        }
      />
      <Panel title={t("filters.label")}>
        <WarrantyFilters state={state} action={base} />
      </Panel>
      <Panel title={t("caption")} flush>
        <WarrantyTable
          page={page}
          locale={locale}
          filtered={Boolean(state.q || state.status)}
          newClaimHref={newClaimHref}
          previousHref={state.page > 1 ? warrantyListHref(base, { ...state, page: state.page - 1 }) : null}
          nextHref={page && state.page < lastPage ? warrantyListHref(base, { ...state, page: state.page + 1 }) : null}
          retryHref={warrantyListHref(base, state)}
        />
      </Panel>
    </>
  );
}
