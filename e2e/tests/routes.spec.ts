import { type APIRequestContext, expect, test } from "@playwright/test";
import { routeTable } from "../../apps/web/src/i18n/routes";
import { expectAccessible } from "../support/a11y";
import { categoryPath, productPath, productsCategoryPath, sitemapProducts, taxonTree } from "../support/catalog";
import { message } from "../support/messages";
import { DEMO_PASSWORD, logIn, loginPath } from "../support/session";

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
  "invoices",
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
  "quotes",
  "quote",
  "orders",
  "order",
  "dashboard",
  "simplified-warranty",
  "warranty-claim",
  "warranties",
  "warranty",
  "machines",
  "machine",
  "machine-registration",
  "contact",
  "priced-documents",
  "technical-documents",
  "partsmart",
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

type Slugs = {
  product?: string;
  category?: string;
  quote?: string;
  orderToken?: string;
  warrantyToken?: string;
  machineToken?: string;
};

function urlOf(route: (typeof routeTable)[number], locale: Locale, slugs: Slugs = {}): string {
  const template = typeof route.localized === "string" ? route.localized : route.localized[locale];
  const slug = route.id === "content-page" ? aboutSlug[locale] : route.id === "product" ? (slugs.product ?? "demo-item") : "demo-item";
  const path = template
    .replace("[slug]", slug)
    .replace("[...slug]", slugs.category ?? "demo/item")
    .replace("[number]", slugs.quote ?? "demo-token")
    .replace("[orderToken]", slugs.orderToken ?? "demo-token")
    .replace("[warrantyToken]", slugs.warrantyToken ?? "demo-token")
    .replace("[machineToken]", slugs.machineToken ?? "demo-token")
    .replace(/\[[A-Za-z]+\]/g, "demo-token");
  return `/${locale}${path === "/" ? "" : path}`;
}

/** A page as the server answers it: the sweeps read many, over HTTP, without a browser page each. */
type Answer = { url: string; status: number; location: string | null; contentType: string; body: Buffer };

async function fetchPage(baseURL: string | undefined, url: string, cookie?: string): Promise<Answer> {
  const response = await fetch(new URL(url, baseURL), { redirect: "manual", headers: cookie ? { cookie } : {} });
  return {
    url,
    status: response.status,
    location: response.headers.get("location"),
    contentType: response.headers.get("content-type") ?? "",
    body: Buffer.from(await response.arrayBuffer()),
  };
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name] ?? "")
    .trim();

/** What a sweep checks of a document: its language, title and main heading. */
function documentOf(answer: Answer) {
  const html = answer.body.toString("utf8");
  return {
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1],
    title: textOf(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    heading: textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ""),
  };
}

function expectPage(answer: Answer, locale: Locale) {
  expect(answer.status, answer.url).toBe(200);
  expect(answer.contentType, answer.url).toContain("text/html");
  const page = documentOf(answer);
  expect(page.lang, answer.url).toBe(locale);
  expect(page.title, answer.url).not.toBe("");
  expect(page.heading, answer.url).not.toBe("");
}

/**
 * The localized 404: its status and a title of its own, in the page's language. Next sends the body
 * of a page that ends in notFound() as data the browser renders: the journeys read that body.
 */
function expectNotFound(answer: Answer, locale: Locale) {
  expect(answer.status, answer.url).toBe(404);
  expect(answer.contentType, answer.url).toContain("text/html");
  expect(documentOf(answer).title, answer.url).toMatch(new RegExp(`^${message(locale, "errorPages.notFound.title")} \\| `));
}

