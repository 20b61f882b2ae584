"use client";

import { type ComponentProps, lazy, Suspense } from "react";

// Only customers see the account menu: visitors' pages never load its code.
const AccountMenu = lazy(() => import("./account-menu").then((module) => ({ default: module.AccountMenu })));

export function AccountMenuLoader(props: ComponentProps<typeof AccountMenu>) {
  return (
    <Suspense fallback={null}>
      <AccountMenu {...props} />
    </Suspense>
  );
}
