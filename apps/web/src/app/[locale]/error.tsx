"use client";

import { lazy, Suspense } from "react";

// Pages seldom fail: the error page's code loads when one does, not with every page.
const ErrorPage = lazy(() => import("@/components/content/error-page"));

/** Something failed while rendering a page: the error page, in the visitor's language, with a retry. */
export default function LocaleError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorPage {...props} />
    </Suspense>
  );
}
