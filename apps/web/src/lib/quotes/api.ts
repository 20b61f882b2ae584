import { orderSchema } from "@portal/domain/orders/schemas";
import { quoteRequestResultSchema, type RequestQuote, type TransformQuote } from "@portal/domain/quotes/schemas";
import { apiRequest } from "../api/client";

const shop = "/api/v2/shop";

/** The quote API's paths, for the browser. */
export const quotePaths = {
  request: (cartToken: string) => `${shop}/orders/${encodeURIComponent(cartToken)}/request-quote`,
  transform: (number: string) => `${shop}/quotes/${encodeURIComponent(number)}/transform-into-order`,
  pdf: (number: string) => `${shop}/quotes/${encodeURIComponent(number)}/pdf`,
} as const;

export const quotesApi = {
  /** Saves the cart's lines as a quote; the answer holds the quote and the emptied cart. */
  request: (cartToken: string, body: Pick<RequestQuote, "shippingAddress"> & { name: string; serialNumber: string }) =>
    apiRequest(quotePaths.request(cartToken), { method: "POST", body, schema: quoteRequestResultSchema }),
  /** Puts a quote back in the cart; the answer is the cart. */
  transform: (number: string, body: { mode: TransformQuote["mode"]; orderName?: string }) =>
    apiRequest(quotePaths.transform(number), { method: "POST", body, schema: orderSchema }),
};
