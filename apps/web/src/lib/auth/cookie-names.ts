import { isSecureScheme, type SessionCookieNames, sessionCookieNames } from "@portal/domain/accounts/session-cookies";

/**
 * Whether the browser reached the web over HTTPS: `X-Forwarded-Proto` (set by a TLS proxy in
 * front, or by Next for its own requests) or the URL's scheme. The API sees the same header, so
 * both sides agree on the session cookies' names.
 */
export function isSecureRequest(headers: Headers, urlProtocol = "http:"): boolean {
  return isSecureScheme(headers.get("x-forwarded-proto"), urlProtocol);
}

/** The session cookies' names of a request the web server handles. */
export function requestCookieNames(headers: Headers, urlProtocol?: string): SessionCookieNames {
  return sessionCookieNames(isSecureRequest(headers, urlProtocol));
}

/** The session cookies' names in the browser, by the page's own scheme. */
export function browserCookieNames(): SessionCookieNames {
  return sessionCookieNames(typeof location !== "undefined" && location.protocol === "https:");
}
