"use client";

import { type ComponentProps, lazy, Suspense } from "react";

// Only customers get the button: visitors' product pages never load the cart's code.
const AddToCart = lazy(() => import("./add-to-cart"));

export function AddToCartLoader(props: ComponentProps<typeof AddToCart>) {
  return (
    <Suspense fallback={null}>
      <AddToCart {...props} />
    </Suspense>
  );
}
