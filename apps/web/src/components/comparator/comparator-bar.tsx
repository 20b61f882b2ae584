"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense } from "react";
import { useComparedCodes } from "./use-compared-codes";

/** The bar's words, translated by the server; `count` says "2 products of 3" for 1, 2… products. */
export type ComparatorBarLabels = { label: string; count: string[]; compare: string; clear: string };

// Most visits compare nothing: the bar's code loads once a product is added.
const ComparatorBarPanel = lazy(() => import("./comparator-bar-panel"));

/** A small floating reminder of the products being compared, with the way to the comparison. */
export function ComparatorBar({ comparatorPath, labels }: { comparatorPath: string; labels: ComparatorBarLabels }) {
  const pathname = usePathname();
  const codes = useComparedCodes();
  if (codes.length === 0 || pathname === comparatorPath) return null;
  return (
    <Suspense fallback={null}>
      <ComparatorBarPanel codes={codes} comparatorPath={comparatorPath} labels={labels} />
    </Suspense>
  );
}
