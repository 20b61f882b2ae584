import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { message } from "../support/messages";
import { DEMO_PASSWORD, logIn } from "../support/session";

test("a customer updates their information", async ({ page }) => {
  await logIn(page, "limited@demo.example", "en");
  await page.goto("/en/user/account");
  await expect(page.getByLabel(message("en", "account.info.firstname"))).toHaveValue("Thomas");
  await page.getByLabel(message("en", "account.info.lastname")).fill("Leroy");
  await page.getByLabel(new RegExp(message("en", "account.info.phone"))).fill("+33 2 40 00 00 00");
  // The newsletter box is the same list as the footer's: ticked here, the login address is on it.
  const newsletter = page.getByLabel(message("en", "account.info.newsletter"));
  await expect(newsletter).not.toBeChecked();
  await newsletter.check();
  await page.getByRole("button", { name: message("en", "account.info.save") }).click();
  await expect(page.getByText(message("en", "account.info.saved"))).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(new RegExp(message("en", "account.info.phone")))).toHaveValue("+33 2 40 00 00 00");
  await expect(newsletter).toBeChecked();

  // Bad input is refused in the form and keeps what was typed.
  await page.getByLabel(message("en", "account.info.firstname")).fill("");
  await page.getByRole("button", { name: message("en", "account.info.save") }).click();
  await expect(page.getByLabel(message("en", "account.info.firstname"))).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(message("en", "account.info.lastname"))).toHaveValue("Leroy");
  await expectAccessible(page);
});

test("a wrong current password is refused, the policy is shown, a right one changes it", async ({ page }) => {
  await logIn(page, "admin@demo.example", "fr");
  await page.goto("/fr/user/mon-compte");
  await page.getByLabel(message("fr", "account.password.current"), { exact: true }).fill("Wrong-pass-1");
  await page.getByLabel(message("fr", "account.password.new"), { exact: true }).fill("Nouveau-pass-2027");
  await page.getByLabel(message("fr", "account.password.confirmation"), { exact: true }).fill("Nouveau-pass-2027");
  await page.getByRole("button", { name: message("fr", "account.password.save") }).click();
  await expect(page.getByRole("alert").filter({ hasText: message("fr", "errors.password.current_invalid") })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(message("fr", "account.password.new"), { exact: true }).fill("faible");
  await page.getByLabel(message("fr", "account.password.confirmation"), { exact: true }).fill("faible");
  await page.getByRole("button", { name: message("fr", "account.password.save") }).click();
  await expect(page.getByLabel(message("fr", "account.password.new"), { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel(message("fr", "account.password.current"), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(message("fr", "account.password.new"), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(message("fr", "account.password.confirmation"), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: message("fr", "account.password.save") }).click();
  await expect(page.getByText(message("fr", "account.password.saved"))).toBeVisible();
});

test("a private customer's account offers no company administration", async ({ page }) => {
  await logIn(page, "particulier@demo.example", "fr");
  await page.goto("/fr/user/mon-compte");
  await expect(page.getByText(message("fr", "account.company.individualTitle"))).toBeVisible();
  await expect(page.getByText(message("fr", "account.company.admin"), { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: message("fr", "account.company.add") })).toHaveCount(0);
  const nav = page.getByRole("navigation", { name: message("fr", "account.nav.label") });
  await expect(nav.getByRole("link", { name: message("fr", "account.nav.information") })).toBeVisible();
  await expect(nav.getByRole("link", { name: message("fr", "account.nav.manageUsers") })).toHaveCount(0);
  await expectAccessible(page);

  // Typed in the address bar, the pages say why they hold nothing for this account.
  await page.goto("/fr/user/gestion-des-utilisateurs");
  await expect(page.getByRole("heading", { name: message("fr", "manageUsers.individual.title") })).toBeVisible();
  await page.goto("/fr/user/company/add");
  await expect(page.getByRole("heading", { name: message("fr", "addCompany.individual.title") })).toBeVisible();
  await expectAccessible(page);
});
