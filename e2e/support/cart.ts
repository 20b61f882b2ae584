import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";
import { type Locale, productView, sitemapProducts } from "./catalog";

const cartSegment: Record<Locale, string> = { fr: "panier", en: "cart", de: "korb", nl: "mand" };
export const cartPath = (locale: Locale) => `/${locale}/${cartSegment[locale]}`;

export type OrderablePart = { code: string; reference: string; priceCents: number; name: string };

/**
 * Spare parts that can be ordered in any quantity (made to order, so no shelf runs out while
 * journeys run side by side), with a price.
 */
export async function orderableParts(request: APIRequestContext, locale: Locale, count: number): Promise<OrderablePart[]> {
  const found: OrderablePart[] = [];
  for (const item of (await sitemapProducts(request)).slice(0, 400)) {
    const view = await productView(request, item.code, locale);
    const variant = view.variants[0];
    if (view.type !== "spare_part" || !variant || variant.priceOnRequest || variant.priceCents === null) continue;
    if (variant.stockStatus !== "on_order" || variant.supersededBy) continue;
    found.push({ code: variant.code, reference: variant.reference, priceCents: variant.priceCents, name: view.name });
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} orderable parts in the catalogue`);
}

/** The e-mails the portal wrote to its outbox folder (no SMTP server in the journeys), newest last. */
export function outboxMails(): string[] {
  const folder = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  let names: string[] = [];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
  // Quoted-printable bodies wrap long lines with a trailing "=": joined again, a number reads whole.
  return names.sort().map((name) => readFileSync(join(folder, name), "utf8").replace(/=\r?\n/g, ""));
}

/** Waits until the outbox holds an e-mail to `recipient` that mentions `text`. */
export async function expectMail(recipient: string, text: string) {
  await expect
    .poll(() => outboxMails().some((mail) => mail.includes(`To: ${recipient}`) && mail.includes(text)), { timeout: 15_000 })
    .toBe(true);
}
