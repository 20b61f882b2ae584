import type { ErrorCode } from "@portal/domain/errors/codes";
import type { ApiFailure } from "../api/problem";
import { type NameSentence, withName } from "./card-offer";

/** Translated API errors of an add to the cart, by code; `generic` for any other. */
export type AddErrorLabels = Partial<Record<ErrorCode, string>> & { generic: string };

/**
 * "Only {available} units available", cut around the number in its singular and plural forms and
 * chosen in the browser with the language's plural rules: the script carries no message formatter.
 */
export type StockLeftLabels = { locale: string; none: string; one: NameSentence; other: NameSentence };

/** What to tell a buyer whose add failed: how many units are left when stock was short. */
export function addFailureMessage(failure: Pick<ApiFailure, "code" | "detail">, errors: AddErrorLabels, stockLeft: StockLeftLabels) {
  const left = failure.detail === undefined ? Number.NaN : Number(failure.detail);
  if (failure.code === "cart.insufficient_stock" && Number.isInteger(left) && left >= 0) {
    if (left === 0) return stockLeft.none;
    const form = new Intl.PluralRules(stockLeft.locale).select(left) === "one" ? stockLeft.one : stockLeft.other;
    return withName(form, String(left));
  }
  return errors[failure.code] ?? errors.generic;
}
