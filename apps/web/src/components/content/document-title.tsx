"use client";

import { useEffect } from "react";

/**
 * The tab's title, set once the page runs. A 404's metadata is in the server's HTML, but Next's
 * browser side puts the layout's default title back when a page ends in notFound().
 */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
