import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { linkInMail } from "../support/mail";
import { message } from "../support/messages";
import { DEMO_PASSWORD, loginPath } from "../support/session";

// Nobody else in the journeys logs in as this customer: a new password does not disturb them.
const email = "particulier@demo.example";
const newPassword = "Neues-Passwort-7";

test("a forgotten password is reset in German through the e-mailed link", async ({ page }) => {
  await page.goto(loginPath("de"));
  await page.getByRole("link", { name: message("de", "login.forgotPassword") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("de", "recovery.forgot.title"));
  await expectAccessible(page);

  // A malformed address is refused in the form, and nothing is lost.
  await page.getByLabel(message("de", "recovery.forgot.email"), { exact: true }).fill("particulier@");
  await page.getByRole("button", { name: message("de", "recovery.forgot.submit") }).click();
  await expect(page.getByText(message("de", "validation.email"))).toBeVisible();
  await page.getByLabel(message("de", "recovery.forgot.email"), { exact: true }).fill(email);
  await page.getByRole("button", { name: message("de", "recovery.forgot.submit") }).click();
  await expect(page.getByRole("status").filter({ hasText: message("de", "recovery.forgot.sentTitle") })).toBeVisible();
  await expectAccessible(page);

  const link = await linkInMail(email, "/de/user/change-password/");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("de", "recovery.reset.title"));
  await expectAccessible(page);
  // The confirmation must match before anything is sent.
  await page.getByLabel(message("de", "recovery.reset.new"), { exact: true }).fill(newPassword);
  await page.getByLabel(message("de", "recovery.reset.confirmation"), { exact: true }).fill("Neues-Passwort-8");
  await page.getByRole("button", { name: message("de", "recovery.reset.submit") }).click();
  await expect(page.getByText(message("de", "validation.password.confirmation_mismatch"))).toBeVisible();
  await page.getByLabel(message("de", "recovery.reset.confirmation"), { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: message("de", "recovery.reset.submit") }).click();
  await expect(page.getByRole("status").filter({ hasText: message("de", "recovery.reset.doneTitle") })).toBeVisible();
  await expectAccessible(page);

  // The link works once.
  await page.goto(link);
  await page.getByLabel(message("de", "recovery.reset.new"), { exact: true }).fill("Noch-ein-Passwort-9");
  await page.getByLabel(message("de", "recovery.reset.confirmation"), { exact: true }).fill("Noch-ein-Passwort-9");
  await page.getByRole("button", { name: message("de", "recovery.reset.submit") }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByRole("link", { name: message("de", "recovery.reset.newLink") })).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await page.goto(loginPath("de"));
  await page.getByLabel(message("de", "login.email"), { exact: true }).fill(email);
  await page.getByLabel(message("de", "login.password"), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: message("de", "login.submit") }).click();
  await expect(page.getByRole("alert")).toContainText(message("de", "errors.auth.invalid_credentials"));
  await page.getByLabel(message("de", "login.password"), { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: message("de", "login.submit") }).click();
  await expect(page).toHaveURL("/de/user/dashboard");
});
