import type { Locale } from "@portal/domain/i18n/locales";
import type { Suggestions } from "@portal/domain/search/schemas";
import { categoryPath } from "../../i18n/paths";
import { productPath } from "../catalog/product-page";

/** Below this many characters the header asks for no suggestions: the API's limit, without loading its schemas here. */
export const SUGGESTION_MIN_LENGTH = 2;

type Product = Suggestions["products"][number];
type Category = Suggestions["categories"][number];
type Reference = Suggestions["references"][number];

export type SuggestionOption =
  | { kind: "product"; id: string; href: string; product: Product }
  | { kind: "category"; id: string; href: string; category: Category }
  | { kind: "reference"; id: string; href: string; reference: Reference }
  | { kind: "all"; id: string; href: string };

export type SuggestionGroup = { kind: "products" | "categories" | "references"; options: SuggestionOption[] };

/** The search page for what was typed. */
export function searchHref(action: string, query: string): string {
  return `${action}?${new URLSearchParams({ q: query.trim() })}`;
}

/**
 * The options of the suggestion list, grouped as shown and numbered in the order the arrow keys
 * move through them; the last one always opens the search page for what is typed now (the
 * suggestions may still be those of the previous keystrokes while the next ones load).
 */
export function suggestionOptions(
  suggestions: Suggestions,
  query: string,
  locale: Locale,
  action: string,
  idPrefix: string,
): { groups: SuggestionGroup[]; all: SuggestionOption; options: SuggestionOption[] } {
  let index = 0;
  const id = () => `${idPrefix}-${index++}`;
  const groups: SuggestionGroup[] = [
    {
      kind: "products" as const,
      options: suggestions.products.map(
        (product): SuggestionOption => ({
          kind: "product",
          id: id(),
          href: productPath(locale, product.slug),
          product,
        }),
      ),
    },
    {
      kind: "categories" as const,
      options: suggestions.categories.map(
        (category): SuggestionOption => ({
          kind: "category",
          id: id(),
          href: categoryPath(locale, category.slug),
          category,
        }),
      ),
    },
    {
      kind: "references" as const,
      options: suggestions.references.map(
        (reference): SuggestionOption => ({
          kind: "reference",
          id: id(),
          href: productPath(locale, reference.slug),
          reference,
        }),
      ),
    },
  ].filter((group) => group.options.length > 0);
  const all: SuggestionOption = { kind: "all", id: id(), href: searchHref(action, query) };
  return { groups, all, options: [...groups.flatMap((group) => group.options), all] };
}

/** The option the arrow keys lead to, going round at both ends; -1 is the text field itself. */
export function movedIndex(current: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
