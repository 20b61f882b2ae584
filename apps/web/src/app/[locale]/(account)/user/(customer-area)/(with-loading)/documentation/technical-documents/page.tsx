import { documentSections } from "@portal/domain/documents/rules";
import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { TechnicalLibrary } from "@/components/documents/technical-library";
import { PageHeader } from "@/components/ui/page-header";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { getSession } from "@/lib/api/session";
import { getProduct } from "@/lib/catalog/products";
import type { LibraryFilters } from "@/lib/documents/api";

type PageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "documents.technical" });
  return { title: t("title"), robots: { index: false } };
}

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value.slice(0, 100) : undefined);

/** Spec sections 1 and 2: technical and training documents by brand and product. */
export default async function TechnicalDocumentsPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const path = pathFor("/user/documentation/technical-documents", locale);
  const session = await getSession();
  if (session.status !== "customer") redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(path)}`);
  const query = await searchParams;
  const kind = one(query.kind);
  // A link from a machine's page opens the library on its product: its brand chosen, its name shown.
  const product = one(query.product);
  const linked = product ? await getProduct(locale, product) : null;
  const initial: Partial<LibraryFilters> = {
    brand: one(query.brand) ?? linked?.brand.code,
    product,
    q: one(query.q),
    kind: (documentSections.technical as readonly string[]).includes(kind ?? "") ? (kind as LibraryFilters["kind"]) : "",
  };
  const t = await getTranslations("documents.technical");
  return (
    <>
      <PageHeader title={t("title")} description={t("intro")} />
      <TechnicalLibrary initial={initial} linkedProductName={linked?.name} />
    </>
  );
}
