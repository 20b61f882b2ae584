import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { message } from "../support/messages";
import { DEMO_PASSWORD, logIn } from "../support/session";

// Both journeys file claims for the same company and read its dashboard figures: one at a time.
test.describe.configure({ mode: "serial" });

/** A 1×1 PNG: a real image, which the upload re-encodes without metadata. */
const PHOTO = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

const parisDay = (daysAgo: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date(Date.now() - daysAgo * 86_400_000));

/** A registered machine of the buyer's company, from the demo data. */
async function registeredMachine(page: Page): Promise<{ token: string; serialNumber: string }> {
  const answer = await page.request.get("/api/v2/shop/machine-registrations?itemsPerPage=1");
  expect(answer.status(), await answer.text()).toBe(200);
  const [machine] = ((await answer.json()) as { items: { token: string; serialNumber: string }[] }).items;
  if (!machine) throw new Error("the demo company has no registered machine");
  return machine;
}

/** A part the buyer's company bought on an invoice: the reference of a line of one of its orders. */
async function invoicedReference(page: Page): Promise<string> {
  const orders = await page.request.get("/api/v2/shop/orders?itemsPerPage=20");
  for (const { tokenValue } of ((await orders.json()) as { items: { tokenValue: string }[] }).items) {
    const order = (await (await page.request.get(`/api/v2/shop/orders/${tokenValue}`)).json()) as { items?: { reference: string }[] };
    for (const { reference } of order.items ?? []) {
      const invoices = await page.request.get(`/api/v2/shop/reference-invoices?reference=${encodeURIComponent(reference)}`);
      if (invoices.ok() && ((await invoices.json()) as unknown[]).length > 0) return reference;
    }
  }
  throw new Error("no invoiced part in the demo orders");
}

