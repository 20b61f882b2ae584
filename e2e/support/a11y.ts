import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails when axe finds any WCAG 2 A/AA violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Fails when some content sits outside every landmark (axe "region"), where landmark navigation never leads. */
export async function expectAllInLandmarks(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(["region"]).analyze();
  const targets = results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")));
  expect(targets, `content outside landmarks on ${page.url()}`).toEqual([]);
}
