"use client";

import { usePathname, useRouter } from "next/navigation";
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from "react";
import { comparatorStore } from "@/lib/comparator/store";
import { useComparedCodes } from "./use-compared-codes";

const noSubscription = () => () => undefined;

type ComparatorSyncProps = {
  /** The codes of the address (`?codes=`), which the server rendered. */
  shownCodes: string[];
  /** Those the catalogue still knows. */
  foundCodes: string[];
  /** What to show when nothing is compared. */
  empty: ReactNode;
  loading: ReactNode;
};

/**
 * Keeps the address in line with this browser's comparison list, so the server renders it (and the
 * PDF link names it). A shared address is taken over when the list is still empty.
 */
export function ComparatorSync({ shownCodes, foundCodes, empty, loading }: ComparatorSyncProps) {
  const router = useRouter();
  const pathname = usePathname();
  const stored = useComparedCodes();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const adopted = useRef(false);
  const shown = shownCodes.join(",");

  useEffect(() => {
    if (!adopted.current) {
      adopted.current = true;
      const current = comparatorStore.get();
      if (current.length === 0 && shownCodes.length > 0) {
        comparatorStore.set(shownCodes.filter((code) => foundCodes.includes(code)));
        return;
      }
      // Products gone from the catalogue leave the list.
      const kept = current.filter((code) => !shownCodes.includes(code) || foundCodes.includes(code));
      if (kept.length !== current.length) {
        comparatorStore.set(kept);
        return;
      }
    }
    const wanted = stored.join(",");
    if (wanted !== shown) router.replace(wanted ? `${pathname}?codes=${wanted}` : pathname, { scroll: false });
  }, [stored, shown, shownCodes, foundCodes, pathname, router]);

  if (shownCodes.length > 0) return null;
  if (!hydrated || stored.length > 0) return <>{loading}</>;
  return <>{empty}</>;
}
