"use client";

import { type ComponentProps, lazy, Suspense } from "react";

// Rendered for customers only: a visitor's lists and search results never load the cart's code.
const CardAddToCart = lazy(() => import("./card-add-to-cart"));

export function CardAddToCartLoader(props: ComponentProps<typeof CardAddToCart>) {
  return (
    <Suspense fallback={null}>
      <CardAddToCart {...props} />
    </Suspense>
  );
}
