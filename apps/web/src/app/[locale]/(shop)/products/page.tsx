import { isLocale, type Locale, locales } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NoProducts } from "@/components/catalog/catalog-landing";
import page from "@/components/catalog/catalog-page.module.css";
import { ProductListing } from "@/components/catalog/product-listing";
import { Breadcrumb } from "@/components/content/breadcrumb";
import { AlternatePathsProvider } from "@/components/providers/alternate-paths";
import { productsCategoryPath, productsPath } from "@/lib/catalog/list-paths";
import { hasFormFields, type ListingState, listingHref, parseListingParams, type SearchParams } from "@/lib/catalog/listing";
import { listingAlternates, listingMetadata } from "@/lib/catalog/listing-metadata";
import { getBrands } from "@/lib/catalog/taxons";

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

/** The list's choices: categories are pages of their own, and words are searched on the search page. */
function stateOf(params: SearchParams): ListingState {
  return { ...parseListingParams(params), query: "", category: null };
}

/** A list limited to one brand is that brand's page: "Brand Verdalis". */
async function brandOf(locale: Locale, state: ListingState): Promise<string | null> {
  const [code] = state.brands;
  if (state.brands.length !== 1 || !code) return null;
  const brands = await getBrands(locale);
  return brands.find((brand) => brand.code === code)?.name ?? null;
}

const languages = Object.fromEntries(locales.map((locale) => [locale, productsPath(locale)]));

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const state = stateOf(await searchParams);
  const [t, listingText, brand] = await Promise.all([
    getTranslations({ locale, namespace: "products" }),
    getTranslations({ locale, namespace: "listing" }),
    brandOf(locale, state),
  ]);
  return listingMetadata({
    title: brand ? t("brandTitle", { brand }) : t("title"),
    description: brand ? t("brandDescription", { brand }) : t("metaDescription"),
    basePath: productsPath(locale),
    state,
    languages,
    pageLabel: state.page > 1 ? listingText("pagination.page", { page: state.page }) : null,
  });
}

export default async function ProductsPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const raw = await searchParams;
  const state = stateOf(raw);
  const ownPath = productsPath(locale);
  if (hasFormFields(raw)) redirect(listingHref(ownPath, state));

  const [t, brand] = await Promise.all([getTranslations("products"), brandOf(locale, state)]);
  const title = brand ? t("brandTitle", { brand }) : t("title");

  return (
    <>
      <AlternatePathsProvider owner={ownPath} paths={listingAlternates(languages, ownPath, state)} />
      <div className={page.top}>
        <div className="container">
          <Breadcrumb
            items={[{ label: t("home"), href: `/${locale}` }, ...(brand ? [{ label: t("title"), href: ownPath }] : []), { label: title }]}
          />
          <div className={page.header}>
            <div className={page.heading}>
              <h1 className={page.title}>{title}</h1>
              <p className={page.intro}>{brand ? t("brandDescription", { brand }) : t("metaDescription")}</p>
            </div>
          </div>
        </div>
      </div>
      <div className={page.body}>
        <div className="container">
          <ProductListing
            locale={locale}
            state={state}
            basePath={ownPath}
            taxon={null}
            categoryHref={(category, next) => listingHref(productsCategoryPath(locale, category.slug), next)}
            empty={<NoProducts />}
          />
        </div>
      </div>
    </>
  );
}
