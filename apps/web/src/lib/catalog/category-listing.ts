import type { TaxonView } from "@portal/domain/catalog/schemas";
import { isLocale, type Locale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { hasFormFields, type ListingState, listingHref, parseListingParams, type SearchParams } from "./listing";
import { listingMetadata } from "./listing-metadata";
import { localizedPaths } from "./taxon-tree";
import { getTaxonBySlug, taxonSlugsByLocale } from "./taxons";

/**
 * What the category page and the plain product list of a category share: the category and the
 * list's choices, and the page's metadata. They differ by their address (`categorie/…` or
 * `products/categorie/…`).
 */

export type CategoryPageProps = {
  params: Promise<{ locale: string; slug: string[] }>;
  searchParams: Promise<SearchParams>;
};

/** The list's choices: the category is the page's own, and words are searched on the search page. */
export function categoryListingState(params: SearchParams): ListingState {
  return { ...parseListingParams(params), query: "", category: null };
}

export type CategoryListing = {
  locale: Locale;
  taxon: TaxonView;
  state: ListingState;
  /** The page's own path, without query. */
  ownPath: string;
  /** The same page in every language. */
  languages: ReturnType<typeof localizedPaths>;
};

type PathOf = (locale: Locale, taxonSlug: string) => string;

/** The category's address in every language, its own slug for the page's language. */
async function languagePaths(locale: Locale, taxon: TaxonView, pathOf: PathOf) {
  const slugs = await taxonSlugsByLocale(taxon.code);
  return localizedPaths({ ...slugs, [locale]: taxon.slug }, pathOf);
}

/**
 * The category of the page and the list's choices; answers 404 for an unknown language or
 * category, and sends the price form's two fields back to the list's own address.
 */
export async function loadCategoryListing({ params, searchParams }: CategoryPageProps, pathOf: PathOf): Promise<CategoryListing> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const taxon = await getTaxonBySlug(locale, slug.join("/"));
  if (!taxon) notFound();

  const raw = await searchParams;
  const state = categoryListingState(raw);
  const ownPath = pathOf(locale, taxon.slug);
  // The price form without JavaScript sends two fields; the list's address has one.
  if (hasFormFields(raw)) redirect(listingHref(ownPath, state));
  return { locale, taxon, state, ownPath, languages: await languagePaths(locale, taxon, pathOf) };
}

export async function categoryListingMetadata({ params, searchParams }: CategoryPageProps, pathOf: PathOf): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  const taxon = await getTaxonBySlug(locale, slug.join("/")).catch(() => null);
  if (!taxon) return {};
  const [state, languages, t, listingText] = await Promise.all([
    searchParams.then(categoryListingState),
    languagePaths(locale, taxon, pathOf),
    getTranslations({ locale, namespace: "category" }),
    getTranslations({ locale, namespace: "listing" }),
  ]);
  return listingMetadata({
    title: taxon.name,
    description: taxon.description ?? t("metaDescription", { name: taxon.name }),
    basePath: pathOf(locale, taxon.slug),
    state,
    languages,
    pageLabel: state.page > 1 ? listingText("pagination.page", { page: state.page }) : null,
  });
}
