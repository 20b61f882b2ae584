import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClaimPage } from "@/components/warranty/claim-page";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { getSession } from "@/lib/api/session";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "warranty.claim" });
  return { title: t("title.simple"), robots: { index: false } };
}

export default async function SimplifiedWarrantyPage({ params }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const session = await getSession();
  if (session.status !== "customer") {
    redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(pathFor("/user/machines/simplified-warranty", locale))}`);
  }
  return <ClaimPage locale={locale} mode="simple" machine={null} />;
}
