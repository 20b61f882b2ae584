import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PriceLists } from "@/components/documents/price-lists";
import { PageHeader } from "@/components/ui/page-header";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { getSession } from "@/lib/api/session";

type PageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "documents.priced" });
  return { title: t("title"), robots: { index: false } };
}

/** Spec sections 1 and 2: price lists by brand, published and live at the company's prices. */
export default async function PricedDocumentsPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const path = pathFor("/user/documentation/priced-documents", locale);
  const session = await getSession();
  if (session.status !== "customer") redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(path)}`);
  const { brand } = await searchParams;
  const t = await getTranslations("documents.priced");
  return (
    <>
      <PageHeader title={t("title")} description={t("intro")} />
      <PriceLists initialBrand={typeof brand === "string" ? brand.slice(0, 64) : undefined} />
    </>
  );
}
