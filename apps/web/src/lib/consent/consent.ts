/** Cookie that remembers the visitor's cookie choices (spec: consent before any tracking script). */
export const CONSENT_COOKIE = "cookie_consent";
/** Six months, after which the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;
const VERSION = 1;

export const consentCategories = ["analytics", "marketing"] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export type Consent = Record<ConsentCategory, boolean> & { decidedAt: string };

export function parseConsent(value: string | undefined | null): Consent | null {
  if (!value) return null;
  try {
    const data: unknown = JSON.parse(decodeURIComponent(value));
    if (typeof data !== "object" || data === null) return null;
    const record = data as Record<string, unknown>;
    if (record.v !== VERSION || typeof record.decidedAt !== "string") return null;
    if (typeof record.analytics !== "boolean" || typeof record.marketing !== "boolean") return null;
    return { analytics: record.analytics, marketing: record.marketing, decidedAt: record.decidedAt };
  } catch {
    return null;
  }
}

export function serializeConsent(consent: Consent): string {
  return encodeURIComponent(JSON.stringify({ v: VERSION, ...consent }));
}

export function consentCookie(consent: Consent, secure: boolean): string {
  return [
    `${CONSENT_COOKIE}=${serializeConsent(consent)}`,
    "Path=/",
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** Scripts the visitor agreed to, by category. */
export function allowedScripts<Script extends { category: ConsentCategory }>(scripts: Script[], consent: Consent | null): Script[] {
  if (!consent) return [];
  return scripts.filter((script) => consent[script.category]);
}
