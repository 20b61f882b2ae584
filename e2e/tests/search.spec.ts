import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { productPath, productView, searchPath, sitemapProducts } from "../support/catalog";
import { message } from "../support/messages";

type Suggestions = { products: { name: string; slug: string }[] };

test("a word with a typo is corrected, and the matches are marked", async ({ page }) => {
  await page.goto("/fr");
  await page.getByRole("button", { name: message("fr", "consent.refuseAll") }).click();
  // Submitting the header's field opens the search page for what was typed.
  const field = page.getByRole("combobox", { name: message("fr", "header.searchLabel") });
  await field.fill("tondeuze");
  await field.press("Enter");
  await expect(page).toHaveURL(searchPath("fr", "tondeuze"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("fr", "search.titleFor", { query: "tondeuze" }));

  await expect(page.getByText(message("fr", "search.correction.title", { corrected: "tondeuse" }))).toBeVisible();
  const cards = page.locator("main article");
  await expect(cards.first().locator("mark").first()).toHaveText(/tondeuse/i);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);
});

test("an exact reference opens its product page; with other words it comes first in the list", async ({ page, request }) => {
  let part: { name: string; slug: string; reference: string } | null = null;
  for (const item of (await sitemapProducts(request)).slice(0, 80)) {
    const view = await productView(request, item.code, "nl");
    const variant = view.variants[0];
    // A superseded reference leads to the part that replaces it first: take a current one.
    if (view.type === "spare_part" && view.variants.length === 1 && variant && !variant.supersededBy) {
      part = { name: view.name, slug: view.slug, reference: variant.reference };
      break;
    }
  }
  if (!part) throw new Error("no spare part in the catalogue");

  // Typed as people type it: lower case, without its separators.
  const typed = part.reference.toLowerCase().replace(/[^a-z0-9]/g, "");
  await page.goto(searchPath("nl", typed));
  await expect(page).toHaveURL(new RegExp(`${productPath("nl", part.slug)}\\?variant=`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(part.name);

  const word = part.name.split(/\s+/).reduce((longest, candidate) => (candidate.length > longest.length ? candidate : longest), "");
  await page.goto(searchPath("nl", `${part.reference} ${word}`));
  const first = page.locator("main article").first();
  await expect(first.getByRole("heading")).toHaveText(part.name);
  // The whole reference is marked, separators included.
  await expect(first.locator("mark").filter({ hasText: part.reference })).toHaveCount(1);
  await expectAccessible(page);
});

test("nothing found: the page says so and suggests what to do", async ({ page }) => {
  await page.goto(searchPath("en", "qqxxzzyy"));
  await expect(page.getByText(message("en", "search.empty.title", { query: "qqxxzzyy" }))).toBeVisible();
  await expect(page.getByText(message("en", "search.empty.spelling"))).toBeVisible();
  await expect(page.locator("main article")).toHaveCount(0);
  await expectAccessible(page);
});

test("a word no product holds is left out, and the page says which", async ({ page }) => {
  await page.goto(searchPath("de", "Luftfilter Qqxxzzyy"));
  await expect(page.getByText(message("de", "search.ignored.title", { words: "Qqxxzzyy" }))).toBeVisible();
  await expect(page.locator("main article").first().locator("mark").first()).toHaveText(/luftfilter/i);
  await expectAccessible(page);
});

test("the header suggests as one types, and a suggestion is picked with the keyboard", async ({ page, request }) => {
  const response = await request.get("/api/v2/shop/search-suggestions?query=tondeu", { headers: { "accept-language": "fr" } });
  const expected = (await response.json()) as Suggestions;
  const [second] = expected.products.slice(1);
  if (!second) throw new Error("fewer than two suggested products");

  const asked: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("/search-suggestions")) asked.push(new URL(sent.url()).searchParams.get("query") ?? "");
  });
  await page.goto("/fr");
  await page.getByRole("button", { name: message("fr", "consent.refuseAll") }).click();
  const field = page.getByRole("combobox", { name: message("fr", "header.searchLabel") });
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await field.click();
  const answered = page.waitForResponse((answer) => new URL(answer.url()).searchParams.get("query") === "tondeu");
  await field.pressSequentially("tondeu", { delay: 40 });
  await answered;

  const listbox = page.getByRole("listbox", { name: message("fr", "header.suggestions.label") });
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole("option").first()).toContainText(expected.products[0]?.name ?? "");
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await expect(listbox.getByRole("group", { name: message("fr", "header.suggestions.products") })).toBeVisible();
  // Requests wait for a pause in typing: not one per keystroke.
  expect(asked.length).toBeLessThan(5);
  expect(asked.at(-1)).toBe("tondeu");
  await expectAccessible(page);

  // Down, down, up, down: the field points at the option reached, which is marked selected.
  for (const key of ["ArrowDown", "ArrowDown", "ArrowUp", "ArrowDown"]) await field.press(key);
  const active = listbox.getByRole("option", { selected: true });
  await expect(active).toHaveCount(1);
  await expect(active).toContainText(second.name);
  await expect(field).toHaveAttribute("aria-activedescendant", (await active.getAttribute("id")) ?? "");

  // Escape closes the list; typing opens it again.
  await field.press("Escape");
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(listbox).toBeHidden();
  await field.press("ArrowDown");
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await field.press("ArrowDown");

  await field.press("Enter");
  await expect(page).toHaveURL(productPath("fr", second.slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.name);
});
