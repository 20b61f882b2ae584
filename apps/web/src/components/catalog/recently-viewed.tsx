"use client";

import type { ProductCard as ProductCardData } from "@portal/domain/catalog/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { useEffect, useState } from "react";
import { apiRequest } from "@/lib/api/client";
import { pushRecentlyViewed, RECENTLY_VIEWED_LIMIT, recentlyViewedStore } from "@/lib/catalog/recently-viewed";
import { ProductCard } from "./product-card";
import { ProductCarousel } from "./product-carousel";
import section from "./product-section.module.css";

type RecentlyViewedProps = {
  currentCode: string;
  /** Customers' history is kept by the API; visitors' in this browser. */
  customer: boolean;
  locale: Locale;
  title: string;
};

async function loadRecentlyViewed(currentCode: string, customer: boolean): Promise<ProductCardData[]> {
  if (customer) {
    await apiRequest("/api/v2/shop/customer-history-products", { method: "POST", body: { productCode: currentCode } });
    const result = await apiRequest<ProductCardData[]>(`/api/v2/shop/search-customer-history-products?limit=${RECENTLY_VIEWED_LIMIT + 1}`);
    return result.ok ? result.data : [];
  }
  const previous = recentlyViewedStore.get().filter((code) => code !== currentCode);
  recentlyViewedStore.set(pushRecentlyViewed(previous, currentCode));
  if (previous.length === 0) return [];
  const query = new URLSearchParams(previous.map((code) => ["codes[]", code]));
  const result = await apiRequest<ProductCardData[]>(`/api/v2/shop/search-product-codes?${query}`);
  return result.ok ? result.data : [];
}

/** Records this product as viewed and shows the other products viewed lately. */
export function RecentlyViewed({ currentCode, customer, locale, title }: RecentlyViewedProps) {
  const [cards, setCards] = useState<ProductCardData[]>([]);

  useEffect(() => {
    let active = true;
    loadRecentlyViewed(currentCode, customer).then(
      (found) => {
        if (active) setCards(found.filter((card) => card.code !== currentCode).slice(0, RECENTLY_VIEWED_LIMIT));
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [currentCode, customer]);

  if (cards.length === 0) return null;
  return (
    <section className={section.section} aria-labelledby="recently-viewed-title">
      <div className="container">
        <div className={section.header}>
          <h2 id="recently-viewed-title" className={section.title}>
            {title}
          </h2>
        </div>
        <ProductCarousel items={cards.map((card) => ({ key: card.code, node: <ProductCard card={card} locale={locale} /> }))} />
      </div>
    </section>
  );
}
