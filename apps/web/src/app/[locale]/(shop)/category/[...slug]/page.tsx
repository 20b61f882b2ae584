import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CategoryTips, NoProducts, SubcategoryTiles } from "@/components/catalog/catalog-landing";
import page from "@/components/catalog/catalog-page.module.css";
import { ProductListing } from "@/components/catalog/product-listing";
import { Breadcrumb } from "@/components/content/breadcrumb";
import { AlternatePathsProvider } from "@/components/providers/alternate-paths";
import { categoryPath } from "@/i18n/paths";
import { hasPriceFormFields, type ListingState, listingHref, parseListingParams, type SearchParams } from "@/lib/catalog/listing";
import { listingAlternates, listingMetadata } from "@/lib/catalog/listing-metadata";
import { localizedPaths, menuTipsFor } from "@/lib/catalog/taxon-tree";
import { getTaxonBySlug, taxonSlugsByLocale } from "@/lib/catalog/taxons";
import { getSiteConfiguration } from "@/lib/content/site-configuration";

type PageProps = {
  params: Promise<{ locale: string; slug: string[] }>;
  searchParams: Promise<SearchParams>;
};

/** The list's choices: the page is its own category, and words are searched on the search page. */
function stateOf(params: SearchParams): ListingState {
  return { ...parseListingParams(params), query: "", category: null };
}

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  const taxon = await getTaxonBySlug(locale, slug.join("/")).catch(() => null);
  if (!taxon) return {};
  const [state, slugs, t, listingText] = await Promise.all([
    searchParams.then(stateOf),
    taxonSlugsByLocale(taxon.code),
    getTranslations({ locale, namespace: "category" }),
    getTranslations({ locale, namespace: "listing" }),
  ]);
  return listingMetadata({
    title: taxon.name,
    description: taxon.description ?? t("metaDescription", { name: taxon.name }),
    basePath: categoryPath(locale, taxon.slug),
    state,
    languages: localizedPaths({ ...slugs, [locale]: taxon.slug }, categoryPath),
    pageLabel: state.page > 1 ? listingText("pagination.page", { page: state.page }) : null,
  });
}

export default async function CategoryPage({ params, searchParams }: PageProps) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const taxon = await getTaxonBySlug(locale, slug.join("/"));
  if (!taxon) notFound();

  const raw = await searchParams;
  const state = stateOf(raw);
  const ownPath = categoryPath(locale, taxon.slug);
  // The price form without JavaScript sends two fields; the list's address has one.
  if (hasPriceFormFields(raw)) redirect(listingHref(ownPath, state));

  const [t, site, slugs] = await Promise.all([getTranslations("category"), getSiteConfiguration(locale), taxonSlugsByLocale(taxon.code)]);
  const tips = site ? menuTipsFor(site.menu, [...taxon.ancestors.map((ancestor) => ancestor.code), taxon.code]) : [];
  const children = taxon.children.filter((child) => child.productCount > 0);
  const languages = localizedPaths({ ...slugs, [locale]: taxon.slug }, categoryPath);

  return (
    <>
      <AlternatePathsProvider owner={ownPath} paths={listingAlternates(languages, ownPath, state)} />
      <div className={page.top}>
        <div className="container">
          <Breadcrumb
            items={[
              { label: t("home"), href: `/${locale}` },
              ...taxon.ancestors.map((ancestor) => ({ label: ancestor.name, href: categoryPath(locale, ancestor.slug) })),
              { label: taxon.name },
            ]}
          />
          <div className={page.header}>
            <div className={page.heading}>
              <h1 className={page.title}>{taxon.name}</h1>
              {taxon.description ? <p className={page.intro}>{taxon.description}</p> : null}
              <p className={page.meta}>{t("productCount", { count: taxon.productCount })}</p>
            </div>
            {tips.length > 0 ? <CategoryTips tips={tips} locale={locale} /> : null}
          </div>
          {children.length > 0 ? (
            <SubcategoryTiles
              id="category-children"
              title={t("subcategories")}
              categories={children.map((child) => ({ ...child, href: categoryPath(locale, child.slug) }))}
            />
          ) : null}
        </div>
      </div>

      <section className={page.body} aria-labelledby="category-products">
        <div className="container">
          <div className={page.bodyHeader}>
            <h2 id="category-products" className={page.sectionTitle}>
              {t("products")}
            </h2>
          </div>
          <ProductListing
            locale={locale}
            state={state}
            basePath={ownPath}
            taxon={taxon.code}
            categoryHref={(category, next) => listingHref(categoryPath(locale, category.slug), next)}
            empty={<NoProducts />}
          />
        </div>
      </section>
    </>
  );
}
