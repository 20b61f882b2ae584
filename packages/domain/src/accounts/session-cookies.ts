/**
 * Cookies that hold a browser session. The API sets and clears them; the web reads their names
 * from here. `token`, `refresh_token` and `customer_id` are httpOnly; the CSRF token is readable
 * so browser code can echo it in the `x-csrf-token` header.
 */
export const sessionCookies = {
  token: "token",
  refreshToken: "refresh_token",
  customerId: "customer_id",
  csrf: "csrf_token",
} as const;

export const CSRF_HEADER = "x-csrf-token";
/** Spec section 9: refresh-token and customer-id cookies last 30 days. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
