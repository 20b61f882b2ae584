import { expect, type Page } from "@playwright/test";
import { message } from "./messages";

export const DEMO_PASSWORD = "Demo-pass-2026";

const loginPaths = { fr: "/fr/user/connexion", en: "/en/user/login", de: "/de/user/verbindung", nl: "/nl/user/login" } as const;
export type Locale = keyof typeof loginPaths;
export const loginPath = (locale: Locale) => loginPaths[locale];

/** Logs in through the login form and waits until the account page is shown. */
export async function logIn(page: Page, email: string, locale: Locale = "fr") {
  await page.goto(loginPath(locale));
  await page.getByLabel(message(locale, "login.email"), { exact: true }).fill(email);
  await page.getByLabel(message(locale, "login.password"), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: message(locale, "login.submit") }).click();
  await expect(page).not.toHaveURL(new RegExp(`${loginPath(locale)}$`));
}
