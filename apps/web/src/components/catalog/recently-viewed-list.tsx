"use client";

import type { ProductCard as ProductCardData } from "@portal/domain/catalog/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { useEffect, useState } from "react";
import { apiRequest } from "@/lib/api/client";
import { RECENTLY_VIEWED_LIMIT } from "@/lib/catalog/recently-viewed";
import { type ProductCardLabels, ProductCardView } from "./product-card-view";
import { ProductCarousel } from "./product-carousel";
import section from "./product-section.module.css";

export type RecentlyViewedListProps = {
  currentCode: string;
  /** Customers' history is kept by the API, which records this visit here; visitors' in this browser. */
  customer: boolean;
  /** A visitor's products viewed before this one, newest first. */
  previous: readonly string[];
  locale: Locale;
  title: string;
  cardLabels: ProductCardLabels;
  /** The reader's company discount; null for a visitor. */
  discountBasisPoints: number | null;
  /** The product page's path with `[slug]` to fill. */
  productPathTemplate: string;
};

async function loadRecentlyViewed(currentCode: string, customer: boolean, previous: readonly string[]): Promise<ProductCardData[]> {
  if (customer) {
    await apiRequest("/api/v2/shop/customer-history-products", { method: "POST", body: { productCode: currentCode } });
    const result = await apiRequest<ProductCardData[]>(`/api/v2/shop/search-customer-history-products?limit=${RECENTLY_VIEWED_LIMIT + 1}`);
    return result.ok ? result.data : [];
  }
  const query = new URLSearchParams(previous.map((code) => ["codes[]", code]));
  const result = await apiRequest<ProductCardData[]>(`/api/v2/shop/search-product-codes?${query}`);
  return result.ok ? result.data : [];
}

/** The other products viewed lately, as cards. */
export default function RecentlyViewedList({
  currentCode,
  customer,
  previous,
  locale,
  title,
  cardLabels,
  discountBasisPoints,
  productPathTemplate,
}: RecentlyViewedListProps) {
  const [cards, setCards] = useState<ProductCardData[]>([]);

  useEffect(() => {
    let active = true;
    loadRecentlyViewed(currentCode, customer, previous).then(
      (found) => {
        if (active) setCards(found.filter((card) => card.code !== currentCode).slice(0, RECENTLY_VIEWED_LIMIT));
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [currentCode, customer, previous]);

  if (cards.length === 0) return null;
  return (
    <section className={section.section} aria-labelledby="recently-viewed-title">
      <div className="container">
        <div className={section.header}>
          <h2 id="recently-viewed-title" className={section.title}>
            {title}
          </h2>
        </div>
        <ProductCarousel
          items={cards.map((card) => ({
            key: card.code,
            node: (
              <ProductCardView
                card={card}
                href={productPathTemplate.replace("[slug]", encodeURIComponent(card.slug))}
                locale={locale}
                labels={cardLabels}
                discountBasisPoints={discountBasisPoints}
              />
            ),
          }))}
        />
      </div>
    </section>
  );
}
