import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { message } from "../support/messages";
import { logIn } from "../support/session";

test("de: a buyer adds a delivery address, is told what is wrong, and updates it", async ({ page }) => {
  await logIn(page, "admin@demo.example", "de");
  await page.goto("/de/user/mein-konto/addresses");
  await expect(page.getByRole("heading", { level: 1, name: message("de", "addresses.title") })).toBeVisible();
  await expect(page.getByRole("heading", { name: message("de", "addresses.billing.title") })).toBeVisible();
  await expect(page.getByText("12 rue des Artisans").first()).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole("button", { name: message("de", "addresses.shipping.add") })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: message("de", "addresses.form.addTitle") })).toBeFocused();
  const form = page.locator("main");
  await form.getByLabel(message("de", "addresses.form.alias")).fill("Werkstatt Köln");
  await form.getByLabel(message("de", "addresses.form.firstname")).fill("Jan");
  await form.getByLabel(message("de", "addresses.form.lastname")).fill("Peeters");
  await form.getByLabel(message("de", "addresses.form.street")).fill("Domstraße 4");
  await form.getByLabel(message("de", "addresses.form.postcode")).fill("50667!");
  await form.getByLabel(message("de", "addresses.form.city")).fill("Köln");
  await form.getByLabel(message("de", "addresses.form.country")).selectOption("DE");
  await form.getByRole("button", { name: message("de", "addresses.form.create") }).click();
  // A postcode with a stray character is refused in the form, and what was typed stays.
  await expect(form.getByLabel(message("de", "addresses.form.postcode"))).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel(message("de", "addresses.form.city"))).toHaveValue("Köln");
  await expectAccessible(page);
  await form.getByLabel(message("de", "addresses.form.postcode")).fill("50667");
  await form.getByRole("button", { name: message("de", "addresses.form.create") }).click();
  await expect(page.getByText(message("de", "addresses.notices.created"))).toBeVisible();
  await expect(page.getByText("Domstraße 4")).toBeVisible();

  await page.getByRole("button", { name: message("de", "addresses.card.editLabel", { name: "Werkstatt Köln" }) }).click();
  await expect(page.getByRole("heading", { name: message("de", "addresses.form.editTitle") })).toBeVisible();
  const edit = page.locator("main");
  await edit.getByLabel(message("de", "addresses.form.street")).fill("Domstraße 6");
  await edit.getByRole("button", { name: message("de", "addresses.form.save") }).click();
  await expect(page.getByText(message("de", "addresses.notices.updated"))).toBeVisible();
  await page.reload();
  await expect(page.getByText("Domstraße 6")).toBeVisible();
});
