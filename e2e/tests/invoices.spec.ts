import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { message } from "../support/messages";
import { readPdf } from "../support/pdf";
import { type Locale, logIn } from "../support/session";

/*
 * The buyer of Vertmoteur reads the company's invoices (the demo data imported four from the ERP,
 * ERP-C10001-1 to -4: the first two paid, the third in part, the last unpaid and overdue), filters
 * them and downloads a Factur-X PDF.
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
    await expect(row(page, "ERP-C10001-1")).toBeVisible();
    await expect(row(page, "ERP-C10001-4").getByText(t("status.overdue"))).toBeVisible();
    await expectAccessible(page);

    // Only the overdue ones.
    await page.getByLabel(t("filters.status")).selectOption("overdue");
    await page.getByRole("button", { name: t("filters.apply"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${invoicesPath[locale]}\\?status=overdue$`));
    await expect(row(page, "ERP-C10001-4")).toBeVisible();
    await expect(row(page, "ERP-C10001-1")).toHaveCount(0);

    // A date range with its end before its start is refused in the form, in the page's language.
    await page.getByLabel(t("filters.from")).fill("2026-06-01");
    await page.getByLabel(t("filters.to")).fill("2026-01-01");
    await page.getByRole("button", { name: t("filters.apply"), exact: true }).click();
    await expect(page.getByText(message(locale, "validation.invoice.date_range_invalid"))).toBeVisible();
    await page.getByLabel(t("filters.to")).fill("2026-12-31");
    await page.getByRole("button", { name: t("filters.apply"), exact: true }).click();
    await expect(page).toHaveURL(/status=overdue&from=2026-06-01&to=2026-12-31$/);
    await expect(row(page, "ERP-C10001-4")).toBeVisible();
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

    // Cleared, the list is whole again.
    await page.getByRole("button", { name: t("filters.clear") }).click();
    await expect(page).toHaveURL(new RegExp(`${invoicesPath[locale]}$`));
    await expect(row(page, "ERP-C10001-1")).toBeVisible();
  });
}
