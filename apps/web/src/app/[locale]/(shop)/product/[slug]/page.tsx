import { associationTypes } from "@portal/domain/catalog/enums";
import type { ProductView, Variant } from "@portal/domain/catalog/schemas";
import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { addToCartLabels } from "@/components/cart/add-to-cart-labels";
import { AddToCartLoader } from "@/components/cart/add-to-cart-loader";
import { Price } from "@/components/catalog/price";
import { ProductCard } from "@/components/catalog/product-card";
import { ProductCarousel } from "@/components/catalog/product-carousel";
import { AttributesTable, DocumentList, KitContents, RichText } from "@/components/catalog/product-details";
import { ProductGallery } from "@/components/catalog/product-gallery";
import section from "@/components/catalog/product-section.module.css";
import { type ProductTab, ProductTabs } from "@/components/catalog/product-tabs";
import { RecentlyViewed } from "@/components/catalog/recently-viewed";
import { StockBadge } from "@/components/catalog/stock-badge";
import { type VariantOption, VariantPicker } from "@/components/catalog/variant-picker";
import { CompareToggle } from "@/components/comparator/compare-toggle";
import { Breadcrumb } from "@/components/content/breadcrumb";
import { ArrowRightIcon, TruckIcon, UserIcon } from "@/components/icons/icons";
import { WhereUsed } from "@/components/parts/where-used";
import { AlternatePathsProvider } from "@/components/providers/alternate-paths";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { categoryPath, pathFor } from "@/i18n/paths";
import { getCompanyDiscount } from "@/lib/api/company-pricing";
import { getSession } from "@/lib/api/session";
import { cartOwner } from "@/lib/cart/view";
import { productCardLabels } from "@/lib/catalog/card-labels";
import { formatPrice, formatRate } from "@/lib/catalog/format";
import {
  chooseVariant,
  deliveryKey,
  productAlternates,
  productJsonLd,
  productPath,
  productPathTemplate,
  serializeJsonLd,
  variantLabel,
} from "@/lib/catalog/product-page";
import {
  getAssociations,
  getBundledProducts,
  getDocuments,
  getProductBySlug,
  getVariant,
  getVariantAttributes,
} from "@/lib/catalog/products";
import { requestOrigin } from "@/lib/http/request-origin";
import styles from "./product-page.module.css";

type PageProps = {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `?variant=` only when the visitor picked a version other than the first. */
function variantQuery(product: ProductView, variant: Variant | null): string {
  return variant && product.variants.length > 1 && variant.code !== product.variants[0]?.code
    ? `?variant=${encodeURIComponent(variant.code)}`
    : "";
}

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  const product = await getProductBySlug(locale, slug).catch(() => null);
  if (!product) return {};
  const variant = chooseVariant(product, first((await searchParams).variant));
  const languages = productAlternates(product);
  const image = product.images[0];
  return {
    title: variant && product.variants.length > 1 ? variant.name : product.name,
    description: product.shortDescription,
    alternates: {
      canonical: productPath(locale, product.slug),
      languages: { ...languages, ...(languages.fr ? { "x-default": languages.fr } : {}) },
    },
    openGraph: {
      type: "website",
      title: product.name,
      description: product.shortDescription,
      url: productPath(locale, product.slug),
      ...(image ? { images: [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] } : {}),
    },
  };
}

