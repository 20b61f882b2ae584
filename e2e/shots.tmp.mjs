import { chromium } from "@playwright/test";
const base = "http://localhost:3700";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [w, h, tag] of [[1280, 900, "desk"], [390, 844, "phone"]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await context.newPage();
  await page.goto(`${base}/fr/user/connexion`);
  await page.getByLabel("E-mail").fill("buyer@demo.example");
  await page.getByLabel("Mot de passe", { exact: true }).fill("Demo-pass-2026");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => !url.pathname.includes("connexion"));
  await page.goto(`${base}/fr/user/quotes`);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `/tmp/quotes-shots/list-${tag}.png`, fullPage: true });
  const numbers = await page.locator("td").allTextContents();
  const q = numbers.map((t) => /Q\d{4}-\d{6}/.exec(t)?.[0]).filter(Boolean);
  console.log(q);
  for (const n of [q[2], q[3]]) {
    await page.goto(`${base}/fr/user/quotes/${n}`);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `/tmp/quotes-shots/detail-${n}-${tag}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
