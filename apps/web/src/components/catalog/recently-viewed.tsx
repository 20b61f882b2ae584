"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { pushRecentlyViewed, recentlyViewedStore } from "@/lib/catalog/recently-viewed";
import type { RecentlyViewedListProps } from "./recently-viewed-list";

// The cards load only when there is something to show: a visitor's first product needs none of their code.
const RecentlyViewedList = lazy(() => import("./recently-viewed-list"));

/** Records this product as viewed and shows the other products viewed lately. */
export function RecentlyViewed(props: Omit<RecentlyViewedListProps, "previous">) {
  const { currentCode, customer } = props;
  const [previous, setPrevious] = useState<readonly string[] | null>(null);

  useEffect(() => {
    if (customer) {
      setPrevious([]);
      return;
    }
    const viewed = recentlyViewedStore.get().filter((code) => code !== currentCode);
    recentlyViewedStore.set(pushRecentlyViewed(viewed, currentCode));
    setPrevious(viewed);
  }, [currentCode, customer]);

  if (previous === null || (!customer && previous.length === 0)) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedList {...props} previous={previous} />
    </Suspense>
  );
}
