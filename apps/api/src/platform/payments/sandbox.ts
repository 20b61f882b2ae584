import { randomBytes } from "node:crypto";
import type { Database } from "@portal/db/client";
import { type SandboxSessionStatus, sandboxPaymentSessions } from "@portal/db/schema/index";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Clock } from "../clock";
import {
  type CheckoutRequest,
  type CheckoutSession,
  headerValue,
  type ParsedWebhook,
  type PaymentEventType,
  type PaymentProvider,
  paymentEventTypes,
  signWebhook,
  verifyWebhookSignature,
  type WebhookHeaders,
} from "./provider";

export const SANDBOX_PROVIDER = "sandbox";
export const SANDBOX_SIGNATURE_HEADER = "sandbox-signature";
/** Where the hosted payment page lives; the web forwards /api/* to the API, so the browser sees it on the shop's origin. */
export const SANDBOX_PAGE_PATH = "/api/v2/sandbox-payments";
export const SANDBOX_WEBHOOK_PATH = "/api/v2/shop/payment-webhooks/sandbox";

/** A webhook request as a provider would send it: the exact body bytes and the headers that sign them. */
export type SignedWebhook = { body: string; headers: Record<string, string> };
export type DeliverWebhook = (webhook: SignedWebhook) => Promise<void>;

export const sandboxActions = ["pay", "fail", "cancel"] as const;
export type SandboxAction = (typeof sandboxActions)[number];

export type SandboxSession = typeof sandboxPaymentSessions.$inferSelect;

/** The header value that signs a sandbox webhook body (for tests and for the sandbox itself). */
export function signSandboxWebhook(secret: string, body: string, timestamp: number): string {
  return signWebhook(secret, body, timestamp);
}

const webhookBodySchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(paymentEventTypes),
  reference: z.string().min(1).max(100),
  occurredAt: z.iso.datetime(),
});

const outcome: Record<SandboxAction, { status: Exclude<SandboxSessionStatus, "open">; events: PaymentEventType[] }> = {
  // A card payment is authorised, then captured: two events, as a real provider sends them.
  pay: { status: "succeeded", events: ["payment.authorized", "payment.succeeded"] },
  fail: { status: "failed", events: ["payment.failed"] },
  cancel: { status: "cancelled", events: ["payment.cancelled"] },
};

/** The `status` the shop's return page reads. */
const returnStatus: Record<SandboxSessionStatus, string> = {
  open: "pending",
  succeeded: "success",
  failed: "failed",
  cancelled: "cancelled",
};

/** Where the buyer goes once a session is finished: the return address, or the cancel address after a cancellation. */
export function resultUrl(session: Pick<SandboxSession, "status" | "returnUrl" | "cancelUrl">): string {
  const url = new URL(session.status === "cancelled" ? session.cancelUrl : session.returnUrl);
  url.searchParams.set("status", returnStatus[session.status]);
  return url.toString();
}

export type CompleteResult =
  | { kind: "completed"; session: SandboxSession; redirectUrl: string }
  /** Paid, failed or cancelled before: nothing is sent again. */
  | { kind: "finished"; session: SandboxSession };

/**
 * The built-in payment provider of the embedded set-up: a hosted page with pay / fail / cancel.
 * A real provider calls the webhook endpoint over HTTP; the sandbox hands its signed requests to
 * `deliver` (the API's own endpoint, through `deliverThroughApp`), so a single process and the
 * tests need no network. The webhooks still carry the same signature and go through the same check.
 */
export function createSandboxProvider(deps: { db: Database; secret: string; clock: Clock; deliver: DeliverWebhook }): SandboxProvider {
  const { db, secret, clock, deliver } = deps;

  function signedEvent(type: PaymentEventType, reference: string): SignedWebhook {
    const now = clock.now();
    const body = JSON.stringify({ id: `evt_${randomBytes(12).toString("base64url")}`, type, reference, occurredAt: now.toISOString() });
    const signature = signSandboxWebhook(secret, body, Math.floor(now.getTime() / 1000));
    return { body, headers: { "content-type": "application/json", [SANDBOX_SIGNATURE_HEADER]: signature } };
  }

  async function session(reference: string): Promise<SandboxSession | null> {
    const [row] = await db.select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.reference, reference));
    return row ?? null;
  }

  async function createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    // Relative or malformed addresses are a caller's bug: the buyer could never come back.
    new URL(request.returnUrl);
    new URL(request.cancelUrl);
    const reference = `sbx_${randomBytes(18).toString("base64url")}`;
    await db.insert(sandboxPaymentSessions).values({ reference, ...request });
    // The hosted page is served on the portal's own origin, the one the buyer comes back to.
    return { reference, redirectUrl: `${new URL(request.returnUrl).origin}${SANDBOX_PAGE_PATH}/${reference}` };
  }

  function parseWebhook(rawBody: string, headers: WebhookHeaders): ParsedWebhook {
    if (!verifyWebhookSignature(secret, rawBody, headerValue(headers, SANDBOX_SIGNATURE_HEADER), clock.now())) return { ok: false };
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return { ok: false };
    }
    const parsed = webhookBodySchema.safeParse(json);
    if (!parsed.success) return { ok: false };
    return { ok: true, event: { ...parsed.data, occurredAt: new Date(parsed.data.occurredAt) } };
  }

  /**
   * The buyer's choice on the hosted page. Only an open session of that buyer moves (one
   * conditional update, so two clicks cannot both pay); then its events are delivered. If delivery
   * fails the session reopens and the error surfaces, so the buyer can try again, as after a
   * provider's outage.
   */
  async function complete(reference: string, action: SandboxAction, buyerId: number): Promise<CompleteResult | null> {
    const { status, events } = outcome[action];
    const [finished] = await db
      .update(sandboxPaymentSessions)
      .set({ status })
      .where(
        and(
          eq(sandboxPaymentSessions.reference, reference),
          eq(sandboxPaymentSessions.buyerId, buyerId),
          eq(sandboxPaymentSessions.status, "open"),
        ),
      )
      .returning();
    if (!finished) {
      const current = await session(reference);
      return current?.buyerId === buyerId ? { kind: "finished", session: current } : null;
    }
    try {
      for (const type of events) await deliver(signedEvent(type, reference));
    } catch (error) {
      await db.update(sandboxPaymentSessions).set({ status: "open" }).where(eq(sandboxPaymentSessions.reference, reference));
      throw error;
    }
    return { kind: "completed", session: finished, redirectUrl: resultUrl(finished) };
  }

  return { name: SANDBOX_PROVIDER, createCheckout, parseWebhook, session, complete };
}

export type SandboxProvider = PaymentProvider & {
  session(reference: string): Promise<SandboxSession | null>;
  complete(reference: string, action: SandboxAction, buyerId: number): Promise<CompleteResult | null>;
};

/** Delivers webhooks to the API's own endpoint in-process, as the sandbox's stand-in for an HTTP call. */
export function deliverThroughApp(app: FastifyInstance, url = SANDBOX_WEBHOOK_PATH): DeliverWebhook {
  return async (webhook) => {
    const response = await app.inject({ method: "POST", url, payload: webhook.body, headers: webhook.headers });
    if (response.statusCode !== 200) throw new Error(`payment webhook answered ${response.statusCode}: ${response.body}`);
  };
}
