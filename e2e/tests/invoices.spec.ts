import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { message } from "../support/messages";
import { readPdf } from "../support/pdf";
import { type Locale, logIn } from "../support/session";

/*
 * The buyer of Vertmoteur reads the company's invoices (those of the demo order history, and four the
 * demo data imported from the ERP, ERP-C10001-1 to -4, issued on the 15th of March, May, July and
 * September 2026: the first two paid, the third in part, the last unpaid and overdue), filters them
 * and downloads a Factur-X PDF.
 */
const invoicesPath: Record<"fr" | "de", string> = { fr: "/fr/user/factures", de: "/de/user/rechnungen" };

const row = (page: Page, number: string) => page.getByRole("row").filter({ hasText: number });

for (const locale of ["fr", "de"] as const) {
  test(`invoices: list, filter by status, download the Factur-X PDF (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = (key: string, values?: Record<string, string>) => message(locale, `invoices.${key}`, values);
    await logIn(page, "buyer@demo.example", locale as Locale);
    await page.goto(invoicesPath[locale]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("title"));
    // The newest first: the demo order history's invoices come before the ERP's of the spring.
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await expectAccessible(page);

    // A date range with its end before its start is refused in the form, in the page's language.
    await page.getByLabel(t("filters.from")).fill("2026-09-15");
    await page.getByLabel(t("filters.to")).fill("2026-09-01");
    await page.getByRole("button", { name: t("filters.apply"), exact: true }).click();
    await expect(page.getByText(message(locale, "validation.invoice.date_range_invalid"))).toBeVisible();

    // The overdue ones issued on the 15th of September: the ERP's fourth invoice, not its first (paid, in March).
    await page.getByLabel(t("filters.status")).selectOption("overdue");
    await page.getByLabel(t("filters.to")).fill("2026-09-15");
    await page.getByRole("button", { name: t("filters.apply"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${invoicesPath[locale]}\\?status=overdue&from=2026-09-15&to=2026-09-15$`));
    await expect(row(page, "ERP-C10001-4").getByText(t("status.overdue"))).toBeVisible();
    await expect(row(page, "ERP-C10001-1")).toHaveCount(0);
    await expectAccessible(page);

    // The PDF: a download, a PDF, with the number in its title and the Factur-X XML attached.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      row(page, "ERP-C10001-4")
        .getByRole("link", { name: t("downloadOf", { number: "ERP-C10001-4" }) })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe("ERP-C10001-4.pdf");
    const bytes = new Uint8Array(await readFile((await download.path()) as string));
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    const pdf = await readPdf(bytes);
    expect(pdf.title).toContain("ERP-C10001-4");
    expect(pdf.attachments["factur-x.xml"]).toContain("<ram:ID>ERP-C10001-4</ram:ID>");
    expect(pdf.attachments["factur-x.xml"]).toContain("Vertmoteur Motoculture SARL");

    // Cleared, the list is whole again: the first invoice of the ERP is back among the paid ones of March.
    await page.getByRole("button", { name: t("filters.clear") }).click();
    await expect(page).toHaveURL(new RegExp(`${invoicesPath[locale]}$`));
    await page.getByLabel(t("filters.status")).selectOption("paid");
    await page.getByLabel(t("filters.from")).fill("2026-03-15");
    await page.getByLabel(t("filters.to")).fill("2026-03-15");
    await page.getByRole("button", { name: t("filters.apply"), exact: true }).click();
    await expect(row(page, "ERP-C10001-1").getByText(t("status.paid"))).toBeVisible();
  });
}
