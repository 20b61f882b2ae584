"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { type MouseEvent, type ReactNode, useEffect, useState } from "react";
import styles from "./product-listing.module.css";

/** A navigation that fails leaves the list usable again after this long. */
const PENDING_LIMIT_MS = 10_000;

function followsLink(event: MouseEvent<HTMLElement>): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element).closest("a");
  if (!link || link.target === "_blank" || link.hasAttribute("download") || link.origin !== window.location.origin) return false;
  return link.pathname + link.search !== window.location.pathname + window.location.search;
}

/**
 * Shows that the list is loading while a filter, sort or page chosen in it loads: the list is
 * rendered in full by the server (it works without JavaScript), so this only marks the wait.
 */
export function ListingBusy({ label, children }: { label: string; children: ReactNode }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const address = `${pathname}?${searchParams}`;
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState(address);
  if (shown !== address) {
    setShown(address);
    setPending(false);
  }

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setPending(false), PENDING_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  return (
    // Clicks (Enter on a link fires one too) and submits bubble up from the list's own links and forms.
    // biome-ignore lint/a11y/noStaticElementInteractions: only watches navigations started by the links and forms inside.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above; the links and forms handle the keyboard themselves.
    <div
      className={styles.busyArea}
      aria-busy={pending}
      data-pending={pending ? "" : undefined}
      onClick={(event) => followsLink(event) && setPending(true)}
      onSubmit={() => setPending(true)}
    >
      <div className={pending ? styles.progress : undefined} role="status">
        {pending ? <span className="visually-hidden">{label}</span> : null}
      </div>
      {children}
    </div>
  );
}
