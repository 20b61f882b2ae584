import { expect, test } from "@playwright/test";
import { expectAccessible, expectAllInLandmarks } from "../support/a11y";
import { message } from "../support/messages";

test("the home page shows the content service's blocks, header and footer", async ({ page }) => {
  const response = await page.goto("/nl");
  // Scripts run by the page's nonce only, and the window is kept from other sites'.
  const policy = response?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(policy).toContain("'strict-dynamic'");
  expect(nonce).toBeTruthy();
  expect(response?.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expect(response?.headers()["x-frame-options"]).toBe("DENY");
  expect(
    await page
      .locator("script[src]")
      .evaluateAll((scripts, expected) => scripts.every((script) => (script as HTMLScriptElement).nonce === expected), nonce),
  ).toBe(true);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation").first()).toBeVisible();
  await expect(
    page.getByRole("searchbox", { name: message("nl", "header.searchLabel") }).or(page.getByLabel(message("nl", "header.searchLabel"))),
  ).toBeVisible();
  // Theme colours from the site configuration become custom properties with tints.
  const tint = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-main-50").trim());
  expect(tint).toMatch(/^#[0-9a-f]{6}$/);
  await expectAccessible(page);
  await expectAllInLandmarks(page);
});

test("no tracking script before consent; accepting loads it, in the page's language", async ({ page }) => {
  const trackingRequests: string[] = [];
  await page.route("https://stats.orvane.example/**", (route) => {
    trackingRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  await page.goto("/de");
  const banner = page
    .getByRole("dialog", { name: message("de", "consent.title") })
    .or(page.getByRole("region", { name: message("de", "consent.title") }));
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(message("de", "consent.acceptAll"));
  await expectAccessible(page);
  expect(await page.locator("script[data-consent-category]").count()).toBe(0);
  expect(trackingRequests).toEqual([]);

  await page.getByRole("button", { name: message("de", "consent.acceptAll") }).click();
  await expect(banner).toBeHidden();
  await expect(page.locator('script[data-consent-category="analytics"]')).toHaveCount(1);
  await expect.poll(() => trackingRequests.length).toBeGreaterThan(0);

  // The choice is remembered on the next visit.
  await page.reload();
  await expect(banner).toBeHidden();
});

test("refusing keeps tracking away", async ({ page }) => {
  await page.goto("/fr");
  await page.getByRole("button", { name: message("fr", "consent.refuseAll") }).click();
  await page.reload();
  expect(await page.locator("script[data-consent-category]").count()).toBe(0);
});
