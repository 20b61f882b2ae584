import { CSRF_HEADER } from "@portal/domain/accounts/session-cookies";
import type { ImportReport, Order } from "@portal/domain/orders/schemas";
import type { z } from "zod";
import { apiRequest, readCookie } from "../api/client";
import { sessionPaths } from "../api/paths";
import { type ApiResult, networkFailure, readResult } from "../api/problem";
import { browserCookieNames } from "../auth/cookie-names";

const base = "/api/v2/shop/orders";
const cart = (token: string) => `${base}/${encodeURIComponent(token)}`;

/** The cart API's paths, for the browser. */
export const cartPaths = {
  open: base,
  cart,
  items: (token: string) => `${cart(token)}/items`,
  item: (token: string, id: number) => `${cart(token)}/items/${id}`,
  name: (token: string) => `${cart(token)}/name`,
  comments: (token: string) => `${cart(token)}/comments`,
  importItems: (token: string) => `${cart(token)}/import-items`,
  importModel: (format: "xlsx" | "csv") => `${base}/import-model?format=${format}`,
} as const;

/**
 * Answers are checked against the domain's schemas when the caller hands them over (the cart page
 * does); the product page's button goes without, so its script carries no schema library.
 */
export type CartSchemas = { order?: z.ZodType<Order>; report?: z.ZodType<ImportReport> };

export function cartApi(schemas: CartSchemas = {}) {
  const order = schemas.order;
  return {
    /** The caller's open cart, created when there is none. */
    open: () => apiRequest(cartPaths.open, { method: "POST", body: {}, schema: order }),
    get: (token: string) => apiRequest(cartPaths.cart(token), { schema: order }),
    /** Empties the cart: the answer is a new, empty one. */
    clear: (token: string) => apiRequest(cartPaths.cart(token), { method: "DELETE", schema: order }),
    addItem: (token: string, productVariant: string, quantity: number) =>
      apiRequest(cartPaths.items(token), { method: "POST", body: { productVariant, quantity }, schema: order }),
    setQuantity: (token: string, id: number, quantity: number) =>
      apiRequest(cartPaths.item(token, id), { method: "PATCH", body: { quantity }, schema: order }),
    removeItem: (token: string, id: number) => apiRequest(cartPaths.item(token, id), { method: "DELETE", schema: order }),
    /** An empty code takes the coupon off. */
    setCoupon: (token: string, couponCode: string) =>
      apiRequest(cartPaths.cart(token), { method: "PUT", body: { couponCode }, schema: order }),
    setName: (token: string, name: string, engagementCode: string) =>
      apiRequest(cartPaths.name(token), { method: "PATCH", body: { name, engagementCode }, schema: order }),
    getComments: (token: string) => apiRequest<{ comments: string | null }>(cartPaths.comments(token)),
    setComments: (token: string, comments: string) =>
      apiRequest(cartPaths.comments(token), { method: "POST", body: { comments }, schema: order }),
    importItems: (token: string, file: File) => uploadFile(cartPaths.importItems(token), file, schemas.report),
  };
}

export type CartApi = ReturnType<typeof cartApi>;

async function postFile<T>(path: string, file: File, schema?: z.ZodType<T>): Promise<ApiResult<T>> {
  const form = new FormData();
  form.append("file", file);
  // No content-type: the browser writes the multipart boundary itself.
  const headers: Record<string, string> = { accept: "application/json", "accept-language": document.documentElement.lang };
  const csrf = readCookie(browserCookieNames().csrf);
  if (csrf) headers[CSRF_HEADER] = csrf;
  try {
    const response = await fetch(path, { method: "POST", credentials: "same-origin", headers, body: form });
    return await readResult(response, schema);
  } catch {
    return networkFailure;
  }
}

/** A multipart upload, renewing an expired session once as `apiRequest` does for JSON calls. */
async function uploadFile<T>(path: string, file: File, schema?: z.ZodType<T>): Promise<ApiResult<T>> {
  const first = await postFile(path, file, schema);
  if (first.ok || (first.code !== "auth.token_expired" && first.code !== "auth.login_required")) return first;
  const refreshed = await apiRequest(sessionPaths.refresh, { method: "POST", body: {} });
  return refreshed.ok ? postFile(path, file, schema) : first;
}
