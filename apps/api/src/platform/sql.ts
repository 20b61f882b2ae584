import { createHash } from "node:crypto";
import type { Database } from "@portal/db/client";
import { is, Placeholder, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

/*
 * Reads and writes of the hot paths in plain SQL, run as named prepared statements: PostgreSQL
 * parses and plans each distinct text once per connection, which is most of the cost of small
 * queries. Names derive from the text, so one name never stands for two statements (PGlite
 * ignores them).
 */

const dialect = new PgDialect();
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `q_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

async function run<T>(db: Database, text: string, name: string | undefined, params: unknown[]): Promise<T[]> {
  // Both drivers answer `{ rows }` when no field mapping is asked for.
  const result = (await db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/** Runs a query built with drizzle's `sql` as a named prepared statement. */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return run<T>(db, text, statementName(text), params);
}

/**
 * A query of the hot paths, its text built once with named slots for the values: building a query
 * with drizzle costs more than PostgreSQL takes to run these ones.
 */
export function statement<T, K extends string>(
  build: (value: (name: K) => SQL) => SQL,
  options: {
    /**
     * Planned for each call's values rather than once for all: for a query whose optional filters
     * (`$1 is null or ...`) decide which index range is read, a generic plan cannot know.
     */
    planEachCall?: boolean;
  } = {},
) {
  let compiled: { text: string; name: string; slots: { name?: string; value?: unknown }[] } | undefined;
  return (db: Database, values: Record<K, unknown>) => {
    if (!compiled) {
      const { sql: text, params } = dialect.sqlToQuery(build((name) => sql`${sql.placeholder(name)}`));
      const slots = params.map((param) => (is(param, Placeholder) ? { name: param.name } : { value: param }));
      compiled = { text, name: statementName(text), slots };
    }
    const params = compiled.slots.map((slot) => (slot.name === undefined ? slot.value : values[slot.name as K]));
    return run<T>(db, compiled.text, options.planEachCall ? undefined : compiled.name, params);
  };
}
