import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { MailIcon } from "@/components/icons/icons";
import { AccountProviders } from "@/components/providers/account-providers";
import { VerifyEmail } from "@/components/recovery/verify-email";

type PageProps = { params: Promise<{ locale: string; verifyToken: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "verifyEmail" });
  return { title: t("metaTitle"), robots: { index: false }, referrer: "no-referrer" };
}

export default async function VerifyEmailPage({ params }: PageProps) {
  const { locale, verifyToken } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("verifyEmail");
  return (
    <AccountProviders>
      <AuthCard title={t("title")} icon={<MailIcon size={24} />}>
        <VerifyEmail verifyToken={verifyToken} />
      </AuthCard>
    </AccountProviders>
  );
}
