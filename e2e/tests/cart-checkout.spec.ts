import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { cartPath, type OrderablePart, orderableParts, stockedPart } from "../support/cart";
import { type Locale, productPath } from "../support/catalog";
import { expectMail } from "../support/mail";
import { message } from "../support/messages";
import { DEMO_PASSWORD, logIn, loginPath } from "../support/session";

/*
 * From reference to placed order: add by reference, import a spreadsheet, a coupon, the checkout
 * with the sandbox card payment, the confirmation and its e-mail. Each journey logs in as a
 * different customer: a customer has one cart per company, and journeys run side by side.
 */

// The sandbox provider's page, in the buyer's language: "Payer 120,00 €", "120,00 € bezahlen".
const sandboxButton = {
  fr: { pay: /^Payer/, fail: "Simuler un échec" },
  en: { pay: /^Pay/, fail: "Simulate a failure" },
  de: { pay: /bezahlen$/, fail: "Fehlschlag simulieren" },
} as const;

async function emptyTheCart(page: Page, locale: Locale) {
  await page.goto(cartPath(locale));
  await expect(page.getByRole("heading", { level: 1, name: message(locale, "cart.title") })).toBeVisible();
  const empty = page.getByRole("button", { name: message(locale, "cart.clear.open") });
  if (await empty.isVisible()) {
    await empty.click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: message(locale, "cart.clear.confirm") })
      .click();
  }
  await expect(page.getByRole("heading", { name: message(locale, "cart.empty.title") })).toBeVisible();
}

async function addByReference(page: Page, locale: Locale, part: OrderablePart, quantity: number) {
  const quickOrder = page.getByRole("region", { name: message(locale, "cart.quickOrder.title") });
  await quickOrder.getByRole("combobox", { name: message(locale, "cart.quickOrder.reference") }).fill(part.reference);
  await quickOrder.getByLabel(message(locale, "cart.quickOrder.quantity")).fill(String(quantity));
  await quickOrder.getByRole("button", { name: message(locale, "cart.quickOrder.submit") }).click();
  await expect(
    page.getByText(message(locale, "cart.quickOrder.added", { reference: part.reference, quantity: String(quantity) })),
  ).toBeVisible();
}

