import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { cartPath } from "../support/cart";
import { message } from "../support/messages";
import { logIn } from "../support/session";

/*
 * The dealer Vertmoteur (buyer@demo.example) opens one of its registered machines, follows its
 * exploded views, picks three parts on the first assembly and adds them to the cart at once; then
 * from one of those parts' product page, "where used" leads back to the view with the part's
 * position highlighted.
 */
const locales = ["fr", "en"] as const;
const machineSegment = { fr: "user/machines", en: "user/machines" } as const;

for (const locale of locales) {
  test(`parts: three parts picked on a machine's exploded view go into the cart; where used leads back (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
    await logIn(page, "buyer@demo.example", locale);

    await page.goto(`/${locale}/${machineSegment[locale]}`);
    await page.getByRole("row").nth(1).getByRole("link").first().click();
    await page.getByRole("link", { name: t("machines.detail.explodedViews") }).click();
    await expect(page).toHaveURL(/\/partsmart\?model=/);
    const model = new URL(page.url()).searchParams.get("model") as string;

    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("group", { name: new RegExp(t("parts.viewer.roleDescription"), "i") })).toBeVisible();
    await expectAccessible(page);

    // Hovering a hotspot lights its row up.
    const firstHotspot = page.getByRole("button", { name: /^(Repère 1 :|No\. 1:)/ });
    await firstHotspot.hover();
    await expect(page.getByRole("row").nth(1)).toHaveClass(/rowActive/);

    // Three orderable rows, on the first assembly that has them.
    const orderable = page.getByRole("row").filter({ has: page.getByRole("checkbox", { disabled: false }) });
    const assemblies = page.getByRole("navigation", { name: t("parts.assemblies") }).getByRole("link");
    for (let index = 0; (await orderable.count()) < 3; index++) {
      expect(index, "an assembly with three orderable parts").toBeLessThan(await assemblies.count());
      await assemblies.nth(index).click();
      await expect(assemblies.nth(index)).toHaveAttribute("aria-current", "page");
    }
    const references: string[] = [];
    for (let index = 0; index < 3; index++) {
      const row = orderable.nth(index);
      await row.getByRole("checkbox").check();
      references.push(((await row.locator("td").nth(2).locator("span").first().textContent()) ?? "").trim());
    }
    await page.getByRole("button", { name: t("parts.list.add") }).click();
    const results = page.getByRole("status").filter({ hasText: references[0] as string });
    await expect(results).toBeVisible();
    for (const reference of references) await expect(results).toContainText(reference);
    await expectAccessible(page);

    await page.goto(cartPath(locale));
    for (const reference of references) await expect(page.getByRole("row").filter({ hasText: reference })).toBeVisible();

    // Where used: from the first part's product page back to its position on this model's view.
    await page.goBack();
    await expect(page.getByRole("table")).toBeVisible();
    const partLink = page.getByRole("row").nth(2).getByRole("link").first();
    await partLink.click();
    const whereUsed = page.getByRole("region", { name: t("parts.whereUsed.title") });
    await expect(whereUsed).toBeVisible();
    await expectAccessible(page);
    const back = whereUsed.locator(`a[href*="model=${encodeURIComponent(model)}"]`).first();
    const href = (await back.getAttribute("href")) as string;
    const position = new URL(href, page.url()).searchParams.get("position") as string;
    await back.click();
    await expect(page).toHaveURL(new RegExp(`position=${position}`));
    const highlighted = page.locator('tr[aria-current="true"]');
    await expect(highlighted).toBeVisible();
    await expect(highlighted).toHaveClass(/rowActive/);
    await expect(highlighted.locator("td").nth(1)).toHaveText(position);
  });
}

test("parts: a discontinued model is found in the machine list, marked, with its parts priced (en)", async ({ page }) => {
  test.setTimeout(90_000);
  const t = (key: string, values?: Record<string, string>) => message("en", key, values);
  await logIn(page, "buyer@demo.example", "en");
  // The demo's discontinued models come after the current ones: the last page of the list.
  await page.goto("/en/partsmart");
  // At the end the link stays, disabled, without an address.
  const next = page.getByRole("navigation", { name: t("parts.models.pages") }).locator("a[href][rel=next]");
  while ((await next.count()) > 0) await page.goto((await next.getAttribute("href")) as string);
  const discontinued = page
    .getByRole("listitem")
    .filter({ hasText: t("parts.models.discontinued") })
    .first();
  await expect(discontinued).toBeVisible();
  await expectAccessible(page);

  await discontinued.getByRole("link").click();
  await expect(page.getByRole("main").getByText(t("parts.models.discontinued"), { exact: true })).toBeVisible();
  await expect(page.getByRole("group", { name: new RegExp(t("parts.viewer.roleDescription"), "i") })).toBeVisible();
  // Its parts are still sold: each row shows the company's price or says it is on request.
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toBeVisible();
  await expect(rows.nth(1)).toContainText(/€|EUR|on request/i);
  await expectAccessible(page);
});
