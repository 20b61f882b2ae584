import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { message } from "../support/messages";
import { logIn } from "../support/session";

async function switchTo(page: import("@playwright/test").Page, from: string, language: string) {
  await page
    .getByRole("button", { name: new RegExp(message(from, "languageSwitcher.label", { language: ".*" }).replace(/[()]/g, "\\$&")) })
    .first()
    .click();
  await page.getByRole("link", { name: language }).first().click();
}

test("the language switch keeps the content page, with its translated slug", async ({ page }) => {
  await page.goto("/fr/qui-sommes-nous");
  await expectAccessible(page);
  await switchTo(page, "fr", "English");
  await expect(page).toHaveURL("/en/about-us");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await switchTo(page, "en", "Deutsch");
  await expect(page).toHaveURL("/de/ueber-uns");
  await expectAccessible(page);
});

test("the language switch translates localized segments", async ({ page }) => {
  await page.goto("/fr/user/connexion");
  await switchTo(page, "fr", "Deutsch");
  await expect(page).toHaveURL("/de/user/verbindung");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("de", "login.title"));
  await switchTo(page, "de", "Nederlands");
  await expect(page).toHaveURL("/nl/user/login");
});

test("a logged-in customer keeps the account page in another language", async ({ page }) => {
  await logIn(page, "buyer@demo.example", "fr");
  await page.goto("/fr/user/mon-compte");
  await switchTo(page, "fr", "Nederlands");
  await expect(page).toHaveURL("/nl/user/mijn-account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("nl", "account.title"));
  await expectAccessible(page);
});

test("the language switch keeps the category, with its translated slug, and the list's choices", async ({ page, request }) => {
  const [fr, de] = await Promise.all(
    ["fr", "de"].map(async (locale) => {
      const response = await request.get("/api/v2/shop/taxons", { headers: { "accept-language": locale } });
      return ((await response.json()) as { slug: string; children: { slug: string }[] }[])[0]?.children[0]?.slug ?? "";
    }),
  );
  await page.goto(`/fr/categorie/${fr}?stock=on_stock&view=list`);
  await switchTo(page, "fr", "Deutsch");
  await expect(page).toHaveURL(`/de/kategorie/${de}?stock=on_stock&view=list`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});
