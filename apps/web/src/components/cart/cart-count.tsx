"use client";

import { useEffect, useSyncExternalStore } from "react";
import { type CountLabels, countLabel } from "@/lib/cart/count-label";
import { cartStore, EMPTY_SNAPSHOT } from "@/lib/cart/store";
import { badgeText } from "@/lib/cart/view";

type CartCountProps = {
  owner: string;
  locale: string;
  /** The figure on the icon (hidden from assistive technology), or the words the link is read with. */
  kind: "badge" | "label";
  labels: CountLabels;
  className?: string;
};

/** The sum of the cart's quantities in the header; updated by every answer of the cart API. */
export default function CartCount({ owner, locale, kind, labels, className }: CartCountProps) {
  const snapshot = useSyncExternalStore(cartStore.subscribe, cartStore.get, () => EMPTY_SNAPSHOT);
  useEffect(() => {
    void cartStore.load(owner);
  }, [owner]);

  const count = snapshot.owner === owner ? snapshot.count : null;
  if (count === null) return null;
  if (kind === "label") return <span className="visually-hidden">{countLabel(labels, count, locale)}</span>;
  return count > 0 ? (
    <span className={className} aria-hidden="true">
      {badgeText(count)}
    </span>
  ) : null;
}
