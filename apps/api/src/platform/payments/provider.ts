import { createHmac, timingSafeEqual } from "node:crypto";
import type { Locale } from "@portal/domain/i18n/locales";

export const paymentEventTypes = ["payment.authorized", "payment.succeeded", "payment.failed", "payment.cancelled"] as const;
export type PaymentEventType = (typeof paymentEventTypes)[number];

/** A provider's notification about one checkout, named by the reference createCheckout answered. */
export type PaymentEvent = { id: string; type: PaymentEventType; reference: string; occurredAt: Date };

export type CheckoutRequest = {
  paymentId: number;
  /** The portal's id of the customer paying: only they may act on the hosted page. */
  buyerId: number;
  orderNumber: string;
  amountCents: number;
  currency: "EUR";
  locale: Locale;
  /** Absolute URLs the buyer comes back to; `status=success|failed|cancelled` is appended. */
  returnUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { reference: string; redirectUrl: string };

export type WebhookHeaders = Record<string, string | string[] | undefined>;
export type ParsedWebhook = { ok: true; event: PaymentEvent } | { ok: false };

/**
 * A payment provider: the buyer is redirected to its hosted page, and the outcome arrives as a
 * signed webhook (the redirect back is only for the buyer's eyes and proves nothing).
 */
export interface PaymentProvider {
  readonly name: string;
  /** A network call for a real provider: make it outside any database transaction. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature of a webhook's exact bytes, then reads its event. */
  parseWebhook(rawBody: string, headers: WebhookHeaders): ParsedWebhook;
}

/** Signed webhooks older (or further in the future) than this are refused: a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) => createHmac("sha256", secret).update(`${timestamp}.${body}`).digest();

/** The signature header value, Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body).toString("hex")}`;
}

/**
 * Whether `header` signs `body` with `secret` at a time within the tolerance of `now`. Any of
 * several `v1` values may match (a provider rotating its secret sends both).
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): boolean {
  if (!header) return false;
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const pair of header.split(",")) {
    const [key, value = ""] = pair.trim().split("=", 2);
    if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === "v1" && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, "hex"));
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = hmac(secret, timestamp, body);
  // Every candidate is compared in constant time, and all of them are compared.
  let valid = false;
  for (const signature of signatures) valid = timingSafeEqual(signature, expected) || valid;
  return valid;
}

/** A header's single value (Node gives an array for a header sent twice). */
export function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