/** Logs in through the API on the portal's origin and gives the session's cookies. */
async function sessionCookie(baseURL: string | undefined, email: string): Promise<string> {
  const response = await fetch(new URL("/api/v2/shop/authentication-token", baseURL), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

for (const locale of locales) {
  test(`every route answers in ${locale} for a visitor`, async ({ request, baseURL }) => {
    const [products, categories] = await Promise.all([productSlugs(request), categorySlugs(request)]);
    for (const route of routeTable) {
      const url = urlOf(route, locale, { product: products[locale], category: categories[locale] });
      const answer = await fetchPage(baseURL, url);
      if (route.id === "comparator-pdf") {
        expect(answer.status, url).toBe(200);
        expect(answer.contentType, url).toBe("application/pdf");
        expect(answer.body.subarray(0, 5).toString("latin1"), url).toBe("%PDF-");
      } else if (route.auth === "customer") {
        expect(answer.status, url).toBe(307);
        expect(answer.location, url).toBe(`${loginPath(locale)}?returnTo=${encodeURIComponent(url)}`);
      } else if (built.has(route.id)) {
        if (route.id === "error-not-found") expectNotFound(answer, locale);
        else expectPage(answer, locale);
      } else {
        expectNotFound(answer, locale);
      }
    }
    // An unknown product or category still answers the localized 404.
    expectNotFound(await fetchPage(baseURL, productPath(locale, "demo-item")), locale);
    expectNotFound(await fetchPage(baseURL, categoryPath(locale, "demo/item")), locale);
  });

  test(`every customer route answers in ${locale} once logged in`, async ({ baseURL }) => {
    const cookie = await sessionCookie(baseURL, "buyer@demo.example");
    // A quote of the demo data, for the quote page.
    const quotes = await fetch(new URL("/api/v2/shop/quotes", baseURL), { headers: { cookie } });
    const quote: string | undefined = ((await quotes.json()) as { items: { number: string }[] }).items[0]?.number;
    expect(quote).toBeDefined();
    // A placed order of the buyer's company: the demo data hold two years of them.
    const orders = await fetch(new URL("/api/v2/shop/orders?itemsPerPage=1", baseURL), { headers: { cookie } });
    const orderToken: string = (await orders.json()).items[0].tokenValue;
    // A warranty claim of the buyer's company, from the demo data.
    const claims = await fetch(new URL("/api/v2/shop/machine-warranties?itemsPerPage=1", baseURL), { headers: { cookie } });
    const warrantyToken: string = (await claims.json()).items[0].token;
    // A registered machine of the buyer's company.
    const machines = await fetch(new URL("/api/v2/shop/machine-registrations?itemsPerPage=1", baseURL), { headers: { cookie } });
    const machineToken: string = (await machines.json()).items[0].token;
    for (const route of routeTable.filter((candidate) => candidate.auth === "customer")) {
      const url = urlOf(route, locale, { quote, orderToken, warrantyToken, machineToken });
      const answer = await fetchPage(baseURL, url, cookie);
      if (built.has(route.id)) expectPage(answer, locale);
      else expectNotFound(answer, locale);
    }
  });
}

test("the pages no other journey opens pass the accessibility checks", async ({ page, request }) => {
  test.setTimeout(180_000);
  const categories = await categorySlugs(request);
  const visitorPages = [
    "/fr/products",
    productsCategoryPath("en", categories.en),
    "/de/error/access-denied",
    "/nl/error/not-found",
    // A content page that does not exist: the 404 view.
    "/fr/page-introuvable",
    "/de/suche",
  ];
  for (const url of visitorPages) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 }), url).toBeVisible();
    await expectAccessible(page);
  }
  // A visitor lost on the 404 is offered the login page...
  await page.goto("/en/missing-page");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: message("en", "errorPages.notFound.login") })).toHaveAttribute("href", "/en/user/login");
  await logIn(page, "buyer@demo.example", "en");
  for (const url of ["/en/user/company/add", "/en/user/dashboard"]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 }), url).toBeVisible();
    await expectAccessible(page);
  }
  // ...a customer already logged in, the customer area.
  await page.goto("/en/missing-page");
  await expect(main.getByRole("link", { name: message("en", "errorPages.notFound.account") })).toHaveAttribute(
    "href",
    "/en/user/dashboard",
  );
  await expect(main.getByRole("link", { name: message("en", "errorPages.notFound.login") })).toHaveCount(0);
  await expectAccessible(page);
});

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
