import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectAccessible } from "../support/a11y";
import { cartPath } from "../support/cart";
import { message } from "../support/messages";
import { type Locale, logIn } from "../support/session";

// Two administrators of Vertmoteur, whose company holds two years of orders in the demo data.
const journeys: { locale: Locale; email: string }[] = [
  { locale: "fr", email: "admin@demo.example" },
  { locale: "de", email: "buyer@demo.example" },
];

async function orderAgain(page: Page, locale: Locale) {
  await page.getByRole("button", { name: message(locale, "orders.detail.again") }).click();
  const dialog = page.getByRole("dialog");
  const result = page.getByText(
    new RegExp(`${message(locale, "orders.detail.againDone")}|${message(locale, "orders.detail.againPartial")}`),
  );
  await expect(dialog.or(result).first()).toBeVisible();
  if (await dialog.isVisible()) {
    await expectAccessible(page);
    await dialog.getByRole("button", { name: message(locale, "cart.addOrReplace.replace") }).click();
  }
  await expect(result).toBeVisible();
}

for (const { locale, email } of journeys) {
  test(`orders list with filters, an order's page, and order again (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, email, locale);
    await page.goto(`/${locale}/user/orders`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "orders.title"));
    const table = page.getByRole("table", { name: message(locale, "orders.table.caption") });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await expectAccessible(page);

    // Spare parts ordered on the web only.
    await page.getByLabel(message(locale, "orders.filters.type")).selectOption("part");
    await page.getByLabel(message(locale, "orders.filters.origin")).selectOption("web");
    await page.getByRole("button", { name: message(locale, "orders.filters.apply") }).click();
    await expect(page).toHaveURL(/type=part/);
    await expect(page).toHaveURL(/origin=web/);
    await expect(table.getByText(message(locale, "orders.states.origin.off_web"))).toHaveCount(0);
    // The next page, and back.
    await page.getByRole("link", { name: message(locale, "common.pagination.next") }).click();
    await expect(page).toHaveURL(/cursor=/);
    await page.getByRole("link", { name: message(locale, "common.pagination.previous") }).click();
    await expect(page).not.toHaveURL(/cursor=/);

    // The newest of them.
    const first = table.getByRole("row").nth(1).getByRole("link").first();
    const number = (await first.textContent())?.trim() ?? "";
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "orders.detail.title", { number }));
    await expect(page.getByRole("heading", { name: message(locale, "orders.detail.timeline") })).toBeVisible();
    await expect(page.getByRole("heading", { name: message(locale, "invoices.order.title") })).toBeVisible();
    await expectAccessible(page);

    // The order's confirmation as a PDF, named after the order and titled with its number.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: message(locale, "orders.detail.pdf") }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`order-${number.replace(/[^A-Za-z0-9_-]/g, "-")}.pdf`);
    const pdf = await PDFDocument.load(await readFile(await download.path()));
    expect(pdf.getTitle()).toContain(number);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    const lines = page.getByRole("table", { name: message(locale, "orders.detail.lines") });
    const reference =
      (await lines.getByRole("row").nth(1).getByRole("cell").first().locator("div > div").first().textContent())?.trim() ?? "";
    expect(reference).not.toBe("");

    // Order again, twice: the second time the cart holds items, and its lines replace them.
    await orderAgain(page, locale);
    await orderAgain(page, locale);
    await page.goto(cartPath(locale));
    await expect(page.getByText(reference).first()).toBeVisible();
  });
}
