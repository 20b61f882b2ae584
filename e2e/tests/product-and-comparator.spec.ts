import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import {
  comparatorPath,
  formatPrice,
  type Locale,
  pricedMachines,
  productDocuments,
  productPath,
  sitemapProducts,
  variantAttributes,
} from "../support/catalog";
import { message } from "../support/messages";
import { logIn } from "../support/session";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function switchLanguage(page: Page, from: Locale, language: string) {
  const label = message(from, "languageSwitcher.label", { language: ".*" }).replace(/[()]/g, "\\$&");
  await page
    .getByRole("button", { name: new RegExp(label) })
    .first()
    .click();
  await page.getByRole("link", { name: language }).first().click();
}

for (const locale of ["fr", "nl"] as const) {
  test(`a product page shows price, availability, tabs and documents in ${locale}`, async ({ page, request }) => {
    const [product] = await pricedMachines(request, locale, 1);
    if (!product) throw new Error("no machine");
    const variant = product.variants[0];
    if (!variant || variant.priceCents === null) throw new Error("no priced variant");

    const response = await page.goto(productPath(locale, product.slug));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    const main = page.locator("main");
    // A visitor reads the list price, and is told so.
    await expect(main.getByText(message(locale, "product.price.listLabel"))).toBeVisible();
    await expect(main.getByText(message(locale, "product.price.listNote"))).toBeVisible();
    await expect(main).toContainText(formatPrice(variant.priceCents, locale));
    await expect(main).toContainText(message(locale, `catalog.stock.${variant.stockStatus}`));
    if (variant.deliveryPromise) await expect(main).toContainText(message(locale, `catalog.delivery.${variant.deliveryPromise}`));
    await expect(main.getByText(variant.reference, { exact: true }).first()).toBeVisible();

    // A visitor is invited to log in, and comes back to this product afterwards.
    const login = page.getByRole("link", { name: message(locale, "product.buy.login") });
    await expect(login).toHaveAttribute(
      "href",
      new RegExp(`returnTo=${escapeRegExp(encodeURIComponent(productPath(locale, product.slug)))}`),
    );

    // Structured data and the page in the other languages.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "Product", sku: variant.reference, offers: { priceCurrency: "EUR" } });
    const german = product.localizations.find((entry) => entry.locale === "de");
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", new RegExp(`/de/produkt/${german?.slug}$`));
    await expectAccessible(page);

    // Tabs: arrow keys move between them; the documentation lists downloadable PDFs with their size.
    const tabs = page.getByRole("tablist", { name: message(locale, "product.tabs.label") });
    const first = tabs.getByRole("tab").first();
    await first.focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tab").nth(1)).toBeFocused();

    const documents = await productDocuments(request, product.code, locale);
    expect(documents.length).toBeGreaterThan(0);
    await tabs.getByRole("tab", { name: message(locale, "product.tabs.documents") }).click();
    const panel = page.getByRole("tabpanel", { name: message(locale, "product.tabs.documents") });
    await expect(panel).toBeVisible();
    const document = documents[0];
    if (!document) throw new Error("no document");
    const size = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(document.sizeBytes / 1024);
    await expect(panel).toContainText(message(locale, "product.documents.sizeValue", { size }));
    const link = panel.getByRole("link", { name: new RegExp(escapeRegExp(document.title)) }).first();
    const file = await request.get((await link.getAttribute("href")) ?? "");
    expect(file.headers()["content-type"]).toContain("application/pdf");
    await tabs.getByRole("tab", { name: message(locale, "product.tabs.technical") }).click();
    await expect(
      page
        .getByRole("tabpanel", { name: message(locale, "product.tabs.technical") })
        .getByRole("row")
        .first(),
    ).toBeVisible();
    await expectAccessible(page);

    // A version is chosen through the address, which can be shared.
    const other = product.variants[1];
    if (other) {
      await page.getByRole("radio", { name: new RegExp(escapeRegExp(other.reference)) }).check();
      await expect(page).toHaveURL(new RegExp(`\\?variant=${escapeRegExp(other.code)}$`));
      await expect(page.locator("main dl")).toContainText(other.reference);
      await page.reload();
      await expect(page.getByRole("radio", { name: new RegExp(escapeRegExp(other.reference)) })).toBeChecked();
    }
  });
}

test("a customer sees their company's price, the quantity field and the products viewed lately", async ({ page, request }) => {
  const [first, second] = await pricedMachines(request, "fr", 2);
  const listCents = first?.variants[0]?.priceCents;
  if (!first || !second || !listCents) throw new Error("no products");
  await logIn(page, "buyer@demo.example", "fr");
  await page.goto(productPath("fr", first.slug));
  // Vertmoteur buys at 10 % off the list price, struck through beside it: as the cart will count it.
  const buyBox = page.getByRole("region", { name: message("fr", "product.buy.title") });
  await expect(buyBox.getByText(message("fr", "product.price.yourLabel"))).toBeVisible();
  await expect(buyBox.locator("s").first()).toContainText(formatPrice(listCents, "fr"));
  await expect(buyBox).toContainText(formatPrice(listCents - Math.round(listCents / 10), "fr"));
  await expect(page.getByLabel(message("fr", "product.buy.quantity"))).toHaveValue("1");
  await expect(page.getByText(message("fr", "product.buy.cartNote"))).toBeVisible();
  await expect(page.getByRole("link", { name: message("fr", "product.buy.login") })).toHaveCount(0);
  await page.goto(productPath("fr", second.slug));
  const recent = page.getByRole("region", { name: message("fr", "product.recentlyViewed") });
  await expect(recent.getByRole("link", { name: first.name })).toBeVisible();
  await expectAccessible(page);
});

