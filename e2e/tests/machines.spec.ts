import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { message } from "../support/messages";
import { logIn } from "../support/session";

/*
 * The dealer Vertmoteur (buyer@demo.example, client code C10001) registers one of the machines the
 * demo data left unregistered (VM-2025-000901, VM-2025-000902) for a private customer with a PDF
 * invoice, finds it first in the machines list and opens its page.
 */
const cases = [
  { locale: "fr", serialNumber: "VM-2025-000901", lastName: "Lefèvre" },
  { locale: "nl", serialNumber: "VM-2025-000902", lastName: "Janssens" },
] as const;

/** A small valid PDF: the API types the invoice by its content. */
const invoicePdf = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

async function chooseInvoice(page: Page, locale: string) {
  const chooser = page.waitForEvent("filechooser");
  await page
    .getByRole("button", { name: `${message(locale, "machines.registration.form.invoice")} ${message(locale, "common.fileDrop.choose")}` })
    .click();
  await (await chooser).setFiles({ name: "facture-vente.pdf", mimeType: "application/pdf", buffer: invoicePdf });
  await expect(page.getByText("facture-vente.pdf")).toBeVisible();
}

for (const { locale, serialNumber, lastName } of cases) {
  test(`machines: the dealer registers a machine for a private customer, lists it and opens it (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = (key: string, values?: Record<string, string>) => message(locale, `machines.${key}`, values);
    await logIn(page, "buyer@demo.example", locale);

    await page.goto(`/${locale}/user/machines`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("list.title"));
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await expectAccessible(page);

    await page
      .getByRole("link", { name: t("list.register") })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/user/machines/registration$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("registration.title"));
    await expectAccessible(page);

    // A machine already registered is refused, with the way to the contact form.
    await page.getByLabel(t("registration.lookup.serialNumber")).fill("VM-2025-000101");
    await page.getByLabel(t("registration.lookup.clientCode")).fill("C10001");
    await page.getByRole("button", { name: t("registration.lookup.submit") }).click();
    await expect(page.getByText(t("registration.alreadyRegistered.title"))).toBeVisible();
    await expect(page.getByRole("link", { name: t("registration.alreadyRegistered.contact") })).toHaveAttribute(
      "href",
      /contact\?subject=machine-already-registered/,
    );

    // The unregistered one, typed in lower case.
    await page.getByLabel(t("registration.lookup.serialNumber")).fill(serialNumber.toLowerCase());
    await page.getByRole("button", { name: t("registration.lookup.submit") }).click();
    await expect(page.getByRole("heading", { name: t("registration.form.title") })).toBeVisible();
    await expect(page.getByText(serialNumber)).toBeVisible();

    // Sent empty, the form says what is missing in the page's language.
    await page.getByRole("button", { name: t("registration.form.submit") }).click();
    await expect(page.getByText(message(locale, "validation.required")).first()).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel(t("registration.form.private"), { exact: true }).check();
    await page.getByLabel(t("registration.form.firstName"), { exact: true }).fill("Camille");
    await page.getByLabel(t("registration.form.lastName"), { exact: true }).fill(lastName);
    await page.getByLabel(t("registration.form.email"), { exact: true }).fill(`camille.${locale}@example.com`);
    await page.getByLabel(t("registration.form.phone"), { exact: true }).fill("+33 6 11 22 33 44");
    await page.getByLabel(t("registration.form.street"), { exact: true }).fill("5 rue des Peupliers");
    await page.getByLabel(t("registration.form.zipCode"), { exact: true }).fill("49100");
    await page.getByLabel(t("registration.form.city"), { exact: true }).fill("Angers");
    await page.getByLabel(t("registration.form.sellingDate"), { exact: true }).fill("2025-10-20");
    await chooseInvoice(page, locale);
    await page.getByLabel(t("registration.form.deliveredComplete"), { exact: true }).check();
    await page.getByRole("button", { name: t("registration.form.submit") }).click();

    await expect(page.getByRole("heading", { name: t("registration.done.title") })).toBeVisible();
    await expect(page.getByText(t("registration.done.text", { serialNumber, endCustomer: `Camille ${lastName}` }))).toBeVisible();
    await expectAccessible(page);

    // The list, newest first: the machine just registered heads it; the search finds it by name.
    await page.getByRole("link", { name: t("registration.done.list") }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/user/machines$`));
    await page.getByLabel(t("list.searchLabel")).fill(lastName);
    await page
      .getByRole("main")
      .getByRole("button", { name: t("list.searchSubmit") })
      .click();
    const row = page.getByRole("row").filter({ hasText: serialNumber });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(`Camille ${lastName}`)).toBeVisible();

    await row.getByRole("link", { name: serialNumber }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/user/machines/[A-Za-z0-9_-]+$`));
    await expect(page.getByText(t("detail.serial", { serialNumber }))).toBeVisible();
    const identity = page.getByRole("region", { name: t("detail.identity.title") });
    await expect(identity.getByText(`Camille ${lastName}`)).toBeVisible();
    await expect(identity.getByRole("link", { name: /facture-vente\.pdf/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: t("detail.parts.title") })).toBeVisible();
    await expect(page.getByRole("link", { name: t("detail.fileClaim") }).first()).toHaveAttribute(
      "href",
      /\/user\/machines\/warranty\?machine=/,
    );
    await expectAccessible(page);
  });
}
