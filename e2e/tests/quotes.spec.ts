import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { cartPath } from "../support/cart";
import { productView, sitemapProducts } from "../support/catalog";
import { message } from "../support/messages";
import { DEMO_PASSWORD, loginPath } from "../support/session";

/*
 * From a price-on-request item to a paid order: the cart offers a quote instead of the checkout,
 * staff price and send the quote (through their API, as their tools would), and the buyer orders
 * it directly and pays by card. The buyer is the member of two companies ordering for Vertmoteur:
 * no other journey uses that cart. The two languages run one after the other, on that one cart.
 */
test.describe.configure({ mode: "serial" });

type Locale = "fr" | "de";

const sandboxPay = { fr: /^Payer/, de: /bezahlen$/ } as const;

/** A product whose price is on request, with its reference. */
async function onRequestPart(request: APIRequestContext, locale: Locale) {
  for (const item of await sitemapProducts(request)) {
    const view = await productView(request, item.code, locale);
    const variant = view.variants.find((candidate) => candidate.priceOnRequest && !candidate.supersededBy);
    if (variant) return { reference: variant.reference, name: view.name };
  }
  throw new Error("no price-on-request product in the catalogue");
}

async function logInForVertmoteur(page: Page, locale: Locale) {
  await page.goto(loginPath(locale));
  await page.getByLabel(message(locale, "login.email"), { exact: true }).fill("multi@demo.example");
  await page.getByLabel(message(locale, "login.password"), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: message(locale, "login.submit") }).click();
  await page.getByRole("radio", { name: /Vertmoteur Motoculture SARL/ }).check();
  await page.getByRole("button", { name: message(locale, "login.company.submit") }).click();
  await expect(page).not.toHaveURL(new RegExp(`${loginPath(locale)}$`));
}

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

/** Staff price every line at 1,234.00 € and send the quote, as the back office would. */
async function staffPriceAndSend(request: APIRequestContext, number: string) {
  const login = await request.post("/api/v2/admin/authentication-token", {
    data: { email: "staff@demo.example", password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const quote = await request.get(`/api/v2/admin/quotes/${number}`, { headers });
  expect(quote.ok()).toBe(true);
  const lines = ((await quote.json()) as { lines: { id: number }[] }).lines;
  const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const priced = await request.put(`/api/v2/admin/quotes/${number}/prices`, {
    headers,
    data: { lines: lines.map((line) => ({ id: line.id, unitPrice: 123_400 })), validUntil },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  const sent = await request.post(`/api/v2/admin/quotes/${number}/send`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
}

for (const locale of ["fr", "de"] as const) {
  test(`${locale}: a price-on-request cart becomes a quote, priced by staff, ordered directly and paid by card`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const part = await onRequestPart(request, locale);
    await logInForVertmoteur(page, locale);
    await emptyTheCart(page, locale);

    // The item, by reference: the cart then offers a quote in place of the checkout.
    const quickOrder = page.getByRole("region", { name: message(locale, "cart.quickOrder.title") });
    await quickOrder.getByRole("combobox", { name: message(locale, "cart.quickOrder.reference") }).fill(part.reference);
    await quickOrder.getByRole("button", { name: message(locale, "cart.quickOrder.submit") }).click();
    await expect(page.getByText(message(locale, "cart.quote.title"))).toBeVisible();
    await expect(page.getByRole("link", { name: message(locale, "cart.checkout.submit") })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("button", { name: message(locale, "quotes.request.open") }).click();
    const dialog = page.getByRole("dialog", { name: message(locale, "quotes.request.title") });
    await dialog.getByLabel(message(locale, "quotes.request.name"), { exact: false }).fill(`Chantier ${locale}`);
    await dialog.getByLabel(message(locale, "quotes.request.shippingAddress")).selectOption({ index: 1 });
    await expectAccessible(page);
    await dialog.getByRole("button", { name: message(locale, "quotes.request.submit") }).click();
    const saved = page.getByText(new RegExp(message(locale, "quotes.request.success.title", { number: "Q\\d{4}-\\d{6}" })));
    await expect(saved).toBeVisible();
    const number = /Q\d{4}-\d{6}/.exec((await saved.textContent()) ?? "")?.[0] ?? "";
    expect(number).not.toBe("");
    await expect(page.getByRole("heading", { name: message(locale, "cart.empty.title") })).toBeVisible();
    await expectAccessible(page);

    await staffPriceAndSend(request, number);

    // The list, then the quote.
    await page.goto(`/${locale}/user/quotes`);
    await expect(page.getByRole("heading", { level: 1, name: message(locale, "quotes.list.title") })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: number });
    await expect(row.getByText(message(locale, "quotes.status.sent"))).toBeVisible();
    await expectAccessible(page);
    await row.getByRole("link", { name: `Chantier ${locale}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: message(locale, "quotes.detail.title", { number }) })).toBeVisible();
    await expect(page.getByRole("table", { name: message(locale, "quotes.detail.lines.caption") }).getByText(part.reference)).toBeVisible();
    await expect(page.getByRole("link", { name: message(locale, "quotes.detail.pdf") })).toHaveAttribute(
      "href",
      `/api/v2/shop/quotes/${number}/pdf`,
    );
    await expectAccessible(page);

    // Ordered directly: the checkout of a cart holding the quote at its price (1,234.00 € and the ecotax).
    await page.getByRole("button", { name: message(locale, "quotes.detail.actions.order") }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout$`));
    // Delivered where the quote said, by the zone's first method: the checkout opens on billing and payment.
    await page
      .getByRole("group", { name: message(locale, "checkout.billing.payment") })
      .getByRole("radio", { name: message(locale, "checkout.confirm.methods.card") })
      .check();
    await page.getByRole("button", { name: message(locale, "checkout.nav.next") }).click();
    await expect(page.getByRole("heading", { name: message(locale, "checkout.steps.review") })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: new RegExp(message(locale, "checkout.place.card", { amount: ".+" })) }).click();
    await expect(page).toHaveURL(/\/api\/v2\/sandbox-payments\//);
    await page.getByRole("button", { name: sandboxPay[locale] }).click();
    await expect(page.getByRole("heading", { level: 1, name: message(locale, "checkout.confirm.titles.paid") })).toBeVisible();

    // The quote is ordered now.
    await page.goto(`/${locale}/user/quotes/${number}`);
    await expect(page.getByRole("main").getByText(message(locale, "quotes.status.ordered"), { exact: true })).toBeVisible();
  });
}
