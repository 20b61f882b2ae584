"use client";

import { type ComponentProps, lazy, Suspense } from "react";

// Only customers have a cart: visitors' pages never load the code that counts it.
const CartCount = lazy(() => import("./cart-count"));

export function CartCountLoader(props: ComponentProps<typeof CartCount>) {
  return (
    <Suspense fallback={null}>
      <CartCount {...props} />
    </Suspense>
  );
}
