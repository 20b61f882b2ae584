import { addressBookSchema } from "@portal/domain/addresses/schemas";
import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AddressBook } from "@/components/addresses/address-book";
import { PageHeader } from "@/components/ui/page-header";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { apiFetch } from "@/lib/api/server";
import { getSession } from "@/lib/api/session";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "addresses" });
  return { title: t("title"), robots: { index: false } };
}

export default async function AddressesPage({ params }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const session = await getSession();
  if (session.status !== "customer") {
    redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(pathFor("/user/account/addresses", locale))}`);
  }
  const [t, book] = await Promise.all([
    getTranslations("addresses"),
    apiFetch("/api/v2/shop/addresses", { schema: addressBookSchema, locale }),
  ]);

  return (
    <>
      <PageHeader title={t("title")} description={t("intro")} />
      {/* Without a first answer the book loads in the browser, with its own error and retry. */}
      <AddressBook initialBook={book.ok ? book.data : undefined} />
    </>
  );
}
