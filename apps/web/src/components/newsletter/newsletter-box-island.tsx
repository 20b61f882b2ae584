"use client";

import type { Locale } from "@portal/domain/i18n/locales";
import { type AbstractIntlMessages, NextIntlClientProvider } from "next-intl";
import type { ComponentProps } from "react";
import { NewsletterBox } from "./newsletter-box";

/** The working newsletter box with its words: what the footer loads once someone uses the form. */
export default function NewsletterBoxIsland({
  locale,
  messages,
  ...box
}: ComponentProps<typeof NewsletterBox> & { locale: Locale; messages: AbstractIntlMessages }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <NewsletterBox {...box} />
    </NextIntlClientProvider>
  );
}
