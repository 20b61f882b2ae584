import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { routeTable } from "../../apps/web/src/i18n/routes";
import { expectAccessible } from "../support/a11y";
import { categoryPath, productPath, sitemapProducts, taxonTree } from "../support/catalog";
import { message } from "../support/messages";
import { logIn, loginPath } from "../support/session";

const locales = ["fr", "en", "de", "nl"] as const;
type Locale = (typeof locales)[number];

/** Pages built so far; every other route answers the localized 404 until its feature exists. */
const built = new Set([
  "home",
  "content-page",
  "login",
  "forgot-password",
  "change-password",
  "verify-email",
  "account",
  "account-addresses",
  "company-add",
  "manage-users",
  "invitation",
  "registration",
  "cart",
  "checkout",
  "checkout-confirm",
  "error-access-denied",
  "error-not-found",
  "product",
  "comparator",
  "comparator-pdf",
  "category",
  "products",
  "products-category",
  "search",
]);

/** A real content page per locale (from the demo content), for the `/{slug}` route. */
const aboutSlug: Record<Locale, string> = { fr: "qui-sommes-nous", en: "about-us", de: "ueber-uns", nl: "over-ons" };

/** A real product slug per locale (from the catalogue's sitemap), for the `/product/{slug}` route. */
async function productSlugs(request: APIRequestContext): Promise<Record<Locale, string>> {
  const [product] = await sitemapProducts(request);
  const slugs = Object.fromEntries((product?.localizations ?? []).map(({ locale, slug }) => [locale, slug]));
  for (const locale of locales) if (!slugs[locale]) throw new Error(`no product slug in ${locale}`);
  return slugs as Record<Locale, string>;
}

/** A real sub-category slug per locale (the same category in each), for the `/category/{slug…}` routes. */
async function categorySlugs(request: APIRequestContext): Promise<Record<Locale, string>> {
  const slugs: Partial<Record<Locale, string>> = {};
  const [first] = await taxonTree(request, "fr");
  const code = first?.children[0]?.code;
  for (const locale of locales) {
    const parent = (await taxonTree(request, locale)).find((taxon) => taxon.code === first?.code);
    const slug = parent?.children.find((child) => child.code === code)?.slug;
    if (!slug) throw new Error(`no category slug in ${locale}`);
    slugs[locale] = slug;
  }
  return slugs as Record<Locale, string>;
}

type Slugs = { product?: string; category?: string };

function urlOf(route: (typeof routeTable)[number], locale: Locale, slugs: Slugs = {}): string {
  const template = typeof route.localized === "string" ? route.localized : route.localized[locale];
  const slug = route.id === "content-page" ? aboutSlug[locale] : route.id === "product" ? (slugs.product ?? "demo-item") : "demo-item";
  const path = template
    .replace("[slug]", slug)
    .replace("[...slug]", slugs.category ?? "demo/item")
    .replace(/\[[A-Za-z]+\]/g, "demo-token");
  return `/${locale}${path === "/" ? "" : path}`;
}

async function expectNotFound(page: Page, url: string, locale: Locale) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "errorPages.notFound.title"));
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
}

for (const locale of locales) {
  test(`every route answers in ${locale} for a visitor`, async ({ page }) => {
    test.setTimeout(300_000);
    const [products, categories] = await Promise.all([productSlugs(page.request), categorySlugs(page.request)]);
    for (const route of routeTable) {
      const url = urlOf(route, locale, { product: products[locale], category: categories[locale] });
      if (route.id === "comparator-pdf") {
        // A download, not a page: no document to check for accessibility.
        const response = await page.request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()["content-type"], url).toBe("application/pdf");
        expect((await response.body()).subarray(0, 5).toString("latin1"), url).toBe("%PDF-");
        continue;
      }
      if (route.auth === "customer") {
        await page.goto(url);
        await expect(page, url).toHaveURL(`${loginPath(locale)}?returnTo=${encodeURIComponent(url)}`);
      } else if (built.has(route.id)) {
        const response = await page.goto(url);
        const expected = route.id === "error-not-found" ? 404 : 200;
        expect(response?.status(), url).toBe(expected);
        await expect(page.getByRole("heading", { level: 1 }), url).toBeVisible();
      } else {
        await expectNotFound(page, url, locale);
      }
      await expectAccessible(page);
    }
    // An unknown product or category still answers the localized 404.
    await expectNotFound(page, productPath(locale, "demo-item"), locale);
    await expectNotFound(page, categoryPath(locale, "demo/item"), locale);
  });

  test(`every customer route answers in ${locale} once logged in`, async ({ page }) => {
    test.setTimeout(300_000);
    await logIn(page, "buyer@demo.example", locale);
    for (const route of routeTable.filter((candidate) => candidate.auth === "customer")) {
      const url = urlOf(route, locale);
      if (built.has(route.id)) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page).toHaveURL(url);
      } else {
        await expectNotFound(page, url, locale);
      }
      await expectAccessible(page);
    }
  });
}

test("the root sends visitors to the French home page", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/fr\/?$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test("robots.txt keeps crawlers out of the customer area", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toMatch(/User-agent: \*/i);
  expect(body).toContain("Disallow: /api/");
  expect(body).toMatch(/Sitemap: http/);
});
