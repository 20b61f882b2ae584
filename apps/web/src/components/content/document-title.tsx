"use client";

import { useLayoutEffect } from "react";

/**
 * The tab's title while this view is shown. Next's browser side gives a page that ends in
 * notFound() the layout's default title, on the first load and after a navigation alike, and may
 * set it again as metadata streams in: the title is put back whenever it changes. A layout effect,
 * so that leaving the view stops this before the next page's title is written.
 */
export function DocumentTitle({ title }: { title: string }) {
  useLayoutEffect(() => {
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
  return null;
}
