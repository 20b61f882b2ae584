import { type Database, withTransaction } from "@portal/db/client";
import { newsletterSends, newsletterSubscribers } from "@portal/db/schema/index";
import type { Locale } from "@portal/domain/i18n/locales";
import type { NewsletterSendRequest, Subscriber, SubscriberListQuery } from "@portal/domain/newsletter/schemas";
import { CONFIRMATION_TTL_DAYS, type ConsentSource, type SubscriberStatus, subscribeOutcome } from "@portal/domain/newsletter/status";
import { eq } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { enqueueMail, enqueueMails } from "../../platform/mail/outbox";
import type { LimiterFactory } from "../../platform/rate-limit";
import {
  allSubscribers,
  claimToken,
  confirmedSubscribers,
  findSubscriberByEmail,
  issueToken,
  issueUnsubscribeTokens,
  listSends,
  listSubscribers,
  type SendRow,
  type SubscriberRow,
  setCustomerNewsletterFlag,
  voidTokens,
} from "./newsletter.queries";

type Deps = { db: Database; clock: Clock; limiters: LimiterFactory };

const DAY_MS = 86_400_000;
const TEN_MINUTES = 10 * 60;
const HOUR = 3600;

/**
 * Puts an address the portal has proven (a verified account's, an invitation's) on the list as
 * confirmed, with the consent given where `source` says. Call it in the transaction of that change.
 */
export async function recordProvenConsent(tx: Database, input: { email: string; locale: Locale; source: ConsentSource; now: Date }) {
  const email = input.email.toLowerCase();
  const existing = await findSubscriberByEmail(tx, email);
  if (existing?.status === "confirmed") return;
  const consent = {
    locale: input.locale,
    status: "confirmed" as const,
    consentSource: input.source,
    consentAt: input.now,
    consentLocale: input.locale,
    unsubscribedAt: null,
  };
  if (existing) {
    await tx.update(newsletterSubscribers).set(consent).where(eq(newsletterSubscribers.id, existing.id));
    await voidTokens(tx, { subscriberId: existing.id, purpose: "confirm", now: input.now });
  } else {
    await tx.insert(newsletterSubscribers).values({ email, ...consent });
  }
}

/** Takes an address off the list (the account's box unticked); an address not on it stays off it. */
export async function withdrawConsent(tx: Database, input: { email: string; now: Date }) {
  const existing = await findSubscriberByEmail(tx, input.email);
  if (!existing || existing.status === "unsubscribed") return;
  await tx
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: input.now })
    .where(eq(newsletterSubscribers.id, existing.id));
  await voidTokens(tx, { subscriberId: existing.id, now: input.now });
}

/**
 * An account's login moved to a new, proven address: its subscription moves with it. A confirmed
 * old address hands its consent (date, language, source) to the new one and leaves the list; a
 * pending or unsubscribed one is left as it is, since its owner did not subscribe the account.
 */
export async function moveSubscription(tx: Database, input: { from: string; to: string; now: Date }) {
  const from = input.from.toLowerCase();
  const to = input.to.toLowerCase();
  if (from === to) return;
  const old = await findSubscriberByEmail(tx, from);
  if (old?.status !== "confirmed") return;
  const current = await findSubscriberByEmail(tx, to);
  if (!current) {
    // The same subscription under its new address: the unsubscribe links already sent keep working.
    await tx.update(newsletterSubscribers).set({ email: to }).where(eq(newsletterSubscribers.id, old.id));
    return;
  }
  if (current.status !== "confirmed") {
    await tx
      .update(newsletterSubscribers)
      .set({
        status: "confirmed",
        consentSource: old.consentSource,
        consentAt: old.consentAt,
        consentLocale: old.consentLocale,
        locale: old.locale,
        unsubscribedAt: null,
      })
      .where(eq(newsletterSubscribers.id, current.id));
    await voidTokens(tx, { subscriberId: current.id, purpose: "confirm", now: input.now });
  }
  await withdrawConsent(tx, { email: from, now: input.now });
}

