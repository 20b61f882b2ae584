"use client";

import type { Locale } from "@portal/domain/i18n/locales";
import type { AbstractIntlMessages } from "next-intl";
import { lazy, Suspense, useEffect, useState } from "react";
import { searchFieldIds } from "./search-field";

// Suggestions load on the first focus of the field: pages where nobody searches never download them.
const SearchSuggestions = lazy(() => import("./search-suggestions"));

/** Turns the header's plain search form into a combobox with suggestions once it is used. */
export function SearchSuggestionsLoader({ locale, messages }: { locale: Locale; messages: AbstractIntlMessages }) {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const form = document.getElementById(searchFieldIds.form);
    if (!form) return;
    // The field may have been focused before this code ran.
    if (form.contains(document.activeElement)) setUsed(true);
    const onFocus = () => setUsed(true);
    form.addEventListener("focusin", onFocus, { once: true });
    return () => form.removeEventListener("focusin", onFocus);
  }, []);
  return used ? (
    <Suspense fallback={null}>
      <SearchSuggestions locale={locale} messages={messages} />
    </Suspense>
  ) : null;
}
