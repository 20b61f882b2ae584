"use client";

import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { Alert } from "../ui/alert";

/** Said once a quote request succeeded: its number, and a link to it. */
export function QuoteRequested({ number, href }: { number: string; href: string }) {
  const t = useTranslations("quotes.request.success");
  return (
    <Alert tone="success" title={t("title", { number })}>
      <p>{t("text")}</p>
      <p>
        <NextLink href={href}>{t("link", { number })}</NextLink>
      </p>
    </Alert>
  );
}
