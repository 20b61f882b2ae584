/**
 * What documents may do, in one place: the headers that never change (next.config.ts sends them)
 * and the Content-Security-Policy, which carries a new nonce per page (the proxy sends it).
 */

/** Headers that do not depend on the page: no MIME sniffing and HTTPS only, on every answer. */
export const transportHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

/**
 * What a document may do: no framing, no leaking full URLs, no devices, and no window of another
 * site keeping a handle on ours. Browsers read these on documents only.
 */
export const documentHeaders = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** A fresh nonce for one page: 128 random bits, base64. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The page's policy. Only scripts carrying its nonce run, and the scripts they load ('strict-dynamic':
 * Next's chunks, the tracking scripts the visitor consented to); an injected inline script has no
 * nonce and does not run. 'self' serves browsers without 'strict-dynamic', which then ignore the rest.
 * React's development build evaluates code: `next dev` alone gets 'unsafe-eval'.
 */
export function contentSecurityPolicy(nonce: string, { development = false } = {}): string {
  const scripts = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])];
  return [`script-src ${scripts.join(" ")}`, "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"].join(
    "; ",
  );
}