async function staffSetsStatus(request: APIRequestContext, token: string, status: string, note?: string) {
  const login = await request.post("/api/v2/admin/authentication-token", {
    data: { email: "staff@demo.example", password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const changed = await request.post(`/api/v2/admin/warranties/${token}/status`, { headers, data: { status, note } });
  expect(changed.status(), await changed.text()).toBe(200);
}

/** The dashboard's figure of a group of claims ("Actions required — 2 claims"). */
async function groupCount(page: Page, locale: "fr" | "nl", group: "actions_required" | "in_progress"): Promise<number> {
  await page.goto(`/${locale}/user/dashboard`);
  await expect(page.getByRole("heading", { level: 1, name: message(locale, "dashboard.title") })).toBeVisible();
  // The figures beside the chart (the chart itself is hidden from assistive technologies).
  const figure = page
    .getByRole("listitem")
    .filter({ has: page.getByText(message(locale, `dashboard.warranty.groups.${group}`), { exact: true }) });
  const text = (await figure.textContent()) ?? "";
  return Number(/(\d+)/.exec(text)?.[1] ?? Number.NaN);
}

for (const locale of ["fr", "nl"] as const) {
  test(`${locale}: a dealer files a claim for a registered machine, answers the warranty desk with a photo, and it is accepted`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const t = (key: string, values: Record<string, string | number> = {}) =>
      message(locale, key, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])));
    await logIn(page, "buyer@demo.example", locale);
    await expect(page).toHaveURL(`/${locale}/user/dashboard`);
    const machine = await registeredMachine(page);
    const reference = await invoicedReference(page);

    // Machine: the registered one, shown as registered.
    await page.goto(`/${locale}/user/machines/warranty?machine=${machine.token}`);
    await expect(page.getByRole("heading", { level: 1, name: t("warranty.claim.title.advanced") })).toBeVisible();
    await expect(page.getByText(machine.serialNumber, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: t("warranty.claim.actions.next") }).click();

    // Incident: an incident date past the 30 days is refused on the spot.
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(t("warranty.claim.steps.incident")) })).toBeFocused();
    await page.getByLabel(t("warranty.claim.incident.type")).selectOption({ index: 1 });
    await page.getByLabel(t("warranty.claim.incident.date")).fill(parisDay(40));
    await page.getByLabel(t("warranty.claim.incident.description")).fill("Le moteur cale après dix minutes de travail.");
    await page.getByLabel(t("warranty.claim.incident.commissioningDate")).fill(parisDay(200));
    await page.getByLabel(t("warranty.claim.incident.hoursOfService")).fill("120");
    await page.getByRole("button", { name: t("warranty.claim.actions.next") }).click();
    await expect(page.getByText(t("validation.warranty.claim_deadline_passed"))).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(t("warranty.claim.incident.date")).fill(parisDay(2));
    await page.getByRole("button", { name: t("warranty.claim.actions.next") }).click();

    // Replaced part, with the invoice it was bought on.
    await page.getByRole("button", { name: t("warranty.claim.parts.add") }).click();
    await page.getByLabel(t("warranty.claim.parts.reference"), { exact: true }).fill(reference);
    await page.getByLabel(t("warranty.claim.parts.name"), { exact: true }).click();
    await page.getByLabel(t("warranty.claim.parts.name"), { exact: true }).fill("Bougie");
    const invoice = page.getByLabel(t("warranty.claim.parts.invoice"), { exact: true });
    await expect(invoice).toBeVisible();
    if ((await invoice.inputValue()) === "") await invoice.selectOption({ index: 1 });
    await expectAccessible(page);
    await page.getByRole("button", { name: t("warranty.claim.actions.next") }).click();

    // Labour, in quarter hours.
    await page.getByLabel(t("warranty.claim.labour.hours"), { exact: true }).fill("1");
    await page.getByLabel(t("warranty.claim.labour.minutes"), { exact: true }).selectOption("30");
    await expect(page.getByText(t("warranty.claim.labour.value", { hours: 1, minutes: 30 }), { exact: false })).toBeVisible();
    await page.getByRole("button", { name: t("warranty.claim.actions.next") }).click();

    // Documents: a photo with a comment.
    await page.locator('input[type="file"]').first().setInputFiles({ name: "moteur.png", mimeType: "image/png", buffer: PHOTO });
    await page.getByLabel(t("warranty.claim.documents.comment"), { exact: true }).fill("Photo du moteur");
    await expectAccessible(page);
    await page.getByRole("button", { name: t("warranty.claim.actions.next") }).click();

    // Review, then send.
    await expect(page.getByText("moteur.png")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: t("warranty.claim.actions.submit") }).click();
    await expect(page.getByRole("heading", { name: t("warranty.claim.done.title") })).toBeVisible();
    const numberText =
      (await page
        .getByText(/G-\d{4}-\d{6,9}/)
        .first()
        .textContent()) ?? "";
    const number = /G-\d{4}-\d{6,9}/.exec(numberText)?.[0] ?? "";
    expect(number).not.toBe("");
    await expectAccessible(page);
    await page.getByRole("link", { name: t("warranty.claim.done.open", { number }) }).click();
    await expect(page.getByRole("heading", { level: 1, name: t("warranty.detail.title", { number }) })).toBeVisible();
    const token = page.url().split("/").pop() ?? "";
    await expect(page.getByRole("link", { name: t("warranty.detail.download", { name: "moteur.png" }) })).toBeVisible();
    await expectAccessible(page);

    // The list holds it, found by its number.
    await page.goto(`/${locale}/user/warranties?q=${number}`);
    await expect(page.getByRole("link", { name: t("warranty.list.open", { number }) })).toBeVisible();
    await expectAccessible(page);

    // The desk asks for more: the dashboard counts it among the actions required.
    const actionsBefore = await groupCount(page, locale, "actions_required");
    await staffSetsStatus(request, token, "request_more_information", "Merci d'envoyer une photo de la plaque.");
    expect(await groupCount(page, locale, "actions_required")).toBe(actionsBefore + 1);
    await expectAccessible(page);
    const inProgressBefore = await groupCount(page, locale, "in_progress");
    await page
      .getByRole("link", {
        name: new RegExp(t("warranty.status.request_more_information")),
      })
      .click();
    await expect(page.getByRole("link", { name: t("warranty.list.open", { number }) })).toBeVisible();

    // The dealer answers with a file: back to the desk, in progress.
    await page.getByRole("link", { name: t("warranty.list.open", { number }) }).click();
    await expect(page.getByText(t("warranty.detail.actions.moreInformation.title"))).toBeVisible();
    await page.getByLabel(t("warranty.detail.conversation.answerLabel"), { exact: true }).fill("Voici la plaque.");
    await page.locator('input[type="file"]').setInputFiles({ name: "plaque.png", mimeType: "image/png", buffer: PHOTO });
    await page.getByRole("button", { name: t("warranty.detail.conversation.sendAnswer") }).click();
    await expect(page.getByText(t("warranty.detail.conversation.sentAnswer"))).toBeVisible();
    await expect(page.getByRole("link", { name: t("warranty.detail.conversation.download", { name: "plaque.png" }) })).toBeVisible();
    await expect(page.getByText(t("warranty.status.in_progress")).first()).toBeVisible();
    await expectAccessible(page);
    expect(await groupCount(page, locale, "in_progress")).toBe(inProgressBefore + 1);
    expect(await groupCount(page, locale, "actions_required")).toBe(actionsBefore);

    // Accepted by the desk.
    await staffSetsStatus(request, token, "accepted");
    await page.goto(`/${locale}/user/warranties/${token}`);
    await expect(page.getByText(t("warranty.status.accepted")).first()).toBeVisible();
    await expect(page.getByText(t("warranty.detail.conversation.closed"))).toBeVisible();
    await expectAccessible(page);
  });
}

