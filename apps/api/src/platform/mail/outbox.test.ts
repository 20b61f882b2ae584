import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Database, type DbHandle, withTransaction } from "@portal/db/client";
import { outboxMessages } from "@portal/db/schema/index";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestClock } from "../../test/harness";
import { createOutboxTestDatabase, sampleOrderConfirmation } from "./mail.test-setup";
import { createEmlTransport, type MailTransport, type OutgoingMail } from "./mailer";
import { createOutboxWorker, enqueueMail, type OutboxWorkerOptions, retryDelayMs } from "./outbox";
import { createMailRenderers } from "./templates/registry";

const silent = { info() {}, warn() {}, error() {} };
const renderers = createMailRenderers({ publicUrl: "http://localhost:3000" });

/** Records what it sends; fails the sends it is told to, and may take its time like a real server. */
function recordingTransport(options: { failFor?: Set<number>; delayMs?: number } = {}) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    name: "smtp",
    async send(mail) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.failFor?.has(mail.id)) throw new Error("421 4.7.0 try again later");
      sent.push(mail);
    },
    close() {},
  };
  return { transport, sent };
}

let database: { handle: DbHandle; close(): Promise<void> };
let db: Database;

beforeAll(async () => {
  database = await createOutboxTestDatabase();
  db = database.handle.db;
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await db.delete(outboxMessages);
});

async function enqueue(count: number, recipient = "buyer@example.com") {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    ids.push(
      await enqueueMail(db, {
        kind: "order_confirmation",
        recipient,
        locale: "fr",
        payload: { ...sampleOrderConfirmation, orderNumber: String(100_000 + index) },
      }),
    );
  }
  return ids;
}

const rowsOf = () => db.select().from(outboxMessages).orderBy(asc(outboxMessages.id));

function worker(transport: MailTransport, clock: OutboxWorkerOptions["clock"], extra: Partial<OutboxWorkerOptions> = {}) {
  return createOutboxWorker({ db, transport, clock, logger: silent, renderers, intervalMs: 20, ...extra });
}

