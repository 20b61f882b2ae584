import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { expectMail, linkInMail } from "../support/mail";
import { message } from "../support/messages";

/** Each run its own reader, so the e-mail found is this run's. */
const reader = (locale: string) => `newsletter.${locale}.${Date.now()}@example.com`;

const subjects = { fr: "Confirmez votre inscription à la newsletter", en: "Confirm your newsletter subscription" } as const;

function footerBox(page: Page, locale: string) {
  return page.getByRole("contentinfo").getByRole("region", { name: message(locale, "newsletter.title") });
}

async function subscribe(page: Page, locale: "fr" | "en", email: string) {
  const t = (key: string) => message(locale, `newsletter.${key}`);
  const box = footerBox(page, locale);
  await box.getByLabel(t("email")).fill(email);
  await box.getByRole("button", { name: t("submit") }).click();
}

for (const locale of ["fr", "en"] as const) {
  test(`a visitor subscribes from the footer in ${locale}, confirms from the e-mail, and is then told they are already subscribed`, async ({
    page,
  }) => {
    const t = (key: string, values: Record<string, string> = {}) => message(locale, `newsletter.${key}`, values);
    const email = reader(locale);
    await page.goto(`/${locale}/contact`);
    const box = footerBox(page, locale);
    await expect(box.getByText(t("consent"))).toBeVisible();

    // A wrong address is refused in the box and stays as typed.
    await subscribe(page, locale, "not-an-address");
    await expect(box.getByText(message(locale, "validation.email"))).toBeVisible();
    await expect(box.getByLabel(t("email"))).toHaveValue("not-an-address");
    await expectAccessible(page);

    await subscribe(page, locale, email);
    await expect(box.getByRole("status").filter({ hasText: t("checkInboxText", { email }) })).toBeVisible();
    await expectAccessible(page);

    await expectMail(email, subjects[locale]);
    const link = await linkInMail(email, "newsletter=confirm");
    expect(link).toMatch(new RegExp(`^/${locale}/\\?newsletter=confirm&token=`));
    await page.goto(link);
    const dialog = page.getByRole("dialog", { name: t("confirm.title") });
    await expect(dialog).toBeVisible();
    // The token leaves the address bar as soon as the page has read it.
    await expect(page).toHaveURL(new RegExp(`/${locale}/?$`));
    await expectAccessible(page);
    await dialog.getByRole("button", { name: t("confirm.action") }).click();
    await expect(dialog.getByRole("status")).toHaveText(t("confirm.done"));
    await expectAccessible(page);
    await dialog
      .getByRole("button", { name: message(locale, "common.close") })
      .last()
      .click();
    await expect(dialog).toBeHidden();

    // The same link again: already used.
    await page.goto(link);
    await page
      .getByRole("dialog", { name: t("confirm.title") })
      .getByRole("button", { name: t("confirm.action") })
      .click();
    await expect(page.getByRole("alert").filter({ hasText: message(locale, "errors.newsletter.token_invalid") })).toBeVisible();
    await page.keyboard.press("Escape");

    // Subscribing the confirmed address again: 'already subscribed'.
    await subscribe(page, locale, email);
    await expect(
      footerBox(page, locale)
        .getByRole("status")
        .filter({ hasText: t("alreadyTitle") }),
    ).toContainText(message(locale, "errors.newsletter.already_subscribed"));
    await expect(footerBox(page, locale).getByLabel(t("email"))).toHaveValue(email);
    await expectAccessible(page);
  });
}