test("fr: a claim for a machine that is not registered names it from the catalogue", async ({ page }) => {
  const t = (key: string) => message("fr", key);
  await logIn(page, "buyer@demo.example", "fr");
  await page.goto("/fr/user/machines/simplified-warranty");
  await expect(page.getByRole("heading", { level: 1, name: t("warranty.claim.title.simple") })).toBeVisible();
  // No machine chosen: the step says so.
  await page.getByRole("button", { name: t("warranty.claim.actions.next") }).click();
  await expect(page.getByText(t("validation.warranty.machine_required"))).toBeVisible();
  await page.getByLabel(t("warranty.claim.machine.search"), { exact: true }).fill("tondeuse");
  // Each suggestion names the machine, its brand and reference.
  await page.getByRole("button", { name: / · / }).first().click();
  await expect(page.getByText(t("warranty.claim.machine.chosen"))).toBeVisible();
  await page.getByLabel(t("warranty.claim.machine.serialNumber"), { exact: true }).fill("SN-E2E-0001");
  await expectAccessible(page);
  await page.getByRole("button", { name: t("warranty.claim.actions.next") }).click();

  await page.getByLabel(t("warranty.claim.incident.type")).selectOption({ index: 1 });
  await page.getByLabel(t("warranty.claim.incident.date")).fill(parisDay(1));
  await page.getByLabel(t("warranty.claim.incident.description")).fill("Courroie cassée.");
  await page.getByLabel(t("warranty.claim.incident.commissioningDate")).fill(parisDay(90));
  await page.getByLabel(t("warranty.claim.incident.hoursOfService")).fill("35");
  await page.getByRole("button", { name: t("warranty.claim.actions.next") }).click();
  // No replaced part, no labour.
  await page.getByRole("button", { name: t("warranty.claim.actions.next") }).click();
  await page.getByRole("button", { name: t("warranty.claim.actions.next") }).click();
  // A document entry needs a file or a comment.
  await page.getByRole("button", { name: t("warranty.claim.actions.next") }).click();
  await expect(page.getByText(t("validation.warranty.document_empty"))).toBeVisible();
  await page.getByLabel(t("warranty.claim.documents.comment"), { exact: true }).fill("Courroie d'origine, jamais changée.");
  await page.getByRole("button", { name: t("warranty.claim.actions.next") }).click();
  await page.getByRole("button", { name: t("warranty.claim.actions.submit") }).click();
  await expect(page.getByRole("heading", { name: t("warranty.claim.done.title") })).toBeVisible();
  await expect(page.getByText(/G-\d{4}-\d{6,9}/).first()).toBeVisible();
});

test("another company's claim or machine, or none, is the 404 page", async ({ page }) => {
  await logIn(page, "buyer@demo.example", "fr");
  // The page of one record answers 404 itself, not a 200 streamed before the record was looked up.
  for (const url of ["/fr/user/warranties/AAAAAAAAAAAAAAAAAAAAAAAA", "/fr/user/machines/AAAAAAAAAAAAAAAAAAAAAAAA"]) {
    const answer = await page.goto(url);
    expect(answer?.status(), url).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("fr", "errorPages.notFound.title"));
  }
});