describe("outbox", () => {
  it("records a message only when the transaction that enqueues it commits", async () => {
    await withTransaction(db, async (tx) => {
      await enqueueMail(tx, { kind: "order_confirmation", recipient: "a@example.com", locale: "en", payload: sampleOrderConfirmation });
      throw new Error("the order failed");
    }).catch(() => undefined);
    expect(await rowsOf()).toEqual([]);
    await withTransaction(db, (tx) =>
      enqueueMail(tx, { kind: "order_confirmation", recipient: "b@example.com", locale: "en", payload: sampleOrderConfirmation }),
    );
    expect((await rowsOf()).map((row) => row.recipient)).toEqual(["b@example.com"]);
  });

  it("renders and sends pending messages once, and marks them sent", async () => {
    const ids = await enqueue(3);
    const clock = createTestClock();
    // Rows are stamped with the database's time; the worker looks a moment later.
    clock.advance(1);
    const { transport, sent } = recordingTransport();
    const outbox = worker(transport, clock);

    expect(await outbox.drainOnce()).toEqual({ sent: 3, failed: 0 });
    expect(await outbox.drainOnce()).toEqual({ sent: 0, failed: 0 });
    expect(sent.map((mail) => mail.id)).toEqual(ids);
    expect(sent[0]).toMatchObject({
      kind: "order_confirmation",
      to: "buyer@example.com",
      subject: "Confirmation de votre commande n° 100000",
    });
    expect(sent[0]?.html).toContain('<html lang="fr">');
    for (const row of await rowsOf()) {
      expect(row.sentAt?.getTime()).toBe(clock.now().getTime());
      expect(row.lastError).toBeNull();
    }
  });

  it("clears the link's secret from the stored message once the e-mail has left, and only then", async () => {
    const invitation = {
      token: "Iv-secret-token-0123456789abcdef",
      companyName: "Atelier Mercier",
      inviterName: "Élodie Mercier",
      expiresAt: "2026-03-21T10:00:00.000Z",
    };
    const reset = { firstname: "Jan", resetToken: "Rs-secret-token-0123456789abcdef", validMinutes: 60 };
    const sentId = await enqueueMail(db, { kind: "invitation", recipient: "new@example.com", locale: "fr", payload: invitation });
    const failingId = await enqueueMail(db, { kind: "password_reset", recipient: "jan@example.com", locale: "nl", payload: reset });
    await enqueue(1);
    const clock = createTestClock();
    clock.advance(1);
    const { transport, sent } = recordingTransport({ failFor: new Set([failingId]) });
    expect(await worker(transport, clock).drainOnce()).toEqual({ sent: 2, failed: 1 });

    // The e-mail carried the link; the table keeps everything but its secret.
    expect(sent.find((mail) => mail.id === sentId)?.text).toContain(invitation.token);
    const rows = await rowsOf();
    expect(rows.find((row) => row.id === sentId)?.payload).toEqual({ ...invitation, token: null });
    expect(rows.find((row) => row.kind === "order_confirmation")?.payload).toMatchObject({ orderNumber: "100000", orderToken: null });
    // Not sent yet: the next attempt still needs it.
    expect(rows.find((row) => row.id === failingId)?.payload).toEqual(reset);
  });

  it("writes .eml files through the embedded transport", async () => {
    await enqueue(2);
    const clock = createTestClock();
    clock.advance(1);
    const dir = join(mkdtempSync(join(tmpdir(), "outbox-")), "outbox");
    const outbox = worker(createEmlTransport({ dir, from: "Orvane Machines <no-reply@orvane.example>" }), clock);
    await outbox.drainOnce();
    expect(readdirSync(dir)).toHaveLength(2);
    expect(readdirSync(dir).every((name) => name.endsWith("-order_confirmation.eml"))).toBe(true);
  });

  it("retries a failed message later, each time waiting longer, and gives up after the last attempt", async () => {
    const [failing = 0, fine = 0] = await enqueue(2);
    const clock = createTestClock();
    clock.advance(1);
    const failFor = new Set([failing]);
    const { transport, sent } = recordingTransport({ failFor });
    const outbox = worker(transport, clock, { maxAttempts: 3 });

    expect(await outbox.drainOnce()).toEqual({ sent: 1, failed: 1 });
    expect(sent.map((mail) => mail.id)).toEqual([fine]);
    let [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, failing));
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: "421 4.7.0 try again later" });
    expect(row?.availableAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    // Not before its time.
    clock.advance(retryDelayMs(1) / 1000 - 1);
    expect(await outbox.drainOnce()).toEqual({ sent: 0, failed: 0 });
    clock.advance(1);
    expect(await outbox.drainOnce()).toEqual({ sent: 0, failed: 1 });
    [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, failing));
    expect(row?.attempts).toBe(2);
    expect(row?.availableAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));

    // The server recovers: the third attempt goes through and clears the error.
    failFor.clear();
    clock.advance(retryDelayMs(2) / 1000);
    expect(await outbox.drainOnce()).toEqual({ sent: 1, failed: 0 });
    [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, failing));
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    expect(row?.sentAt).not.toBeNull();

    // A message that never goes through is left alone after maxAttempts, its last error kept.
    const [doomed = 0] = await enqueue(1);
    failFor.add(doomed);
    for (let attempt = 1; attempt <= 3; attempt++) {
      clock.advance(6 * 3600);
      expect(await outbox.drainOnce()).toEqual({ sent: 0, failed: 1 });
    }
    clock.advance(24 * 3600);
    expect(await outbox.drainOnce()).toEqual({ sent: 0, failed: 0 });
    [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, doomed));
    expect(row).toMatchObject({ attempts: 3, sentAt: null, lastError: "421 4.7.0 try again later" });
  });

  it("counts a message of an unknown kind as a failure instead of stopping the queue", async () => {
    await db.insert(outboxMessages).values({ kind: "from_a_newer_version", recipient: "x@example.com", locale: "en", payload: {} });
    await enqueue(1);
    const clock = createTestClock();
    clock.advance(1);
    const { transport, sent } = recordingTransport();
    expect(await worker(transport, clock).drainOnce()).toEqual({ sent: 1, failed: 1 });
    expect(sent).toHaveLength(1);
    const unknown = (await rowsOf()).find((row) => row.kind === "from_a_newer_version");
    expect(unknown?.lastError).toBe("no template for e-mail kind from_a_newer_version");
  });

  it("never sends a message twice when two workers drain at the same time", async () => {
    const ids = await enqueue(30);
    const clock = createTestClock();
    clock.advance(1);
    const { transport, sent } = recordingTransport({ delayMs: 2 });
    const first = worker(transport, clock, { batchSize: 4 });
    const second = worker(transport, clock, { batchSize: 4 });

    const [a, b] = await Promise.all([first.drainOnce(), second.drainOnce()]);
    expect(a.sent + b.sent).toBe(30);
    // Both took part: the claims really interleaved.
    expect(Math.min(a.sent, b.sent)).toBeGreaterThan(0);
    expect(sent.map((mail) => mail.id).sort((x, y) => x - y)).toEqual(ids);
    expect((await rowsOf()).every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it("does not send a claimed message whose lease ran out during slow sends before it", async () => {
    const [slow = 0, late = 0] = await enqueue(2);
    const clock = createTestClock();
    clock.advance(1);
    const sent: number[] = [];
    const sluggish: MailTransport = {
      name: "smtp",
      async send(mail) {
        sent.push(mail.id);
        // The first send takes longer than the lease of the whole batch.
        if (mail.id === slow) clock.advance(6 * 60);
      },
      close() {},
    };
    const outbox = worker(sluggish, clock);
    expect(await outbox.drainOnce()).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([slow]);
    // The lease has expired: the message is claimable again, by this worker or another.
    expect(await outbox.drainOnce()).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([slow, late]);
  });

  it("drains by itself once started, and stops cleanly", async () => {
    const clock = createTestClock();
    clock.advance(1);
    const { transport, sent } = recordingTransport();
    const outbox = worker(transport, clock);
    outbox.start();
    await enqueue(2);
    clock.advance(1);
    await expect.poll(() => sent.length, { timeout: 5_000 }).toBe(2);
    await outbox.stop();
    await enqueue(1);
    clock.advance(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(2);
  });
});
