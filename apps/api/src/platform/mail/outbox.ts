import { type Database, withTransaction } from "@portal/db/client";
import { outboxMessages } from "@portal/db/schema/index";
import type { Locale } from "@portal/domain/i18n/locales";
import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock";
import type { MailTransport } from "./mailer";
import { type MailKind, type MailPayloads, type MailRenderers, renderStoredMail, withoutSecrets } from "./templates/registry";

export type MailMessage<K extends MailKind = MailKind> = { kind: K; recipient: string; locale: Locale; payload: MailPayloads[K] };

/**
 * Records an e-mail to send. Call it with the transaction of the change that causes the e-mail:
 * the message exists if and only if that change is committed. Answers the outbox row's id.
 */
export async function enqueueMail<K extends MailKind>(tx: Database, message: MailMessage<K>): Promise<number> {
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      kind: message.kind,
      recipient: message.recipient,
      locale: message.locale,
      payload: message.payload as Record<string, unknown>,
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error("outbox insert returned nothing");
  return row.id;
}

const BATCH_ROWS = 500;

/** Records many e-mails at once (a newsletter to every subscriber), in rows of a few hundred a statement. */
export async function enqueueMails<K extends MailKind>(tx: Database, messages: readonly MailMessage<K>[]): Promise<void> {
  for (let start = 0; start < messages.length; start += BATCH_ROWS) {
    await tx.insert(outboxMessages).values(
      messages.slice(start, start + BATCH_ROWS).map((message) => ({
        kind: message.kind,
        recipient: message.recipient,
        locale: message.locale,
        payload: message.payload as Record<string, unknown>,
      })),
    );
  }
}

/** Waits before the next try after `attempts` failed ones: 1, 2, 4, 8… minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

export type OutboxWorkerOptions = {
  db: Database;
  transport: MailTransport;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  renderers: MailRenderers;
  intervalMs: number;
  /** Messages claimed per transaction. */
  batchSize?: number;
  /** Tries before a message is given up; it then stays in the table with its last error. */
  maxAttempts?: number;
  /** How long a claimed message is reserved for the worker sending it; after that (a crash) another worker takes it. */
  leaseMs?: number;
};

export type DrainResult = { sent: number; failed: number };

/**
 * Sends the outbox. Several API processes may each run one: a message is claimed in a short
 * transaction (`for update skip locked`, then reserved by moving `available_at` past the lease)
 * and sent outside it, so no transaction stays open during the network call. Delivery is at least
 * once: a crash between sending and recording leaves the message to be sent again after the lease.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, transport, clock, logger, renderers, intervalMs } = options;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseMs = options.leaseMs ?? 5 * 60_000;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<DrainResult> | undefined;
  let started = false;
  // A stop then a start begins a new loop; the old one, still draining, must not reschedule itself.
  let loop = 0;

  async function claim() {
    const now = clock.now();
    return withTransaction(db, async (tx) => {
      const ready = await tx
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(and(isNull(outboxMessages.sentAt), lte(outboxMessages.availableAt, now), lt(outboxMessages.attempts, maxAttempts)))
        .orderBy(asc(outboxMessages.availableAt), asc(outboxMessages.id))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (ready.length === 0) return [];
      // Counting the attempt when it starts also stops a message that crashes the process every time.
      const claimed = await tx
        .update(outboxMessages)
        .set({ attempts: sql`${outboxMessages.attempts} + 1`, availableAt: new Date(now.getTime() + leaseMs) })
        .where(
          inArray(
            outboxMessages.id,
            ready.map((row) => row.id),
          ),
        )
        .returning();
      return claimed.sort((a, b) => a.id - b.id);
    });
  }

  async function send(message: Awaited<ReturnType<typeof claim>>[number]): Promise<boolean> {
    try {
      const rendered = renderStoredMail(renderers, message.kind, message.payload, message.locale);
      if (!rendered) throw new Error(`no template for e-mail kind ${message.kind}`);
      await transport.send({ id: message.id, kind: message.kind, to: message.recipient, date: clock.now(), ...rendered });
    } catch (error) {
      const now = clock.now();
      const reason = error instanceof Error ? error.message : String(error);
      const givenUp = message.attempts >= maxAttempts;
      await db
        .update(outboxMessages)
        .set({ lastError: reason.slice(0, 2000), availableAt: givenUp ? now : new Date(now.getTime() + retryDelayMs(message.attempts)) })
        .where(eq(outboxMessages.id, message.id));
      const context = { outboxId: message.id, kind: message.kind, attempts: message.attempts, err: error };
      if (givenUp) logger.error(context, "e-mail given up");
      else logger.warn(context, "e-mail failed, will retry");
      return false;
    }
    // The link's secret has left with the e-mail: the stored copy would only be one more place to steal it from.
    await db
      .update(outboxMessages)
      .set({ sentAt: clock.now(), lastError: null, payload: withoutSecrets(message.kind, message.payload) as Record<string, unknown> })
      .where(eq(outboxMessages.id, message.id));
    return true;
  }

  /** Sends everything due now, batch after batch; one drain at a time per worker. */
  function drainOnce(): Promise<DrainResult> {
    running ??= (async () => {
      const result: DrainResult = { sent: 0, failed: 0 };
      for (;;) {
        const batch = await claim();
        for (const message of batch) {
          // Slow sends can outlast the lease of the later messages of a batch: those may be another worker's now.
          if (clock.now() >= message.availableAt) continue;
          if (await send(message)) result.sent++;
          else result.failed++;
        }
        if (batch.length < batchSize) return result;
      }
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delayMs: number, current: number) {
    timer = setTimeout(() => {
      drainOnce()
        .then((result) => {
          if (result.sent > 0) logger.info({ ...result, transport: transport.name }, "outbox drained");
        })
        .catch((error: unknown) => logger.error({ err: error }, "outbox drain failed"))
        .finally(() => {
          if (started && loop === current) schedule(intervalMs, current);
        });
    }, delayMs);
    // The worker alone never keeps the process alive.
    timer.unref();
  }

  return {
    drainOnce,
    /** Drains at once (messages left from before a restart), then every intervalMs. */
    start() {
      if (started) return;
      started = true;
      loop++;
      schedule(0, loop);
    },
    /** Stops the timer and waits for a drain in progress, so the database can be closed after it. */
    async stop() {
      started = false;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
