import type { TaxonNode } from "@portal/domain/catalog/schemas";
import type { MenuItem } from "@portal/domain/content/schemas";
import { type Locale, locales } from "@portal/domain/i18n/locales";

export function flattenTaxons(nodes: readonly TaxonNode[]): TaxonNode[] {
  return nodes.flatMap((node) => [node, ...flattenTaxons(node.children)]);
}

export function findTaxon(nodes: readonly TaxonNode[], code: string): TaxonNode | null {
  return flattenTaxons(nodes).find((node) => node.code === code) ?? null;
}

/** The path of the page in each language, from the category's slug in that language. */
export function localizedPaths(
  slugs: Partial<Record<Locale, string>>,
  pathOf: (locale: Locale, slug: string) => string,
): Partial<Record<Locale, string>> {
  const paths: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    const slug = slugs[locale];
    if (slug) paths[locale] = pathOf(locale, slug);
  }
  return paths;
}

/**
 * The tips of the menu entry for a category or, failing that, of its nearest parent that has one:
 * the site configuration carries tips per menu entry, and menu entries are categories.
 */
export function menuTipsFor(menu: readonly MenuItem[], lineage: readonly string[]): MenuItem["tips"] {
  const byCode = new Map<string, MenuItem>();
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (!byCode.has(item.code)) byCode.set(item.code, item);
      visit(item.children);
    }
  };
  visit(menu);
  for (const code of [...lineage].reverse()) {
    const tips = byCode.get(code)?.tips ?? [];
    if (tips.length > 0) return tips;
  }
  return [];
}
