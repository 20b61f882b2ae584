import type { Locale } from "@portal/domain/i18n/locales";
import type { QuoteDisplayStatus } from "@portal/domain/quotes/status";
import { localizedTemplate } from "../../i18n/routes";

/** A quote's page with `[number]` in place of its number, for links made in the browser. */
export function quotePathTemplate(locale: Locale): string {
  return `/${locale}${localizedTemplate("/user/quotes/[number]", locale)}`;
}

export const quotePathOf = (template: string, number: string) => template.replace("[number]", encodeURIComponent(number));

type Tone = "neutral" | "info" | "success" | "warning" | "danger";

/** The badge of each status a buyer reads. */
export const quoteStatusTone: Record<QuoteDisplayStatus, Tone> = {
  waiting_price: "neutral",
  treated: "info",
  sent: "info",
  ordered: "success",
  expired: "danger",
};

/** A `YYYY-MM-DD` date or an instant, as `locale` writes a date. */
export function formatDay(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(value));
}
