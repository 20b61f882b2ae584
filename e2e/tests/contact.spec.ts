import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { expectMail } from "../support/mail";
import { message } from "../support/messages";

/** Each run its own sender, so the acknowledgement found is this run's. */
const sender = (locale: string) => `contact.${locale}.${Date.now()}@example.com`;

async function fillSender(page: Page, locale: string, email: string) {
  const t = (key: string) => message(locale, `contact.${key}`);
  await page.getByLabel(t("genders.mme"), { exact: true }).check();
  await page.getByLabel(t("fields.firstname"), { exact: true }).fill("Claire");
  await page.getByLabel(t("fields.lastname"), { exact: true }).fill("Martin");
  await page.getByLabel(t("fields.email"), { exact: true }).fill(email);
  await page.getByLabel(t("fields.phone"), { exact: true }).fill("+33 6 12 34 56 78");
  await page.getByLabel(t("fields.zipCode")).fill("49000");
  await page.getByLabel(t("fields.city")).fill("Angers");
  await page.getByLabel(t("fields.country"), { exact: true }).selectOption("FR");
}

test("a visitor asks about a serial number not recognised, in French, and gets the acknowledgement", async ({ page }) => {
  const t = (key: string) => message("fr", `contact.${key}`);
  const email = sender("fr");
  // The machine-registration page links here with the subject chosen.
  await page.goto("/fr/contact?subject=machine-not-recognised");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("title"));
  await expect(page.getByLabel(t("fields.subject"))).toHaveValue("machine-not-recognised");
  await expect(page.getByLabel(t("fields.serialNumber"))).toBeVisible();
  await expectAccessible(page);

  // Nothing typed yet: the form says what is missing and sends nothing.
  await page.getByRole("button", { name: t("send") }).click();
  await expect(page.getByText(message("fr", "validation.required")).first()).toBeVisible();

  await fillSender(page, "fr", email);
  await page.getByLabel(t("fields.serialNumber")).fill("zz-inconnu-42");
  await page.getByLabel(t("fields.message")).fill("Bonjour, le numéro de série de ma tondeuse n’est pas reconnu.");
  // The sales representative of the department typed appears beside the form.
  await expect(page.getByText("Antoine Rousseau")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: t("send") }).click();

  await expect(page.getByRole("status").filter({ hasText: message("fr", "contact.success.text", { email }) })).toBeVisible();
  await expectAccessible(page);
  await expectMail(email, "Merci de nous avoir écrit.");
  await expectMail("garantie@orvane.example", email);
});

test("a visitor sends an order question in English; a machine subject asks for the machine", async ({ page }) => {
  const t = (key: string) => message("en", `contact.${key}`);
  const email = sender("en");
  await page.goto("/en/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("title"));
  await expect(page.getByLabel(t("fields.serialNumber"))).toHaveCount(0);
  await page.getByLabel(t("fields.subject")).selectOption({ label: "Spare parts" });
  await expect(page.getByLabel(t("fields.serialNumber"))).toBeVisible();
  await page.getByLabel(t("fields.subject")).selectOption({ label: "An order" });
  await expect(page.getByLabel(t("fields.serialNumber"))).toHaveCount(0);

  await fillSender(page, "en", email);
  await page.getByLabel(t("fields.message")).fill("Hello, when will my last order be delivered?");
  await expectAccessible(page);
  await page.getByRole("button", { name: t("send") }).click();
  await expect(page.getByRole("status").filter({ hasText: message("en", "contact.success.text", { email }) })).toBeVisible();
  await expectMail(email, "Thank you for writing to us.");
});
