import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { ClaimPage } from "@/components/warranty/claim-page";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { getSession } from "@/lib/api/session";
import { claimMachine } from "@/lib/warranty/claim-page";

type PageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "warranty.claim" });
  return { title: t("title.advanced"), robots: { index: false } };
}

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export default async function WarrantyClaimPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const raw = (await searchParams).machine;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const session = await getSession();
  if (session.status !== "customer") {
    const here = `${pathFor("/user/machines/warranty", locale)}${token ? `?machine=${encodeURIComponent(token)}` : ""}`;
    redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(here)}`);
  }
  const t = await getTranslations("warranty.claim");
  const result = token && TOKEN.test(token) ? await claimMachine(token, locale) : null;
  if (result?.ok) return <ClaimPage locale={locale} mode="advanced" machine={result.data} />;

  // No machine named, or not one of the company's: choose one, or describe the machine instead.
  const header = <PageHeader title={t("title.advanced")} description={t("lead.advanced")} />;
  if (result && result.status !== 404 && result.status !== 400) {
    return (
      <>
        {header}
        <ErrorState title={t("machineFailed")} />
      </>
    );
  }
  return (
    <>
      {header}
      <EmptyState
        title={token ? t("machineUnknown") : t("machineMissing")}
        description={t("machineChoose")}
        action={
          <>
            <NextLink href={pathFor("/user/machines", locale)} className={buttonClass({ variant: "brand" })}>
              {t("toMachines")}
            </NextLink>{" "}
            <NextLink href={pathFor("/user/machines/simplified-warranty", locale)} className={buttonClass({ variant: "secondary" })}>
              {t("toSimplified")}
            </NextLink>
          </>
        }
      />
    </>
  );
}
