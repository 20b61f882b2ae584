import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { message } from "../support/messages";
import { logIn } from "../support/session";

/*
 * The buyer of Vertmoteur opens the documentation: the technical documents of the Verdalis brand
 * (the demo's third service bulletin exists in French only, so an English reader gets it marked as
 * the French version), downloads one, then builds the live Verdalis price list at the company's
 * prices as a workbook and as a PDF.
 */
const paths = {
  fr: { technical: "/fr/user/documentation/documentations-techniques", priced: "/fr/user/documentation/tarifs" },
  en: { technical: "/en/user/documentation/technical-documents", priced: "/en/user/documentation/priced-documents" },
} as const;

async function bytesOf(download: { path(): Promise<string | null> }) {
  return new Uint8Array(await readFile((await download.path()) as string));
}

const firstRow = (page: Page) => page.getByRole("table").first().getByRole("row").nth(1);

for (const locale of ["fr", "en"] as const) {
  test(`documentation: technical documents and live price lists (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = (key: string, values?: Record<string, string>) => message(locale, `documents.${key}`, values);
    await logIn(page, "buyer@demo.example", locale);

    // From a registered machine's page, the library opens on its model: brand chosen, model named.
    const registrations = await page.request.get("/api/v2/shop/machine-registrations?itemsPerPage=1");
    const { token } = (await registrations.json()).items[0] as { token: string };
    const machine = (await (
      await page.request.get(`/api/v2/shop/machine-registrations/${token}`, { headers: { "accept-language": locale } })
    ).json()) as {
      product: { code: string; name: string };
    };
    const product = (await (await page.request.get(`/api/v2/shop/products/${machine.product.code}`)).json()) as { brand: { code: string } };
    await page.goto(`/${locale}/user/machines/${token}`);
    await page.getByRole("link", { name: message(locale, "machines.detail.documents.library") }).click();
    await expect(page.getByLabel(t("filters.brand"), { exact: true })).toHaveValue(product.brand.code);
    const model = page.getByLabel(t("filters.product"), { exact: true });
    await expect(model).toHaveValue(machine.product.code);
    await expect(model.locator("option:checked")).toHaveText(machine.product.name);

    await page.goto(paths[locale].technical);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("technical.title"));
    await expect(firstRow(page)).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel(t("filters.brand"), { exact: true }).selectOption("verdalis");
    await page.getByLabel(t("filters.type")).selectOption("service_bulletin");
    const bulletin = page.getByRole("row").filter({ hasText: "SB-VER-26-03" });
    await expect(bulletin).toBeVisible();
    // French only: the English reader sees it marked as such, the French reader does not.
    if (locale === "en") await expect(bulletin.getByText(t("versions.fr"))).toBeVisible();
    else await expect(bulletin.getByText(t("versions.fr"))).toHaveCount(0);
    await expectAccessible(page);

    const [document] = await Promise.all([page.waitForEvent("download"), bulletin.getByRole("link").click()]);
    expect(document.suggestedFilename()).toMatch(/SB-VER-26-03.*\.pdf$/);
    expect(new TextDecoder().decode((await bytesOf(document)).subarray(0, 5))).toBe("%PDF-");

    await page.goto(paths[locale].priced);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("priced.title"));
    await page.getByRole("combobox", { name: t("priced.brand"), exact: true }).selectOption("verdalis");
    await expect(firstRow(page)).toBeVisible();
    await expectAccessible(page);

    const [workbook] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: t("priced.xlsx") }).click()]);
    expect(workbook.suggestedFilename()).toMatch(/^Verdalis-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(new TextDecoder().decode((await bytesOf(workbook)).subarray(0, 2))).toBe("PK");
    await expect(page.getByText(t("priced.ready", { brand: "Verdalis" }))).toBeVisible();

    const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: t("priced.pdf") }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^Verdalis-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(new TextDecoder().decode((await bytesOf(pdf)).subarray(0, 5))).toBe("%PDF-");
  });
}
