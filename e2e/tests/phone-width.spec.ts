import { expect, type Page, test } from "@playwright/test";
import { productPath, sitemapProducts } from "../support/catalog";
import { message } from "../support/messages";
import { logIn } from "../support/session";

type Measured = Window & { widestScroll?: number };

// A common phone: the header and the pages must fit it without scrolling sideways.
test.use({ viewport: { width: 390, height: 844 } });

// Every frame from the first one counts: parts of the header that load after the page (the
// account menu) once widened it for a moment, then settled.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const measured = window as Measured;
    measured.widestScroll = 0;
    const measure = () => {
      measured.widestScroll = Math.max(measured.widestScroll ?? 0, document.documentElement?.scrollWidth ?? 0);
      requestAnimationFrame(measure);
    };
    requestAnimationFrame(measure);
  });
});

async function expectNoSidewaysScroll(page: Page) {
  const { widest, now, viewport } = await page.evaluate(() => ({
    widest: (window as Measured).widestScroll ?? 0,
    now: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(now, `${page.url()} is wider than the phone`).toBeLessThanOrEqual(viewport);
  expect(widest, `${page.url()} was wider than the phone while loading`).toBeLessThanOrEqual(viewport);
}

/** The phone header: menu button, logo, search, account and cart, all reachable by name. */
async function expectPhoneHeader(page: Page, account: "login" | "menu") {
  const header = page.getByRole("banner");
  await expect(header.getByRole("button", { name: message("fr", "header.openMenu") })).toBeVisible();
  await expect(header.getByRole("combobox", { name: message("fr", "header.searchLabel") })).toBeVisible();
  await expect(header.getByRole("link", { name: new RegExp(`^${message("fr", "header.cart")}`) })).toBeVisible();
  const accountControl =
    account === "login"
      ? header.getByRole("link", { name: new RegExp(`^${message("fr", "header.login")}`) })
      : header.getByRole("button", { name: new RegExp(`^${message("fr", "accountMenu.label")}`) });
  await expect(accountControl).toBeVisible();
}

test("public and customer-area pages fit a phone's width", async ({ page, request }) => {
  const [product] = await sitemapProducts(request);
  const productSlug = product?.localizations.find((localization) => localization.locale === "fr")?.slug;
  if (!productSlug) throw new Error("no product in French in the catalogue");

  for (const path of ["/fr", productPath("fr", productSlug)]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectPhoneHeader(page, "login");
    await expectNoSidewaysScroll(page);
  }

  await logIn(page, "buyer@demo.example", "fr");
  for (const path of ["/fr/user/mon-compte", "/fr/user/orders"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The account menu is the part that loads last: measured once it is there.
    await expectPhoneHeader(page, "menu");
    await expectNoSidewaysScroll(page);
  }
  await expect(page.getByRole("table").first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});
