import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { linkInMail } from "../support/mail";
import { message } from "../support/messages";
import { logIn, loginPath } from "../support/session";

const manageUsersPath = "/en/user/manage-users";
const accountPath = "/en/user/account";

test("an administrator invites a colleague who joins, then deactivates them and their session ends", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const email = `colleague-${Date.now()}@demo.example`;
  const password = "Colleague-pass-42";
  const name = "Nina Colleague";

  // The administrator of Vertmoteur invites a colleague.
  await logIn(page, "admin@demo.example", "en");
  await page.goto(manageUsersPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("en", "manageUsers.title"));
  await expectAccessible(page);
  await page.getByLabel(message("en", "manageUsers.invite.email"), { exact: true }).fill(email);
  await page.getByRole("button", { name: message("en", "manageUsers.invite.submit") }).click();
  await expect(page.getByText(message("en", "manageUsers.invite.sent", { email }))).toBeVisible();
  await expect(page.getByRole("region", { name: message("en", "manageUsers.invitations.title") }).getByText(email)).toBeVisible();

  // The colleague opens the e-mailed link in a browser of their own and creates their account.
  const colleague = await browser.newContext();
  const colleaguePage = await colleague.newPage();
  await colleaguePage.goto(await linkInMail(email, "/user/invitation"));
  await expect(colleaguePage.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(colleaguePage);
  await colleaguePage.getByRole("radio", { name: message("en", "invitation.create.genders.mme") }).check();
  await colleaguePage.getByLabel(message("en", "invitation.create.firstname")).fill("Nina");
  await colleaguePage.getByLabel(message("en", "invitation.create.lastname")).fill("Colleague");
  await colleaguePage.getByLabel(message("en", "invitation.create.password"), { exact: true }).fill(password);
  await colleaguePage.getByRole("checkbox", { name: new RegExp(message("en", "invitation.create.acceptTerms")) }).check();
  await colleaguePage.getByRole("checkbox", { name: new RegExp(message("en", "invitation.create.acceptDataProtection")) }).check();
  await colleaguePage.getByRole("button", { name: message("en", "invitation.create.submit") }).click();
  await expect(
    colleaguePage.getByText(message("en", "invitation.joined.title", { companyName: "Vertmoteur Motoculture SARL" })),
  ).toBeVisible();
  await expectAccessible(colleaguePage);

  // They log in, land on their dashboard: the account belongs to Vertmoteur.
  await colleaguePage.goto(loginPath("en"));
  await colleaguePage.getByLabel(message("en", "login.email"), { exact: true }).fill(email);
  await colleaguePage.getByLabel(message("en", "login.password"), { exact: true }).fill(password);
  await colleaguePage.getByRole("button", { name: message("en", "login.submit") }).click();
  await expect(colleaguePage).toHaveURL("/en/user/dashboard");
  await expect(colleaguePage.getByText("Vertmoteur Motoculture SARL").first()).toBeVisible();

  // The administrator sees them active, and deactivates them.
  await page.reload();
  const deactivate = page.getByRole("button", { name: message("en", "manageUsers.members.deactivateLabel", { name }) });
  await deactivate.click();
  await page.getByRole("button", { name: message("en", "manageUsers.members.confirmYes") }).click();
  await expect(page.getByText(message("en", "manageUsers.members.deactivated", { name }))).toBeVisible();
  await expect(page.getByRole("button", { name: message("en", "manageUsers.members.activateLabel", { name }) })).toBeVisible();
  await expectAccessible(page);

  // Their open session ends at once: the next page asks them to log in again.
  await colleaguePage.goto(accountPath);
  await expect(colleaguePage).toHaveURL(new RegExp(`${loginPath("en")}`));
  await colleaguePage.getByLabel(message("en", "login.email"), { exact: true }).fill(email);
  await colleaguePage.getByLabel(message("en", "login.password"), { exact: true }).fill(password);
  await colleaguePage.getByRole("button", { name: message("en", "login.submit") }).click();
  await expect(colleaguePage.getByRole("alert")).toContainText(message("en", "errors.auth.company_not_enabled"));
  await colleague.close();
});