async function importSpreadsheet(page: Page, locale: Locale, lines: [string, number][]) {
  const csv = ["Reference;Quantity", ...lines.map(([reference, quantity]) => `${reference};${quantity}`)].join("\n");
  const importBox = page.getByRole("region", { name: message(locale, "cart.import.title") });
  // The picker speaks the page's language ("Choisir un fichier"), not the browser's.
  const chooser = page.waitForEvent("filechooser");
  await importBox
    .getByRole("button", { name: `${message(locale, "cart.import.file")} ${message(locale, "common.fileDrop.choose")}` })
    .click();
  await (await chooser).setFiles({ name: "order.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(importBox.getByText("order.csv")).toBeVisible();
  await importBox.getByRole("button", { name: message(locale, "cart.import.submit"), exact: true }).click();
  await expect(page.getByRole("heading", { name: message(locale, "cart.import.report.title") })).toBeVisible();
}

/** Checkout by card; `engagementCode` for a company that requires one on each order. */
async function checkoutWithCard(page: Page, locale: Locale, engagementCode?: string) {
  await page.getByRole("link", { name: message(locale, "cart.checkout.submit") }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
  await expect(page.getByRole("heading", { level: 1, name: message(locale, "checkout.title") })).toBeVisible();
  // Delivery: the company's first address and the standard method.
  await page
    .getByRole("group", { name: message(locale, "checkout.shipping.addresses") })
    .getByRole("radio")
    .first()
    .check();
  await expect(
    page
      .getByRole("group", { name: message(locale, "checkout.shipping.methods") })
      .getByRole("radio")
      .first(),
  ).toBeEnabled();
  await page
    .getByRole("group", { name: message(locale, "checkout.shipping.methods") })
    .getByRole("radio")
    .first()
    .check();
  await expectAccessible(page);
  await page.getByRole("button", { name: message(locale, "checkout.nav.next") }).click();
  // Billing and payment: the registered address, by card.
  const payment = page.getByRole("group", { name: message(locale, "checkout.billing.payment") });
  await payment.getByRole("radio", { name: message(locale, "checkout.confirm.methods.card") }).check();
  if (engagementCode) await page.getByLabel(message(locale, "checkout.billing.engagementCode")).fill(engagementCode);
  await expectAccessible(page);
  await page.getByRole("button", { name: message(locale, "checkout.nav.next") }).click();
  // Review, then off to the payment provider's page.
  await expect(page.getByRole("heading", { name: message(locale, "checkout.steps.review") })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: new RegExp(message(locale, "checkout.place.card", { amount: ".+" })) }).click();
  await expect(page).toHaveURL(/\/api\/v2\/sandbox-payments\//);
  await expectAccessible(page);
}

for (const [locale, email] of [
  ["fr", "buyer@demo.example"],
  ["en", "admin@demo.example"],
] as const) {
  test(`${locale}: reference, spreadsheet and coupon, then a card payment and its confirmation e-mail`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const [first, second, third] = await orderableParts(request, locale, 3);
    if (!first || !second || !third) throw new Error("not enough parts");
    await logIn(page, email, locale);
    await emptyTheCart(page, locale);
    await expectAccessible(page);

    await addByReference(page, locale, first, 30);
    await importSpreadsheet(page, locale, [
      [second.reference, 12],
      ["NO-SUCH-REF-42", 1],
      [third.reference, 8],
    ]);
    const report = page.getByRole("region", { name: message(locale, "cart.import.report.title") });
    await expect(report.getByText("NO-SUCH-REF-42")).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel(message(locale, "cart.coupon.label")).fill("PRINTEMPS10");
    await page.getByRole("button", { name: message(locale, "cart.coupon.apply") }).click();
    await expect(page.getByText(message(locale, "cart.coupon.applied", { code: "PRINTEMPS10" })).first()).toBeVisible();
    const items = page.getByRole("table", { name: message(locale, "cart.items.caption") });
    for (const part of [first, second, third]) await expect(items.getByText(part.reference)).toBeVisible();

    await checkoutWithCard(page, locale);
    await page.getByRole("button", { name: sandboxButton[locale].pay }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/confirm\\?order=`));
    await expect(page.getByRole("heading", { level: 1, name: message(locale, "checkout.confirm.titles.paid") })).toBeVisible();
    const number =
      (await page
        .getByText(new RegExp(message(locale, "checkout.confirm.number", { number: "\\d{4}-\\d{6}" })))
        .first()
        .textContent()) ?? "";
    const orderNumber = /\d{4}-\d{6}/.exec(number)?.[0] ?? "";
    expect(orderNumber).not.toBe("");
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page);
    await expectMail(email, orderNumber);

    // The cart is empty again.
    await page.goto(cartPath(locale));
    await expect(page.getByRole("heading", { name: message(locale, "cart.empty.title") })).toBeVisible();
  });
}

test("en: a failed card payment is retried from the confirmation page, then succeeds", async ({ page, request }) => {
  test.setTimeout(120_000);
  const [part] = await orderableParts(request, "en", 1);
  if (!part) throw new Error("no part");
  await logIn(page, "limited@demo.example", "en");
  await emptyTheCart(page, "en");
  await addByReference(page, "en", part, 2);
  await checkoutWithCard(page, "en");
  await page.getByRole("button", { name: sandboxButton.en.fail }).click();
  await expect(page.getByRole("heading", { level: 1, name: message("en", "checkout.confirm.titles.failed") })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: message("en", "checkout.confirm.retry") }).click();
  await expect(page).toHaveURL(/\/api\/v2\/sandbox-payments\//);
  await page.getByRole("button", { name: sandboxButton.en.pay }).click();
  await expect(page.getByRole("heading", { level: 1, name: message("en", "checkout.confirm.titles.paid") })).toBeVisible();
});

test("de: the last units on a shelf: asking for more says how many are left, buying them all shows the part out of stock", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const part = await stockedPart(request, "de");
  // A member of two companies, ordering for the workshop: no other journey orders for it.
  await page.goto(loginPath("de"));
  await page.getByLabel(message("de", "login.email"), { exact: true }).fill("multi@demo.example");
  await page.getByLabel(message("de", "login.password"), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: message("de", "login.submit") }).click();
  await page.getByRole("radio", { name: /Atelier Dubois Réparations/ }).check();
  await page.getByRole("button", { name: message("de", "login.company.submit") }).click();
  await expect(page).not.toHaveURL(new RegExp(`${loginPath("de")}$`));
  await emptyTheCart(page, "de");

  await page.goto(productPath("de", part.slug));
  const quantity = page.getByLabel(message("de", "product.buy.quantity"));
  const addButton = page.getByRole("button", { name: message("de", "cart.add.submit"), exact: true });
  const forms = ["one", "other"].map((form) => message("de", `cart.add.stockLeft.${form}`, { available: "(\\d+)" }));
  const left = page.getByRole("alert").filter({ hasText: new RegExp(forms.join("|")) });
  // A press before the page's script runs submits the bare form and reloads the page: press again.
  await expect(async () => {
    await quantity.fill("9999");
    await addButton.click();
    await expect(left).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expectAccessible(page);
  const available = Number(/\d+/.exec((await left.textContent()) ?? "")?.[0]);
  expect(available).toBeGreaterThan(0);

  // With the keyboard this time: the focus stays on the button while the result is announced.
  await quantity.fill(String(available));
  await addButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(message("de", "cart.add.added"))).toBeVisible();
  await expect(addButton).toBeFocused();
  await page.goto(cartPath("de"));
  await expect(page.getByRole("table", { name: message("de", "cart.items.caption") }).getByText(part.reference)).toBeVisible();
  await checkoutWithCard(page, "de", "WS-2026-114");
  await page.getByRole("button", { name: sandboxButton.de.pay }).click();
  await expect(page.getByRole("heading", { level: 1, name: message("de", "checkout.confirm.titles.paid") })).toBeVisible();

  // The shelf is empty now: the page says so and offers nothing to add.
  await page.goto(productPath("de", part.slug));
  await expect(page.getByText(message("de", "catalog.stock.out_of_stock")).first()).toBeVisible();
  await expect(page.getByText(message("de", "product.buy.unavailableTitle"))).toBeVisible();
  await expect(addButton).toHaveCount(0);
  await expectAccessible(page);
});
