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

export type SessionCookieNames = { readonly [K in keyof typeof sessionCookies]: string };

/**
 * Over HTTPS the names take this prefix: browsers then keep such a cookie only if it is Secure,
 * for Path=/ and without a Domain, so no sibling subdomain or plain-HTTP page can set or shadow it.
 */
export const SECURE_COOKIE_PREFIX = "__Host-";

const secureNames = Object.fromEntries(
  Object.entries(sessionCookies).map(([key, name]) => [key, `${SECURE_COOKIE_PREFIX}${name}`]),
) as SessionCookieNames;

/**
 * The session cookies' names for a request the browser made over HTTPS or not. Plain HTTP (a
 * portal on localhost) keeps the bare names: browsers refuse prefixed cookies that are not Secure.
 * Each side reads only the names of the request's scheme, so a bare cookie never stands in for a
 * prefixed one.
 */
export function sessionCookieNames(secure: boolean): SessionCookieNames {
  return secure ? secureNames : sessionCookies;
}

/** The request's scheme as the browser used it, from `X-Forwarded-Proto` (first hop) or the URL's own. */
export function isSecureScheme(forwardedProto: string | null | undefined, protocol: string): boolean {
  const forwarded = forwardedProto?.split(",")[0]?.trim().toLowerCase();
  return (forwarded || protocol.replace(/:$/, "").toLowerCase()) === "https";
}

export const CSRF_HEADER = "x-csrf-token";
/** HTML forms cannot set headers: a plain form posts the CSRF token in this field instead. */
export const CSRF_FIELD = "csrf_token";
/** Spec section 9: refresh-token and customer-id cookies last 30 days. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
