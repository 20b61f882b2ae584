import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { categoryPath, comparatorPath, taxonTree } from "../support/catalog";
import { message } from "../support/messages";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const locale of ["fr", "nl"] as const) {
  test(`from the menu to a category, a brand, a product and the comparison PDF in ${locale}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const [machines] = await taxonTree(request, locale);
    if (!machines) throw new Error("no category");

    await page.goto(`/${locale}`);
    await page.getByRole("button", { name: message(locale, "consent.refuseAll") }).click();
    await expectAccessible(page);

    // The mega menu leads to the category page, with its introduction and sub-categories.
    const menu = page.getByRole("navigation", { name: message(locale, "header.catalogue") });
    await menu.getByRole("button", { name: machines.name }).click();
    await menu.getByRole("link", { name: message(locale, "header.seeAll", { name: machines.name }) }).click();
    await expect(page).toHaveURL(categoryPath(locale, machines.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(machines.name);
    const subcategories = page.getByRole("region", { name: message(locale, "category.subcategories") });
    for (const child of machines.children.filter((entry) => entry.productCount > 0)) {
      await expect(subcategories.getByRole("link", { name: new RegExp(`^${escapeRegExp(child.name)}`) })).toBeVisible();
    }
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", /\/de\/kategorie\//);
    await expectAccessible(page);

    // A brand facet: the address says it, a removable chip shows it, every card belongs to the brand.
    const brands = page.getByRole("list", { name: message(locale, "listing.facets.brands") });
    const brand = brands.getByRole("link").first();
    const brandName = ((await brand.locator("span").nth(1).textContent()) ?? "").trim();
    await brand.click();
    await expect(page).toHaveURL(/[?&]brand=/);
    const chips = page.getByRole("list", { name: message(locale, "listing.active.label") });
    await expect(chips.getByRole("link", { name: message(locale, "listing.active.remove", { filter: brandName }) })).toBeVisible();
    const cards = page.locator("main article");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(brandName, { ignoreCase: true });
    const listUrl = page.url();
    await expectAccessible(page);

    // A product of the list, added to the comparison from its page.
    const firstName = ((await cards.first().getByRole("heading").textContent()) ?? "").trim();
    await cards.first().getByRole("heading").getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstName);
    await page.getByLabel(message(locale, "compare.add"), { exact: true }).check();
    await expectAccessible(page);

    // Two more from the list: the cards have the same toggle, and remember the first one.
    await page.goto(listUrl);
    await expect(cards.first().getByRole("checkbox")).toBeChecked();
    const names = [firstName];
    for (const index of [1, 2]) {
      const card = cards.nth(index);
      names.push(((await card.getByRole("heading").textContent()) ?? "").trim());
      await card.getByRole("checkbox").check();
    }
    await expectAccessible(page);

    const bar = page.getByRole("complementary", { name: message(locale, "compare.bar.label") });
    await bar.getByRole("link", { name: message(locale, "compare.bar.compare") }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(comparatorPath(locale))}\\?codes=`));
    const table = page.getByRole("table");
    for (const name of names) await expect(table.getByRole("link", { name })).toBeVisible();
    await expectAccessible(page);

    const pdfLink = page.getByRole("link", { name: message(locale, "comparator.downloadPdf") });
    const [download] = await Promise.all([page.waitForEvent("download"), pdfLink.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await request.get((await pdfLink.getAttribute("href")) ?? "");
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
}

test("list state lives in the address: view, sort, pages, price and value ranges work without JavaScript", async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const [, parts] = await taxonTree(request, "fr");
  if (!parts) throw new Error("no spare parts category");
  await page.goto(categoryPath("fr", parts.slug));

  await page.getByRole("link", { name: message("fr", "listing.view.list") }).click();
  await expect(page).toHaveURL(/view=list/);
  await page.getByLabel(message("fr", "listing.sort.label")).selectOption("price-asc");
  await page.getByRole("button", { name: message("fr", "listing.sort.apply") }).click();
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page).toHaveURL(/view=list/);

  const pages = page.getByRole("navigation", { name: message("fr", "listing.pagination.label") });
  await pages.getByRole("link", { name: message("fr", "listing.pagination.page", { page: "2" }) }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByRole("link", { name: message("fr", "listing.pagination.page", { page: "2" }) })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // The ranges' form sends two fields a range; the page answers with the list's own address.
  const ranges = page.getByRole("form", { name: message("fr", "listing.facets.ranges") });
  const priceFields = ranges.getByRole("group", { name: message("fr", "listing.facets.price") });
  await priceFields.getByLabel(message("fr", "listing.facets.priceMin")).fill("10");
  await priceFields.getByLabel(message("fr", "listing.facets.priceMax")).fill("50");
  await ranges.getByRole("button", { name: message("fr", "listing.facets.priceApply") }).click();
  await expect(page).toHaveURL(/[?&]price=10-50(&|$)/);
  await expect(page).not.toHaveURL(/page=2|price_min/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // A technical value's range works the same way, and keeps the price range.
  const weightFields = ranges.getByRole("group", { name: "Poids (kg)" });
  await weightFields.getByLabel(message("fr", "listing.facets.rangeMax")).fill("0.5");
  await ranges.getByRole("button", { name: message("fr", "listing.facets.priceApply") }).click();
  await expect(page).toHaveURL(/[?&]r\.weight_kg=-0\.5(&|$)/);
  await expect(page).toHaveURL(/[?&]price=10-50(&|$)/);
  const chip = message("fr", "listing.active.rangeUpTo", { name: "Poids", max: "0,5 kg" });
  await expect(page.getByRole("link", { name: message("fr", "listing.active.remove", { filter: chip }) })).toBeVisible();
  await context.close();
});
