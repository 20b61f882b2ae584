import type { Locale } from "@portal/domain/i18n/locales";
import { getTranslations } from "next-intl/server";
import { getCompanyDiscount } from "../api/company-pricing";
import { type ShownPrice, shownPrice } from "../catalog/customer-price";
import { formatPrice } from "../catalog/format";
import { deliveryKey } from "../catalog/product-page";
import { getCards, getProduct, getVariantAttributes } from "../catalog/products";
import { type ComparedProduct, type ComparisonRow, comparisonRows, valuesDiffer } from "./comparison";

export type Comparison = {
  products: ComparedProduct[];
  /** Price, availability and the like, then every technical characteristic. */
  summary: ComparisonRow[];
  technical: ComparisonRow[];
  /** Some asked-for codes are no longer in the catalogue. */
  missing: boolean;
};

/**
 * The products of `codes` side by side, in the reader's language, for the page and the PDF alike.
 * A customer whose company has a discount reads their price, then the list price on a row of its own.
 */
export async function loadComparison(locale: Locale, codes: readonly string[]): Promise<Comparison> {
  const [cards, views, t, discountBasisPoints] = await Promise.all([
    getCards(locale, codes),
    Promise.all(codes.map((code) => getProduct(locale, code).catch(() => null))),
    getTranslations({ locale, namespace: "catalog" }),
    getCompanyDiscount(),
  ]);
  // Cutting width, weight and the like belong to each version, not to the product: compare the
  // version a product page opens on, with the same technical data that page shows.
  const [labels, attributes] = await Promise.all([
    getTranslations({ locale, namespace: "comparator.rows" }),
    Promise.all(views.map((view) => (view?.variants[0] ? getVariantAttributes(locale, view.variants[0].code) : null))),
  ]);

  const products: ComparedProduct[] = codes.flatMap((code, index) => {
    const card = cards.find((entry) => entry.code === code);
    const view = views[index];
    if (!card || !view) return [];
    return [{ card, references: view.variants.map((variant) => variant.reference), attributes: attributes[index] ?? view.attributes }];
  });

  const row = (code: string, label: string, values: string[]): ComparisonRow => ({
    code,
    name: label,
    values,
    differs: valuesDiffer(values),
  });
  const prices = (pick: (price: ShownPrice) => number) =>
    products.map(({ card, references }) => {
      if (card.priceOnRequest || card.fromPriceCents === null) return t("priceOnRequest");
      const amount = formatPrice(pick(shownPrice(card.fromPriceCents, discountBasisPoints)), locale);
      return references.length > 1 ? t("fromPrice", { price: amount }) : amount;
    });
  const discounted = discountBasisPoints !== null && discountBasisPoints > 0;
  const priceLabel = discountBasisPoints === null ? labels("listPrice") : discounted ? labels("yourPrice") : labels("price");
  const summary: ComparisonRow[] =
    products.length === 0
      ? []
      : [
          row(
            "price",
            priceLabel,
            prices((price) => price.cents),
          ),
          ...(discounted
            ? [
                row(
                  "listPrice",
                  labels("listPrice"),
                  prices((price) => price.listCents ?? price.cents),
                ),
              ]
            : []),
          row(
            "availability",
            labels("availability"),
            products.map(({ card }) => (card.stockStatus ? t(`stock.${card.stockStatus}`) : "–")),
          ),
          row(
            "delivery",
            labels("delivery"),
            products.map(({ card }) => t(`delivery.${deliveryKey(card)}`)),
          ),
          row(
            "brand",
            labels("brand"),
            products.map(({ card }) => card.brand.name),
          ),
          row(
            "reference",
            labels("reference"),
            products.map(({ references, card }) => (references.length > 0 ? references.join(", ") : card.code)),
          ),
        ];

  return { products, summary, technical: comparisonRows(products), missing: products.length < codes.length };
}
