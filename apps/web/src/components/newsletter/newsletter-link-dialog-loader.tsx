"use client";

import type { Locale } from "@portal/domain/i18n/locales";
import { type NewsletterLinkAction, newsletterLinkActions } from "@portal/domain/newsletter/status";
import type { AbstractIntlMessages } from "next-intl";
import { lazy, Suspense, useEffect, useState } from "react";

export type NewsletterLink = { action: NewsletterLinkAction; token: string };

// The dialog (and the schema library its answers are checked with) loads only for an e-mail's link.
const NewsletterLinkDialog = lazy(() => import("./newsletter-link-dialog"));

const isAction = (value: string | null): value is NewsletterLinkAction => newsletterLinkActions.some((action) => action === value);

/** The link of a newsletter e-mail, read once from the address, which then forgets the token. */
function useLinkFromAddress(): NewsletterLink | null {
  const [link, setLink] = useState<NewsletterLink | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const action = params.get("newsletter");
    const token = params.get("token");
    if (!isAction(action) || !token) return;
    setLink({ action, token });
    // The token leaves the address bar (and the history, and what a later page would see as referrer).
    params.delete("newsletter");
    params.delete("token");
    const rest = params.toString();
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${rest ? `?${rest}` : ""}${window.location.hash}`);
  }, []);
  return link;
}

export function NewsletterLinkDialogLoader({ locale, messages }: { locale: Locale; messages: AbstractIntlMessages }) {
  const link = useLinkFromAddress();
  return link ? (
    <Suspense fallback={null}>
      <NewsletterLinkDialog link={link} locale={locale} messages={messages} />
    </Suspense>
  ) : null;
}
