import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { LockIcon } from "@/components/icons/icons";
import { AccountProviders } from "@/components/providers/account-providers";
import { ForgotPasswordForm } from "@/components/recovery/forgot-password-form";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "recovery.forgot" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function ForgotPasswordPage({ params }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("recovery.forgot");
  return (
    <AccountProviders>
      <AuthCard title={t("title")} icon={<LockIcon size={24} />}>
        <ForgotPasswordForm />
      </AuthCard>
    </AccountProviders>
  );
}
