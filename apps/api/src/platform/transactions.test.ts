import { type Database, type DbHandle, queryRows, withTransaction } from "@portal/db/client";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/harness";

/** withTransaction inside withTransaction (the demo seed nests them): a savepoint of the outer one. */
describe("nested transactions", () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  let db: Database;

  beforeAll(async () => {
    ({ handle, drop } = await createTestDatabase());
    db = handle.db;
    await db.execute(sql`create table nested_probe (label text not null)`);
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  const labels = async () =>
    (await queryRows<{ label: string }>(db, sql`select label from nested_probe order by label`)).map((row) => row.label);

  it("commits the inner work only with the outer transaction", async () => {
    await withTransaction(db, async (outer) => {
      await outer.execute(sql`insert into nested_probe values ('a-outer')`);
      await withTransaction(outer, (inner) => inner.execute(sql`insert into nested_probe values ('b-inner')`));
      throw new Error("the outer work fails after the inner one returned");
    }).catch(() => undefined);
    expect(await labels()).toEqual([]);
  });

  it("undoes a failed inner transaction alone", async () => {
    await withTransaction(db, async (outer) => {
      await outer.execute(sql`insert into nested_probe values ('c-outer')`);
      await withTransaction(outer, async (inner) => {
        await inner.execute(sql`insert into nested_probe values ('d-inner')`);
        throw new Error("the inner work fails");
      }).catch(() => undefined);
      await withTransaction(outer, (inner) => inner.execute(sql`insert into nested_probe values ('e-inner')`));
    });
    expect(await labels()).toEqual(["c-outer", "e-inner"]);
  });
});
