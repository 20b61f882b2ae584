import { type Database, withTransaction } from "@portal/db/client";
import { addDays, arePartsOverdue, warrantyDateOf } from "@portal/domain/warranty/rules";
import { canTransition } from "@portal/domain/warranty/status";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../platform/clock";
import { claimsWaitingForPartsSince, findClaim } from "./warranty.queries";
import { recordStatusChange } from "./warranty.service";

/** Claims refused per transaction: a long backlog is worked through in short ones. */
const BATCH = 50;
/** Two calendar months are never shorter than this: older claims are the only candidates. */
const SHORTEST_TWO_MONTHS = 59;

/**
 * Refuses the claims whose replaced parts did not arrive within two months of the claim (spec
 * section 5), as the portal's own move, e-mailing their customers. Several API processes may each
 * run one: each claim is locked and checked again before it is refused.
 */
export function createWarrantySweep(options: {
  db: Database;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, "info" | "error">;
  intervalMs: number;
}) {
  const { db, clock, logger, intervalMs } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let started = false;

  async function refuseOverdue(): Promise<number> {
    const today = warrantyDateOf(clock.now());
    let refused = 0;
    let seen = new Set<number>();
    for (;;) {
      const candidates = (await claimsWaitingForPartsSince(db, addDays(today, -SHORTEST_TWO_MONTHS), BATCH + seen.size)).filter(
        (candidate) => !seen.has(candidate.id),
      );
      if (candidates.length === 0) return refused;
      seen = new Set([...seen, ...candidates.map((candidate) => candidate.id)]);
      refused += await withTransaction(db, async (tx) => {
        let count = 0;
        for (const candidate of candidates) {
          const claim = await findClaim(tx, candidate.token, null, "fr", { lock: true });
          if (!claim || !canTransition(claim.status, "refused", "system")) continue;
          if (!arePartsOverdue(claim, today)) continue;
          await recordStatusChange(tx, claim, "refused", { actor: "system" }, null);
          count++;
        }
        return count;
      });
    }
  }

  function runOnce(): Promise<number> {
    running ??= refuseOverdue().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      runOnce()
        .then((refused) => {
          if (refused > 0) logger.info({ refused }, "warranty claims refused: parts not received within two months");
        })
        .catch((error: unknown) => logger.error({ err: error }, "warranty sweep failed"))
        .finally(() => {
          if (started) schedule(intervalMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type WarrantySweep = ReturnType<typeof createWarrantySweep>;
