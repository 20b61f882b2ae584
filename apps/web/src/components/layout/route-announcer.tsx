"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

/**
 * Tells screen-reader users that a client-side navigation landed, by reading the new page title.
 * It replaces Next's own announcer (hidden in global.css), which speaks through role="alert":
 * that interrupts the user and would mix page changes with the form errors this site announces.
 */
export function RouteAnnouncer() {
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState("");

  if (shownPath !== pathname) {
    setShownPath(pathname);
    setPending(true);
  }

  useEffect(() => {
    if (!pending) return;
    // The title is updated once the new page's metadata has streamed in.
    const timer = setTimeout(() => {
      setMessage(document.title || document.querySelector("h1")?.textContent || "");
      setPending(false);
    }, 200);
    return () => clearTimeout(timer);
  }, [pending]);

  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
      {message}
    </p>
  );
}
