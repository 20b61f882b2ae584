import type { ErrorCode } from "@portal/domain/errors/codes";
import { getLocale, getTranslations } from "next-intl/server";
import { cache } from "react";
import { messageAround } from "@/i18n/message-parts";
import { pathFor } from "@/i18n/paths";
import type { AddErrorLabels, StockLeftLabels } from "@/lib/cart/add-failure";
import type { AddToCartLabels } from "./add-to-cart";
import type { CardAddToCartLabels } from "./card-add-to-cart";

/** What adding a line can answer; each is translated once here rather than in the browser. */
const addErrors = [
  "cart.insufficient_stock",
  "cart.not_sellable",
  "cart.product_not_found",
  "cart.locked",
  "cart.too_many_lines",
  "catalog.variant_not_found",
  "auth.login_required",
  "auth.token_expired",
  "auth.token_invalid",
  "auth.forbidden",
  "auth.company_required",
  "auth.csrf_invalid",
  "request.invalid",
  "request.too_many",
  "server.error",
  "server.unavailable",
] as const satisfies readonly ErrorCode[];

async function addErrorLabels(): Promise<AddErrorLabels> {
  const errors = await getTranslations("errors");
  return {
    generic: errors("generic"),
    // Codes another release may not translate yet fall back to the generic sentence.
    ...Object.fromEntries(addErrors.filter((code) => errors.has(code)).map((code) => [code, errors(code)])),
  };
}

async function stockLeftLabels(): Promise<StockLeftLabels> {
  const t = await getTranslations("cart.add.stockLeft");
  return {
    locale: await getLocale(),
    none: t("none"),
    one: messageAround((values) => t("one", values), "available"),
    other: messageAround((values) => t("other", values), "available"),
  };
}

export async function addToCartLabels(): Promise<AddToCartLabels> {
  // Awaited one by one: the messages are loaded once per request, and Promise.all loses their key types here.
  const t = await getTranslations("cart.add");
  const product = await getTranslations("product.buy");
  return {
    quantity: product("quantity"),
    note: product("cartNote"),
    decrease: t("decrease"),
    increase: t("increase"),
    submit: t("submit"),
    submitting: t("submitting"),
    added: t("added"),
    viewCart: t("viewCart"),
    invalidQuantity: t("invalidQuantity"),
    quoteNote: t("quoteNote"),
    errors: await addErrorLabels(),
    stockLeft: await stockLeftLabels(),
  };
}

/**
 * The words of the cards' buttons, one object per request: the page's data carries it to the
 * browser once, however many cards the page shows.
 */
export const cardAddToCartLabels = cache(async (): Promise<CardAddToCartLabels> => {
  const t = await getTranslations("cart.add");
  const locale = await getLocale();
  return {
    submit: messageAround((values) => t("card.submit", values), "name"),
    added: t("added"),
    viewCart: t("viewCart"),
    cartPath: pathFor("/cart", locale),
    errors: await addErrorLabels(),
    stockLeft: await stockLeftLabels(),
  };
});
