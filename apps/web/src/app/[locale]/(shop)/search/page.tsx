import { isLocale, type Locale } from "@portal/domain/i18n/locales";
import { searchLimits } from "@portal/domain/search/schemas";
import type { Metadata } from "next";
import Form from "next/form";
import NextLink from "next/link";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import page from "@/components/catalog/catalog-page.module.css";
import { ProductListing } from "@/components/catalog/product-listing";
import { Breadcrumb } from "@/components/content/breadcrumb";
import { SearchIcon } from "@/components/icons/icons";
import { categoryPath } from "@/i18n/paths";
import { searchPath } from "@/lib/catalog/list-paths";
import {
  clearFilters,
  filterCount,
  hasFormFields,
  type ListingState,
  listingHref,
  parseListingParams,
  type SearchParams,
  withFilters,
} from "@/lib/catalog/listing";
import { findTaxon } from "@/lib/catalog/taxon-tree";
import { getTaxonTree } from "@/lib/catalog/taxons";
import { exactReferenceHref } from "@/lib/search/exact-reference";
import { searchProducts } from "@/lib/search/search";

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const state = parseListingParams(await searchParams);
  const t = await getTranslations({ locale, namespace: "search" });
  // Search results are endless variations of the catalogue's pages: crawlers follow them, never index them.
  return {
    title: state.query ? t("metaTitleFor", { query: state.query }) : t("metaTitle"),
    robots: { index: false, follow: true },
  };
}

/** The top-level categories, to browse when searching found nothing. */
async function TopCategories({ locale, text }: { locale: Locale; text: string }) {
  const tree = await getTaxonTree(locale);
  const categories = tree.filter((taxon) => taxon.productCount > 0);
  if (categories.length === 0) return null;
  return (
    <div className={page.browse}>
      <p className={page.browseText}>{text}</p>
      <ul className={page.tiles}>
        {categories.map((category) => (
          <li key={category.code}>
            <NextLink href={categoryPath(locale, category.slug)} className={page.tile}>
              <span className={page.tileName}>{category.name}</span>
            </NextLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

async function NoResults({ locale, state, basePath }: { locale: Locale; state: ListingState; basePath: string }) {
  const [t, listing] = await Promise.all([getTranslations("search"), getTranslations("listing")]);
  return (
    <div className={page.hints} role="status">
      <p className={page.hintsTitle}>{t("empty.title", { query: state.query })}</p>
      <p>{t("empty.hintsTitle")}</p>
      <ul className={page.hintList}>
        <li>{t("empty.spelling")}</li>
        <li>{t("empty.words")}</li>
        <li>{t("empty.reference")}</li>
        {filterCount(state) > 0 ? (
          <li>
            {t("empty.filters")} <NextLink href={listingHref(basePath, clearFilters(state))}>{listing("empty.clear")}</NextLink>
          </li>
        ) : null}
      </ul>
      <TopCategories locale={locale} text={t("empty.browse")} />
    </div>
  );
}

export default async function SearchPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const raw = await searchParams;
  const state = parseListingParams(raw);
  const ownPath = searchPath(locale);
  if (hasFormFields(raw)) redirect(listingHref(ownPath, state));
  if (state.query !== "") {
    const found = await searchProducts(locale, state, state.category);
    const href = found.ok ? exactReferenceHref(locale, state, found.data) : null;
    if (href) redirect(href);
  }

  const [t, tree] = await Promise.all([getTranslations("search"), state.category ? getTaxonTree(locale) : Promise.resolve([])]);
  const category = state.category ? findTaxon(tree, state.category) : null;
  const searching = state.query !== "" || filterCount(state) > 0;

  return (
    <>
      <div className={page.top}>
        <div className="container">
          <Breadcrumb items={[{ label: t("home"), href: `/${locale}` }, { label: t("title") }]} />
          <div className={page.header}>
            <div className={page.heading}>
              <h1 className={page.title}>{state.query ? t("titleFor", { query: state.query }) : t("title")}</h1>
              <Form action={ownPath} className={page.searchForm} role="search" aria-label={t("formLabel")}>
                <label htmlFor="search-page-query" className="visually-hidden">
                  {t("formLabel")}
                </label>
                <input
                  id="search-page-query"
                  name="q"
                  type="search"
                  defaultValue={state.query}
                  placeholder={t("placeholder")}
                  maxLength={searchLimits.queryMaxLength}
                  autoComplete="off"
                  enterKeyHint="search"
                />
                {state.view === "list" ? <input type="hidden" name="view" value="list" /> : null}
                <button type="submit">
                  <SearchIcon size={20} />
                  <span className={page.searchSubmitText}>{t("submit")}</span>
                </button>
              </Form>
            </div>
          </div>
        </div>
      </div>
      <div className={page.body}>
        <div className="container">
          {searching ? (
            <ProductListing
              locale={locale}
              state={state}
              basePath={ownPath}
              taxon={state.category}
              chosenCategory={category ? { code: category.code, name: category.name } : null}
              categoryHref={(choice, next) => listingHref(ownPath, withFilters(next, { category: choice.code }))}
              highlight
              empty={<NoResults locale={locale} state={state} basePath={ownPath} />}
            />
          ) : (
            <div className={page.hints}>
              <p className={page.hintsTitle}>{t("prompt.title")}</p>
              <p>{t("prompt.text")}</p>
              <TopCategories locale={locale} text={t("empty.browse")} />
            </div>
          )}
        </div>
      </div>
    </>
  );
}
