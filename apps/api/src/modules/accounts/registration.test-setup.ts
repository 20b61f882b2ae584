import { outboxMessages } from "@portal/db/schema/index";
import type { Locale } from "@portal/domain/i18n/locales";
import { and, asc, eq } from "drizzle-orm";
import type { TestApp } from "../../test/harness";

export const NEW_PASSWORD = "Register-2026";

let addressCounter = 0;
/** A client address of its own, so each test starts with fresh per-address rate limits. */
export function freshAddress(): string {
  addressCounter++;
  return `10.0.${Math.floor(addressCounter / 250)}.${1 + (addressCounter % 250)}`;
}

let emailCounter = 0;
export function freshEmail(prefix = "newcomer"): string {
  emailCounter++;
  return `${prefix}.${emailCounter}.${Date.now().toString(36)}@example.com`;
}

export function personFields(email: string, localeCode: Locale = "fr") {
  return {
    email,
    password: NEW_PASSWORD,
    gender: "mme",
    firstname: "Anne",
    lastname: "Martin",
    phone: "+33 6 11 22 33 44",
    newsletter: true,
    acceptTerms: true,
    acceptDataProtection: true,
    localeCode,
  };
}

export function newCompanyFields(siret: string) {
  return {
    corporateName: "Martin Espaces Verts",
    siret,
    activityCode: "landscaper",
    phone: "+33 2 40 00 00 00",
    street: "3 rue des Lilas",
    zipCode: "44000",
    city: "Nantes",
    countryCode: "FR",
  };
}

export function postJson(t: TestApp, url: string, payload: unknown, remoteAddress = freshAddress()) {
  return t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress });
}

export function register(t: TestApp, payload: unknown, remoteAddress = freshAddress()) {
  return postJson(t, "/api/v2/shop/customers", payload, remoteAddress);
}

/** The e-mails of one kind queued for a recipient, oldest first. */
export async function mailsTo(t: TestApp, recipient: string, kind: string) {
  return t.db.db
    .select({ locale: outboxMessages.locale, payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.kind, kind)))
    .orderBy(asc(outboxMessages.id));
}

const tokenFields = { email_verification: "verifyToken", password_reset: "resetToken", email_change: "token" } as const;

/** The token of the newest e-mail of a kind, as the recipient would read it from the link. */
export async function lastToken(t: TestApp, recipient: string, kind: keyof typeof tokenFields): Promise<string> {
  const mails = await mailsTo(t, recipient, kind);
  const payload = mails.at(-1)?.payload;
  const token = payload?.[tokenFields[kind]];
  if (typeof token !== "string") throw new Error(`no ${kind} e-mail for ${recipient}`);
  return token;
}

export function verify(t: TestApp, token: string, body: unknown = { localeCode: "fr" }) {
  return t.app.inject({
    method: "PATCH",
    url: `/api/v2/shop/account-verification-requests/${token}`,
    headers: { "content-type": "application/merge-patch+json" },
    payload: JSON.stringify(body),
  });
}
