import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import en from "../../../messages/en.json";

/** The markup of a kit component as the English page renders it, for tests. */
export function renderMarkup(node: ReactNode): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Paris">
      {node}
    </NextIntlClientProvider>,
  );
}
