import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { message } from "../support/messages";
import { DEMO_PASSWORD, logIn, loginPath } from "../support/session";

const dashboardPaths = { fr: "/fr/user/dashboard", de: "/de/user/dashboard" } as const;

for (const locale of ["fr", "de"] as const) {
  test.describe(`login in ${locale}`, () => {
    test("a professional logs in and lands on the dashboard", async ({ page }) => {
      await page.goto(loginPath(locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "login.title"));
      await expectAccessible(page);
      await page.getByLabel(message(locale, "login.email"), { exact: true }).fill("buyer@demo.example");
      await page.getByLabel(message(locale, "login.password"), { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: message(locale, "login.submit") }).click();
      await expect(page).toHaveURL(dashboardPaths[locale]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(locale, "dashboard.title"));
      await expect(page.getByText("Vertmoteur Motoculture SARL").first()).toBeVisible();
      await expectAccessible(page);
    });

    test("a wrong password gives the bad-credentials message", async ({ page }) => {
      await page.goto(loginPath(locale));
      await page.getByLabel(message(locale, "login.email"), { exact: true }).fill("buyer@demo.example");
      await page.getByLabel(message(locale, "login.password"), { exact: true }).fill("Wrong-pass-1");
      await page.getByRole("button", { name: message(locale, "login.submit") }).click();
      await expect(page.getByRole("alert")).toContainText(message(locale, "errors.auth.invalid_credentials"));
      await expect(page).toHaveURL(loginPath(locale));
      await expectAccessible(page);
    });

    test("a member of two companies chooses one", async ({ page }) => {
      await page.goto(loginPath(locale));
      await page.getByLabel(message(locale, "login.email"), { exact: true }).fill("multi@demo.example");
      await page.getByLabel(message(locale, "login.password"), { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: message(locale, "login.submit") }).click();
      await expect(page.getByRole("heading", { name: message(locale, "login.company.title") })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("radio", { name: /Atelier Dubois Réparations/ }).check();
      await page.getByRole("button", { name: message(locale, "login.company.submit") }).click();
      await expect(page).toHaveURL(dashboardPaths[locale]);
      await expect(page.getByText("Atelier Dubois Réparations").first()).toBeVisible();
    });
  });
}

test("a company waiting validation is told so", async ({ page }) => {
  await page.goto(loginPath("fr"));
  await page.getByLabel(message("fr", "login.email"), { exact: true }).fill("waiting@demo.example");
  await page.getByLabel(message("fr", "login.password"), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: message("fr", "login.submit") }).click();
  await expect(page.getByRole("alert")).toContainText(message("fr", "errors.auth.company_waiting_validation"));
});

test("a visitor on a protected page logs in and comes back to it; logout clears the session", async ({ page, context }) => {
  await page.goto("/en/user/account");
  await expect(page).toHaveURL(/\/en\/user\/login\?returnTo=%2Fen%2Fuser%2Faccount/);
  await page.getByLabel(message("en", "login.email"), { exact: true }).fill("limited@demo.example");
  await page.getByLabel(message("en", "login.password"), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: message("en", "login.submit") }).click();
  await expect(page).toHaveURL("/en/user/account");

  // Already connected: the login page says so instead of showing the form.
  await page.goto("/en/user/login");
  await expect(page.getByText(message("en", "login.already.title"))).toBeVisible();
  await expectAccessible(page);

  await page.goto("/en/user/account");
  await page
    .getByRole("button", { name: message("en", "accountMenu.label") })
    .first()
    .click();
  await page
    .getByRole("button", { name: message("en", "accountMenu.logout") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/?$/);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toEqual(expect.arrayContaining(["token"]));
  expect(names).not.toContain("refresh_token");
  expect(names).not.toContain("customer_id");
  await page.goto("/en/user/account");
  await expect(page).toHaveURL(/\/en\/user\/login\?returnTo=/);
});

test("the session survives an expired access token", async ({ page, context }) => {
  await logIn(page, "buyer@demo.example", "fr");
  // Drop the access token as if it had expired: the refresh token brings a new one.
  const cookies = await context.cookies();
  await context.clearCookies({ name: "token" });
  expect(cookies.some((cookie) => cookie.name === "refresh_token")).toBe(true);
  await page.goto("/fr/user/mon-compte");
  await expect(page).toHaveURL("/fr/user/mon-compte");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("fr", "account.title"));
  expect((await context.cookies()).some((cookie) => cookie.name === "token")).toBe(true);
});
