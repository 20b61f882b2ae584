import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CategoryTips, NoProducts, SubcategoryTiles } from "@/components/catalog/catalog-landing";
import page from "@/components/catalog/catalog-page.module.css";
import { ProductListing } from "@/components/catalog/product-listing";
import { Breadcrumb } from "@/components/content/breadcrumb";
import { AlternatePathsProvider } from "@/components/providers/alternate-paths";
import { categoryPath } from "@/i18n/paths";
import { type CategoryPageProps, categoryListingMetadata, loadCategoryListing } from "@/lib/catalog/category-listing";
import { listingHref } from "@/lib/catalog/listing";
import { listingAlternates } from "@/lib/catalog/listing-metadata";
import { menuTipsFor } from "@/lib/catalog/taxon-tree";
import { getSiteConfiguration } from "@/lib/content/site-configuration";

export const generateMetadata = (props: CategoryPageProps): Promise<Metadata> => categoryListingMetadata(props, categoryPath);

export default async function CategoryPage(props: CategoryPageProps) {
  const { locale, taxon, state, ownPath, languages } = await loadCategoryListing(props, categoryPath);
  const [t, site] = await Promise.all([getTranslations("category"), getSiteConfiguration(locale)]);
  const tips = site ? menuTipsFor(site.menu, [...taxon.ancestors.map((ancestor) => ancestor.code), taxon.code]) : [];
  const children = taxon.children.filter((child) => child.productCount > 0);

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