test("switching language keeps the product page with its translated slug", async ({ page, request }) => {
  const [product] = await pricedMachines(request, "fr", 1);
  const dutch = product?.localizations.find((entry) => entry.locale === "nl");
  if (!product || !dutch) throw new Error("no product");
  await page.goto(productPath("fr", product.slug));
  await switchLanguage(page, "fr", "Nederlands");
  await expect(page).toHaveURL(productPath("nl", dutch.slug));
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
});

test("an unknown product answers the localized 404", async ({ page }) => {
  const response = await page.goto(productPath("nl", "onbekend-product-xyz"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("nl", "errorPages.notFound.title"));
  // The tab says so too, once the page runs, and not just the site's name.
  await expect(page).toHaveTitle(new RegExp(`^${message("nl", "errorPages.notFound.title")} \\| `));
  await expectAccessible(page);
});

for (const locale of ["fr", "nl"] as const) {
  test(`the comparator holds three products, refuses a fourth and shows them side by side in ${locale}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const machines = await pricedMachines(request, locale, 4);
    const add = message(locale, "compare.add");

    for (const [index, product] of machines.entries()) {
      await page.goto(productPath(locale, product.slug));
      // The cookie banner covers the bottom of the screen until the visitor answers it.
      if (index === 0) await page.getByRole("button", { name: message(locale, "consent.refuseAll") }).click();
      const toggle = page.getByLabel(add, { exact: true });
      // The fourth one is refused: the box stays unticked.
      if (index < 3) await toggle.check();
      else await toggle.click();
      if (index === 1) {
        // The first product is now among the recently viewed ones.
        const recent = page.getByRole("region", { name: message(locale, "product.recentlyViewed") });
        await expect(recent.getByRole("link", { name: machines[0]?.name })).toBeVisible();
      }
    }
    await expect(page.getByLabel(add, { exact: true })).not.toBeChecked();
    await expect(page.getByText(message(locale, "compare.limitReached", { limit: "3" }))).toBeVisible();
    await expectAccessible(page);

    // The floating bar leads to the comparison of the three.
    const bar = page.getByRole("complementary", { name: message(locale, "compare.bar.label") });
    await bar.getByRole("link", { name: message(locale, "compare.bar.compare") }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(comparatorPath(locale))}\\?codes=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "comparator.title"));
    const table = page.getByRole("table");
    for (const product of machines.slice(0, 3)) await expect(table.getByRole("link", { name: product.name })).toBeVisible();
    await expect(table.getByRole("link", { name: machines[3]?.name })).toHaveCount(0);

    // Weight and cutting width belong to each version: they show as on the product pages, not as "–".
    const technical = await Promise.all(
      machines.slice(0, 3).map((machine) => variantAttributes(request, machine.variants[0]?.code ?? "", locale)),
    );
    for (const code of ["weight_kg", "cutting_width_cm"]) {
      const name = technical.flat().find((attribute) => attribute.code === code)?.name;
      if (!name) continue;
      const row = table.getByRole("row", { name: new RegExp(`^${escapeRegExp(name)}`) });
      for (const attributes of technical) {
        const value = attributes.find((attribute) => attribute.code === code);
        if (value) await expect(row).toContainText(value.unit ? `${value.formatted} ${value.unit}` : value.formatted);
      }
    }

    // Rows whose values differ are highlighted; the others can be hidden. A visitor compares list prices.
    const priceRow = table.getByRole("row", { name: new RegExp(escapeRegExp(message(locale, "comparator.rows.listPrice"))) });
    await expect(priceRow).toHaveClass(/differs/);
    const sameRows = table.locator("tr[data-same]");
    const same = await sameRows.count();
    await page.getByLabel(message(locale, "comparator.differencesOnly")).check();
    if (same > 0) await expect(sameRows.first()).toBeHidden();
    await expect(priceRow).toBeVisible();
    await expectAccessible(page);

    // The same comparison as a PDF download.
    const pdfLink = page.getByRole("link", { name: message(locale, "comparator.downloadPdf") });
    const pdf = await request.get((await pdfLink.getAttribute("href")) ?? "");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // Removing a product updates the page and the list kept in the browser.
    const removed = machines[0];
    if (!removed) throw new Error("no product");
    await page.getByRole("button", { name: message(locale, "comparator.removeLabel", { name: removed.name }) }).click();
    await expect(table.getByRole("link", { name: removed.name })).toHaveCount(0);
    await page.goto(comparatorPath(locale));
    await expect(page.getByRole("table").getByRole("link", { name: machines[1]?.name })).toBeVisible();
    await expect(page.locator("table thead th")).toHaveCount(2);
  });
}

test("on a narrow screen the comparator explains that it needs a larger one", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(comparatorPath("fr"));
  await expect(page.getByText(message("fr", "comparator.narrow.title"))).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expectAccessible(page);
});

test("the sitemap lists every product in every language with its alternates", async ({ request }) => {
  const index = await request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toContain("xml");
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect(files).toEqual(expect.arrayContaining(["/sitemap/pages.xml", "/sitemap/categories.xml", "/sitemap/products-1.xml"]));

  const [product] = await sitemapProducts(request);
  const products = await (await request.get("/sitemap/products-1.xml")).text();
  for (const { locale, slug } of product?.localizations ?? []) {
    expect(products).toContain(`hreflang="${locale}" href="`);
    expect(products).toContain(`${productPath(locale, slug)}</loc>`);
  }
  const pages = await (await request.get("/sitemap/pages.xml")).text();
  expect(pages).toContain("/fr/qui-sommes-nous</loc>");
  expect(pages).toContain('hreflang="de" href="');
});
