import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { MachineRegistrationWizard } from "@/components/machines/registration-wizard";
import { PageHeader } from "@/components/ui/page-header";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { getSession } from "@/lib/api/session";
import { machinePathTemplate } from "@/lib/machines/view";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "machines.registration" });
  return { title: t("title"), robots: { index: false } };
}

/** Spec section 3: a machine sold is registered to its end customer, with the sale invoice. */
export default async function MachineRegistrationPage({ params }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const path = pathFor("/user/machines/registration", locale);
  const session = await getSession();
  if (session.status !== "customer") redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(path)}`);
  const [t, list] = await Promise.all([getTranslations("machines.registration"), getTranslations("machines.detail")]);
  const listPath = pathFor("/user/machines", locale);

  return (
    <>
      <PageHeader title={t("title")} description={t("intro")} breadcrumb={<NextLink href={listPath}>{list("back")}</NextLink>} />
      <MachineRegistrationWizard
        machineTemplate={machinePathTemplate(locale)}
        listPath={listPath}
        contactPath={pathFor("/contact", locale)}
      />
    </>
  );
}