export default async function ProductPage({ params, searchParams }: PageProps) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const product = await getProductBySlug(locale, slug);
  if (!product) notFound();

  const variant = chooseVariant(product, first((await searchParams).variant));
  const [session, discount, t, catalog, cardLabels, associations, documents, bundle, variantAttributes, replacement, origin, cartLabels] =
    await Promise.all([
      getSession(),
      getCompanyDiscount(),
      getTranslations("product"),
      getTranslations("catalog"),
      productCardLabels(),
      getAssociations(locale, product.code),
      getDocuments(locale, product.code),
      product.type === "maintenance_kit" ? getBundledProducts(locale, product.code) : Promise.resolve([]),
      variant ? getVariantAttributes(locale, variant.code) : Promise.resolve(null),
      variant?.supersededBy ? getVariant(locale, variant.supersededBy.code) : Promise.resolve(null),
      requestOrigin(),
      addToCartLabels(),
    ]);

  const query = variantQuery(product, variant);
  const ownPath = productPath(locale, product.slug);
  const pageUrl = new URL(`${ownPath}${query}`, origin).toString();
  const attributes = variantAttributes ?? product.attributes;
  const customer = session.status === "customer";
  const loginHref = `${pathFor("/user/login", locale)}?returnTo=${encodeURIComponent(`${ownPath}${query}`)}`;
  const price = (value: Variant) =>
    value.priceOnRequest || value.priceCents === null ? (
      t("price.onRequest")
    ) : (
      <Price listCents={value.priceCents} discountBasisPoints={discount} locale={locale} words={cardLabels} />
    );
  const discounted = discount !== null && discount > 0;

  const options: VariantOption[] = product.variants.map((option) => ({
    code: option.code,
    label: variantLabel(product, option),
    reference: option.reference,
    price: price(option),
    stockStatus: option.stockStatus,
    stock: catalog(`stock.${option.stockStatus}`),
  }));

  const tabs: ProductTab[] = [
    ...(product.description ? [{ id: "description", label: t("tabs.description"), panel: <RichText text={product.description} /> }] : []),
    {
      id: "technical",
      label: t("tabs.technical"),
      panel: <AttributesTable attributes={attributes} productName={variant?.name ?? product.name} />,
    },
    ...(documents.length > 0
      ? [{ id: "documents", label: t("tabs.documents"), panel: <DocumentList documents={documents} locale={locale} /> }]
      : []),
    ...(product.tips ? [{ id: "tips", label: t("tabs.tips"), panel: <RichText text={product.tips} /> }] : []),
    ...(bundle.length > 0
      ? [{ id: "kit", label: t("tabs.kit"), panel: <KitContents items={bundle} locale={locale} discountBasisPoints={discount} /> }]
      : []),
  ];

  const imageCount = product.images.length;
  const galleryLabels = {
    label: t("gallery.label"),
    thumbnails: t("gallery.thumbnails"),
    previous: t("gallery.previous"),
    next: t("gallery.next"),
    none: t("gallery.none"),
    show: product.images.map((_, index) => t("gallery.show", { index: index + 1, total: imageCount })),
    position: product.images.map((_, index) => t("gallery.position", { index: index + 1, total: imageCount })),
  };

  return (
    <>
      <AlternatePathsProvider owner={ownPath} paths={productAlternates(product, query)} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD has to be inline; serializeJsonLd escapes "<" so it cannot end the element.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(product, variant, pageUrl, origin.origin)) }}
      />

      <div className={styles.top}>
        <div className="container">
          <Breadcrumb
            items={[
              { label: t("home"), href: `/${locale}` },
              ...product.breadcrumb.map((taxon) => ({ label: taxon.name, href: categoryPath(locale, taxon.slug) })),
              { label: product.name },
            ]}
          />

          <div className={styles.hero}>
            <ProductGallery images={product.images} labels={galleryLabels} />

            <div className={styles.summary}>
              <div className={styles.eyebrow}>
                <span className={styles.brand}>{product.brand.name}</span>
                {product.highlights.map((highlight) => (
                  <span key={highlight} className={`${styles.highlight} ${styles[highlight]}`}>
                    {catalog(`highlights.${highlight}`)}
                  </span>
                ))}
              </div>
              <h1 className={styles.title}>{product.name}</h1>
              {product.shortDescription ? <p className={styles.lead}>{product.shortDescription}</p> : null}

              <dl className={styles.references}>
                {variant ? (
                  <div>
                    <dt>{t("reference")}</dt>
                    <dd>{variant.reference}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t("productCode")}</dt>
                  <dd>{variant?.code ?? product.code}</dd>
                </div>
                <div>
                  <dt>{t("brand")}</dt>
                  <dd>{product.brand.name}</dd>
                </div>
              </dl>

              {variant?.supersededBy ? (
                <Alert tone="warning" live={false} title={t("superseded.title")}>
                  <p>
                    {t("superseded.text", { reference: variant.supersededBy.reference })}{" "}
                    {replacement ? (
                      <NextLink href={`${productPath(locale, replacement.product.slug)}?variant=${encodeURIComponent(replacement.code)}`}>
                        {t("superseded.link", { reference: replacement.reference })}
                      </NextLink>
                    ) : null}
                  </p>
                </Alert>
              ) : null}

              {variant?.mandatoryInformation.mode === "required" && variant.mandatoryInformation.text ? (
                <Alert tone="info" live={false} title={t("mandatory.title")}>
                  <p>{variant.mandatoryInformation.text}</p>
                </Alert>
              ) : null}

              {product.variants.length > 1 && variant ? (
                <VariantPicker options={options} selected={variant.code} legend={t("variants.legend")} apply={t("variants.apply")} />
              ) : null}

              {variant ? (
                <section className={styles.buyBox} aria-labelledby="buy-title">
                  <h2 id="buy-title" className="visually-hidden">
                    {t("buy.title")}
                  </h2>
                  <div className={styles.priceRow}>
                    {variant.priceOnRequest || variant.priceCents === null ? (
                      <div className={styles.price}>
                        <p className={styles.amount}>{t("price.onRequest")}</p>
                        <p className={styles.priceNote}>{t("price.onRequestText")}</p>
                      </div>
                    ) : (
                      <div className={styles.price}>
                        <p className={styles.priceLabel}>
                          {discount === null ? t("price.listLabel") : discounted ? t("price.yourLabel") : t("price.label")}
                        </p>
                        <p>
                          <Price
                            listCents={variant.priceCents}
                            discountBasisPoints={discount}
                            locale={locale}
                            words={cardLabels}
                            amountClassName={styles.amount}
                          />{" "}
                          <span className={styles.vat}>{t("price.exclVat")}</span>
                        </p>
                        {discount === null ? <p className={styles.priceNote}>{t("price.listNote")}</p> : null}
                        {discounted ? (
                          <p className={styles.priceNote}>{t("price.discountNote", { rate: formatRate(discount, locale) })}</p>
                        ) : null}
                        {variant.ecotaxCents > 0 ? (
                          <p className={styles.priceNote}>{t("price.ecotax", { amount: formatPrice(variant.ecotaxCents, locale) })}</p>
                        ) : null}
                      </div>
                    )}
                    <div className={styles.availability}>
                      <StockBadge status={variant.stockStatus} label={catalog(`stock.${variant.stockStatus}`)} />
                      <p className={styles.delivery}>
                        <TruckIcon size={18} />
                        {catalog(`delivery.${deliveryKey(variant)}`)}
                      </p>
                    </div>
                  </div>

                  {session.status === "customer" && variant.stockStatus === "out_of_stock" ? (
                    <Alert tone="warning" live={false} title={t("buy.unavailableTitle")}>
                      <p>{t("buy.unavailableText")}</p>
                    </Alert>
                  ) : session.status === "customer" ? (
                    <AddToCartLoader
                      key={variant.code}
                      owner={cartOwner(session.customer.id, session.customer.company?.id)}
                      variantCode={variant.code}
                      variantName={variant.name}
                      priceOnRequest={variant.priceOnRequest || variant.priceCents === null}
                      cartPath={pathFor("/cart", locale)}
                      labels={cartLabels}
                    />
                  ) : (
                    <div className={styles.login}>
                      <div>
                        <p className={styles.loginTitle}>{t("buy.visitorTitle")}</p>
                        <p className={styles.loginText}>{t("buy.visitorText")}</p>
                      </div>
                      <NextLink href={loginHref} className={buttonClass({ variant: "primary", block: true })}>
                        <UserIcon size={18} />
                        {t("buy.login")}
                        <ArrowRightIcon size={18} />
                      </NextLink>
                    </div>
                  )}
                </section>
              ) : null}

              <CompareToggle code={product.code} name={product.name} labels={cardLabels.compare} />
            </div>
          </div>
        </div>
      </div>

      <section className={styles.details} aria-label={t("tabs.label")}>
        <div className="container">
          <ProductTabs label={t("tabs.label")} tabs={tabs} />
        </div>
      </section>

      {customer && product.type === "spare_part" && variant ? (
        <div className="container">
          <WhereUsed variantCode={variant.code} locale={locale} />
        </div>
      ) : null}

      {associationTypes.map((type) => {
        const cards = associations[type] ?? [];
        if (cards.length === 0) return null;
        return (
          <section
            key={type}
            className={`${section.section} ${type === "similar" ? section.muted : ""}`}
            aria-labelledby={`associations-${type}`}
          >
            <div className="container">
              <div className={section.header}>
                <h2 id={`associations-${type}`} className={section.title}>
                  {t(`associations.${type}`)}
                </h2>
                <p className={section.count}>{t("associations.count", { count: cards.length })}</p>
              </div>
              <ProductCarousel items={cards.map((card) => ({ key: card.code, node: <ProductCard card={card} locale={locale} /> }))} />
            </div>
          </section>
        );
      })}

      <RecentlyViewed
        currentCode={product.code}
        customer={customer}
        locale={locale}
        title={t("recentlyViewed")}
        cardLabels={cardLabels}
        discountBasisPoints={discount}
        productPathTemplate={productPathTemplate(locale)}
      />
    </>
  );
}
