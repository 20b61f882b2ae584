import { invitationPreviewSchema, invitationTokenSchema } from "@portal/domain/companies/invitations";
import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { InvitationView } from "@/components/invitation/invitation-view";
import { AccountProviders } from "@/components/providers/account-providers";
import { apiFetch } from "@/lib/api/server";
import { isDeadLink, tokenFromQuery } from "@/lib/company-users/invitation";

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "invitation" });
  // The token is in the address: it must not leave in a Referer header.
  return { title: t("metaTitle"), robots: { index: false }, referrer: "no-referrer" };
}

export default async function InvitationPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const candidate = tokenFromQuery((await searchParams).token);
  const token = candidate && invitationTokenSchema.safeParse(candidate).success ? candidate : null;
  // Read here so the form comes with the page; a failure other than a dead link is tried again in the browser.
  const preview = token
    ? await apiFetch(`/api/v2/shop/invitations/${encodeURIComponent(token)}`, { schema: invitationPreviewSchema, locale })
    : null;

  return (
    <AccountProviders>
      <InvitationView
        token={token}
        initialPreview={preview?.ok ? preview.data : undefined}
        deadCode={preview && !preview.ok && isDeadLink(preview) ? preview.code : undefined}
      />
    </AccountProviders>
  );
}