function subscriberView(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    locale: row.locale,
    status: row.status,
    consentSource: row.consentSource,
    consentLocale: row.consentLocale,
    consentAt: row.consentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

function sendView(row: SendRow) {
  return { id: row.id, subject: row.subject, sentAt: row.sentAt.toISOString(), recipients: row.recipients };
}

/** One CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function tokenOf(tokens: Map<number, string>, subscriberId: number): string {
  const token = tokens.get(subscriberId);
  if (!token) throw new Error(`no unsubscribe token issued for subscriber ${subscriberId}`);
  return token;
}

export function createNewsletterService({ db, clock, limiters }: Deps) {
  const perClientAddress = limiters("newsletter-address", 5, TEN_MINUTES);
  const perEmail = limiters("newsletter-email", 3, HOUR);

  /** Counts one request against both limits; over either, a 429 the box explains. */
  async function throttleSubscription(email: string, clientAddress: string) {
    for (const [limiter, key] of [
      [perClientAddress, clientAddress],
      [perEmail, email],
    ] as const) {
      const result = await limiter.consume(key);
      if (!result.allowed) throw new AppError("newsletter.too_many", { headers: { "retry-after": String(result.retryAfterSeconds) } });
    }
  }

  return {
    /**
     * The footer box: a new, pending or unsubscribed address gets a confirmation e-mail (double
     * opt-in); a confirmed one is told it is already subscribed, and nothing more.
     */
    async subscribe(input: { email: string; locale: Locale }, context: { clientAddress: string }) {
      await throttleSubscription(input.email, context.clientAddress);
      const now = clock.now();
      await withTransaction(db, async (tx) => {
        const existing = await findSubscriberByEmail(tx, input.email);
        if (subscribeOutcome(existing?.status ?? null) === "already_subscribed") throw new AppError("newsletter.already_subscribed");
        const pending = {
          locale: input.locale,
          status: "pending" as const,
          consentSource: "footer" as const,
          consentAt: null,
          consentLocale: null,
        };
        let subscriberId: number;
        if (existing) {
          await tx
            .update(newsletterSubscribers)
            .set({ ...pending, unsubscribedAt: null })
            .where(eq(newsletterSubscribers.id, existing.id));
          subscriberId = existing.id;
        } else {
          const [row] = await tx
            .insert(newsletterSubscribers)
            .values({ email: input.email.toLowerCase(), ...pending })
            .onConflictDoNothing()
            .returning({ id: newsletterSubscribers.id });
          // Another request created the same address a moment ago: its e-mail is on its way.
          if (!row) return;
          subscriberId = row.id;
        }
        const confirmToken = await issueToken(tx, {
          subscriberId,
          purpose: "confirm",
          expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_DAYS * DAY_MS),
        });
        await enqueueMail(tx, {
          kind: "newsletter_confirmation",
          recipient: input.email,
          locale: input.locale,
          payload: { confirmToken, validDays: CONFIRMATION_TTL_DAYS },
        });
      });
      return { status: "pending" as const };
    },

    /** The button of the confirmation page: the address is proven, the consent recorded. */
    async confirm(token: string, locale: Locale) {
      return withTransaction(db, async (tx) => {
        const now = clock.now();
        const claimed = await claimToken(tx, { token, purpose: "confirm", now });
        if (claimed === "expired") throw new AppError("newsletter.token_expired");
        if (claimed === "invalid") throw new AppError("newsletter.token_invalid");
        const [row] = await tx
          .update(newsletterSubscribers)
          .set({ status: "confirmed", consentAt: now, consentLocale: locale, unsubscribedAt: null })
          .where(eq(newsletterSubscribers.id, claimed.subscriberId))
          .returning({ email: newsletterSubscribers.email });
        if (!row) throw new AppError("newsletter.token_invalid");
        await voidTokens(tx, { subscriberId: claimed.subscriberId, purpose: "confirm", now });
        await setCustomerNewsletterFlag(tx, row.email, true);
        return { status: "confirmed" as const };
      });
    },

    /** The unsubscribe page's button, and the one-click POST of mail clients (RFC 8058). */
    async unsubscribe(token: string) {
      return withTransaction(db, async (tx) => {
        const now = clock.now();
        const claimed = await claimToken(tx, { token, purpose: "unsubscribe", now });
        if (claimed !== "invalid" && claimed !== "expired") {
          const [row] = await tx
            .update(newsletterSubscribers)
            .set({ status: "unsubscribed", unsubscribedAt: now })
            .where(eq(newsletterSubscribers.id, claimed.subscriberId))
            .returning({ email: newsletterSubscribers.email });
          // Every other link of the subscriber is spent too: a new subscription starts over.
          await voidTokens(tx, { subscriberId: claimed.subscriberId, now });
          if (row) await setCustomerNewsletterFlag(tx, row.email, false);
          return { status: "unsubscribed" as const };
        }
        throw new AppError("newsletter.token_invalid");
      });
    },

    async staffSubscribers(query: SubscriberListQuery) {
      const { items, total } = await listSubscribers(db, {
        status: query.status,
        q: query.q,
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return { items: items.map(subscriberView), totalItems: total, page: query.page, itemsPerPage: query.itemsPerPage };
    },

    async staffExport(query: { status?: SubscriberStatus | undefined; q?: string | undefined }): Promise<string> {
      const rows = (await allSubscribers(db, query)).map(subscriberView);
      const header = ["email", "status", "locale", "consent_source", "consent_at", "consent_locale", "created_at", "unsubscribed_at"];
      const lines = rows.map((row) =>
        [
          row.email,
          row.status,
          row.locale,
          row.consentSource,
          row.consentAt ?? "",
          row.consentLocale ?? "",
          row.createdAt,
          row.unsubscribedAt ?? "",
        ]
          .map(csvField)
          .join(","),
      );
      return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
    },

    /**
     * Queues the newsletter to every confirmed subscriber, in their language, each e-mail with an
     * unsubscribe link of its own; the send and its e-mails are committed together.
     */
    async staffSend(input: NewsletterSendRequest, staffUserId: number | null) {
      return withTransaction(db, async (tx) => {
        const now = clock.now();
        const recipients = await confirmedSubscribers(tx);
        const [send] = await tx
          .insert(newsletterSends)
          .values({ subject: input.subject, body: input.body, sentAt: now, recipients: recipients.length, staffUserId })
          .returning();
        if (!send) throw new Error("newsletter send insert returned nothing");
        const tokens = await issueUnsubscribeTokens(
          tx,
          recipients.map((recipient) => recipient.id),
        );
        await enqueueMails(
          tx,
          recipients.map((recipient) => ({
            kind: "newsletter_issue" as const,
            recipient: recipient.email,
            locale: recipient.locale,
            payload: {
              sendId: send.id,
              subject: input.subject[recipient.locale],
              body: input.body[recipient.locale],
              unsubscribeToken: tokenOf(tokens, recipient.id),
            },
          })),
        );
        return sendView(send);
      });
    },

    async staffSends() {
      return (await listSends(db, 100)).map(sendView);
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
