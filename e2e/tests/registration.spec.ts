import { expect, type Page, test } from "@playwright/test";
import { withLuhnCheckDigit } from "../../packages/domain/src/companies/siret";
import { expectAccessible } from "../support/a11y";
import { linkInMail } from "../support/mail";
import { message } from "../support/messages";
import { loginPath } from "../support/session";

const registrationPath = "/fr/user/inscription";
const t = (key: string, values?: Record<string, string>) => message("fr", key, values);

async function next(page: Page) {
  await page.getByRole("button", { name: t("registration.actions.next") }).click();
}

test("a professional registers in French with a new company, verifies the address from the e-mail, and logs in", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `nouveau-${stamp}@demo.example`;
  const password = "Inscription-2026";
  const corporateName = `Motoculture Test ${stamp}`;
  // A SIRET no other run has used, with its Luhn check digit.
  const siret = withLuhnCheckDigit(`7${String(stamp).slice(-12)}`);

  await page.goto(registrationPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("registration.title"));
  await expectAccessible(page);
  await page.getByRole("radio", { name: new RegExp(t("registration.legalForm.professional.title")) }).check();
  await next(page);

  // Login data: a known e-mail stops here with the spec's sentence; a new one goes on.
  await page.getByLabel(t("registration.login.email"), { exact: true }).fill("buyer@demo.example");
  await page.getByLabel(t("registration.login.password"), { exact: true }).fill(password);
  await next(page);
  await expect(page.getByRole("alert")).toContainText(t("errors.customer.email_taken"));
  await page.getByLabel(t("registration.login.email"), { exact: true }).fill(email);
  await next(page);

  // No company at this postcode: the customer creates theirs.
  await expectAccessible(page);
  await page.getByLabel(t("registration.companySearch.term.zipCode")).fill("97");
  await page.getByRole("button", { name: t("registration.companySearch.submit") }).click();
  await expect(page.getByText(t("registration.companySearch.empty", { term: "97" }))).toBeVisible();
  await page
    .getByRole("button", { name: t("registration.companySearch.create") })
    .first()
    .click();

  await page.getByLabel(t("registration.companyCreate.corporateName")).fill(corporateName);
  // A wrong checksum is refused in the form, and nothing else is lost.
  await page.getByLabel(t("registration.companyCreate.siret")).fill("12345678901234");
  await page.getByLabel(t("registration.companyCreate.activity")).selectOption({ index: 1 });
  await page.getByLabel(t("registration.companyCreate.phone")).fill("02 41 00 00 00");
  await page.getByLabel(t("registration.personal.street"), { exact: true }).fill("3 rue de l’Atelier");
  await page.getByLabel(t("registration.personal.zipCode")).fill("49100");
  await page.getByLabel(t("registration.personal.city")).fill("Angers");
  await next(page);
  await expect(page.getByText(t("validation.siret.invalid"))).toBeVisible();
  await expect(page.getByLabel(t("registration.companyCreate.corporateName"))).toHaveValue(corporateName);
  await page.getByLabel(t("registration.companyCreate.siret")).fill(siret);
  await expectAccessible(page);
  await next(page);

  await page.getByRole("radio", { name: t("registration.personal.genders.mr"), exact: true }).check();
  await page.getByLabel(t("registration.personal.firstname"), { exact: true }).fill("Bastien");
  await page.getByLabel(t("registration.personal.lastname"), { exact: true }).fill("Nouveau");
  await page.getByLabel(t("registration.personal.phone"), { exact: true }).fill("06 12 34 56 78");
  await page.getByLabel(t("registration.personal.capacity"), { exact: true }).selectOption({ index: 1 });
  await page.getByRole("checkbox", { name: /conditions générales de vente/ }).check();
  await page.getByRole("checkbox", { name: /protection des données personnelles/ }).check();
  await expectAccessible(page);
  await page.getByRole("button", { name: t("registration.actions.submit") }).click();
  await expect(page.getByRole("heading", { name: t("registration.done.title") })).toBeVisible();
  await expectAccessible(page);

  // The link of the verification e-mail confirms the address: the creator of a company may log in at once.
  await page.goto(await linkInMail(email, "/fr/user/verify-email/"));
  await expect(page.getByText(t("verifyEmail.successTitle"))).toBeVisible();
  await expect(page.getByText(t("verifyEmail.successLogin", { email }))).toBeVisible();
  await expectAccessible(page);

  await page.goto(loginPath("fr"));
  await page.getByLabel(t("login.email"), { exact: true }).fill(email);
  await page.getByLabel(t("login.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: t("login.submit") }).click();
  await expect(page).toHaveURL("/fr/user/dashboard");
  await expect(page.getByText(corporateName).first()).toBeVisible();
});
