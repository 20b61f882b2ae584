import type { Locale } from "@portal/domain/i18n/locales";

export const BRAND = "Orvane Machines";
const BRAND_COLOUR = "#2f6a2c";
const TEXT_COLOUR = "#1f2a1e";
const MUTED_COLOUR = "#5b6659";
const BORDER_COLOUR = "#dfe5dd";

/** Every value from a payload goes through this before it enters the HTML. */
export function escapeHtml(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(cents: number, locale: Locale, currency = "EUR"): string {
  const key = `${locale}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency });
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100);
}

export function formatPercent(basisPoints: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/** Dates in the manufacturer's time zone, so an order placed late in the evening keeps its day. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Europe/Paris" }).format(new Date(iso));
}

/** A moment in the same time zone, with the time and the zone's name: when an account changed. */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: "Europe/Paris",
  }).format(new Date(iso));
}

export function countryName(code: string, locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
}

export const styles = {
  paragraph: `margin:0 0 16px;font-size:15px;line-height:1.5;color:${TEXT_COLOUR};`,
  heading: `margin:24px 0 8px;font-size:16px;font-weight:600;color:${TEXT_COLOUR};`,
  muted: `color:${MUTED_COLOUR};`,
  cell: `padding:8px 6px;border-bottom:1px solid ${BORDER_COLOUR};font-size:14px;color:${TEXT_COLOUR};vertical-align:top;`,
  headCell: `padding:8px 6px;border-bottom:2px solid ${BORDER_COLOUR};font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:0.03em;color:${MUTED_COLOUR};text-align:left;`,
  button: `display:inline-block;padding:12px 20px;border-radius:6px;background:${BRAND_COLOUR};color:#ffffff;font-size:15px;font-weight:600;text-decoration:none;`,
} as const;

/**
 * The frame of every e-mail: brand header, content, footer. Tables and inline styles, because mail
 * clients ignore style sheets and most of modern CSS layout.
 */
export function renderLayout({
  locale,
  title,
  preheader,
  body,
  footer,
}: {
  locale: Locale;
  title: string;
  preheader: string;
  body: string;
  footer: string;
}) {
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f5f2;font-family:Helvetica,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f2;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;border:1px solid ${BORDER_COLOUR};">
<tr><td style="padding:20px 24px;background:${BRAND_COLOUR};border-radius:8px 8px 0 0;color:#ffffff;font-size:20px;font-weight:700;letter-spacing:0.02em;">${BRAND}</td></tr>
<tr><td style="padding:24px;">
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${BORDER_COLOUR};font-size:12px;line-height:1.5;color:${MUTED_COLOUR};">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
