import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { LockIcon } from "@/components/icons/icons";
import { AccountProviders } from "@/components/providers/account-providers";
import { ResetPasswordForm } from "@/components/recovery/reset-password-form";

type PageProps = { params: Promise<{ locale: string; resetToken: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "recovery.reset" });
  // The token is a secret: the page is never indexed and never sent on as a referrer.
  return { title: t("metaTitle"), robots: { index: false }, referrer: "no-referrer" };
}

export default async function ChangePasswordPage({ params }: PageProps) {
  const { locale, resetToken } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("recovery.reset");
  return (
    <AccountProviders>
      <AuthCard title={t("title")} icon={<LockIcon size={24} />}>
        <ResetPasswordForm resetToken={resetToken} />
      </AuthCard>
    </AccountProviders>
  );
}
