import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NoProducts } from "@/components/catalog/catalog-landing";
import page from "@/components/catalog/catalog-page.module.css";
import { ProductListing } from "@/components/catalog/product-listing";
import { Breadcrumb } from "@/components/content/breadcrumb";
import { AlternatePathsProvider } from "@/components/providers/alternate-paths";
import { type CategoryPageProps, categoryListingMetadata, loadCategoryListing } from "@/lib/catalog/category-listing";
import { productsCategoryPath, productsPath } from "@/lib/catalog/list-paths";
import { listingHref } from "@/lib/catalog/listing";
import { listingAlternates } from "@/lib/catalog/listing-metadata";

export const generateMetadata = (props: CategoryPageProps): Promise<Metadata> => categoryListingMetadata(props, productsCategoryPath);

/** The products of a category as a plain list, without the category page's introduction. */
export default async function ProductsCategoryPage(props: CategoryPageProps) {
  const { locale, taxon, state, ownPath, languages } = await loadCategoryListing(props, productsCategoryPath);
  const t = await getTranslations("products");

  return (
    <>
      <AlternatePathsProvider owner={ownPath} paths={listingAlternates(languages, ownPath, state)} />
      <div className={page.top}>
        <div className="container">
          <Breadcrumb
            items={[
              { label: t("home"), href: `/${locale}` },
              { label: t("title"), href: productsPath(locale) },
              ...taxon.ancestors.map((ancestor) => ({ label: ancestor.name, href: productsCategoryPath(locale, ancestor.slug) })),
              { label: taxon.name },
            ]}
          />
          <div className={page.header}>
            <div className={page.heading}>
              <h1 className={page.title}>{taxon.name}</h1>
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
            taxon={taxon.code}
            categoryHref={(category, next) => listingHref(productsCategoryPath(locale, category.slug), next)}
            empty={<NoProducts />}
          />
        </div>
      </div>
    </>
  );
}
