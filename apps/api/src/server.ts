import v8 from "node:v8";
import { createDb } from "@portal/db/client";
import { isDatabaseUnavailable } from "@portal/db/errors";
import { isDatabaseEmpty, seedDemoData } from "@portal/db/seed/index";
import { buildApp } from "./app";
import { loadConfig } from "./platform/config";
import { createFileStore } from "./platform/files";
import { stopGracefully } from "./platform/shutdown";

/*
 * Under load, a major garbage collection stops the API for 5 to 15 ms and marks on every core, and
 * the requests queued meanwhile wait for it. V8 starts one when the old generation has about doubled
 * since the last; the API keeps some 50 MB alive and promotes a few MB a second, so that came every
 * few seconds. Letting it grow five-fold costs a few hundred MB and spaces the cycles out.
 *
 * V8 also guesses, per allocation site, which objects will live long and allocates those straight
 * in the old generation. For the API it guesses wrong (the search index built at start-up is the
 * only long-lived bulk): under uncached product reads the old generation grew 5 to 8 MB a second
 * with the guess and under 1 MB without, every answer's short-lived objects dying there.
 */
v8.setFlagsFromString("--heap-growing-percent=400");
v8.setFlagsFromString("--no-allocation-site-pretenuring");

const config = loadConfig();
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
const db = await createDb({
  url: config.databaseUrl,
  dataDir: `${config.dataDir}/pglite`,
  poolSize: config.dbPoolSize,
  // The pool drops the broken connection and opens a new one when asked next.
  onConnectionError: (error) => app?.log.warn({ err: error }, "database connection lost"),
});

const files = createFileStore(config);
// The API listens before the database answers: probes tell it is starting, other requests get 503.
app = await buildApp({ config, db, files, databaseReady: false });
await app.listen({ host: config.host, port: config.port });
const api = app;
api.log.info({ database: db.kind }, `API listening on http://${config.host}:${config.port}`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    stopping = true;
    api.log.info({ signal }, "shutting down");
    stopGracefully(api, db).then((clean) => process.exit(clean ? 0 : 1));
  });
}

/** Migrates and seeds, waiting for a database that is not reachable yet (it may be starting too). */
async function prepareDatabase() {
  for (let attempt = 1; !stopping; attempt++) {
    try {
      await db.exclusively(async () => {
        await db.migrate();
        if (config.seedDemo && (await isDatabaseEmpty(db.db))) {
          const started = Date.now();
          await seedDemoData(db.db, { seed: config.seed, scale: config.seedScale, files, catalogVariants: config.catalogVariants });
          api.log.info({ ms: Date.now() - started }, "demo data seeded");
        }
      });
      return true;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const delay = Math.min(500 * attempt, 5_000);
      api.log.warn({ err: error, attempt, retryInMs: delay }, "database not reachable, trying again");
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return false;
}

try {
  if (await prepareDatabase()) {
    api.databasePrepared();
    api.outbox.start();
    api.warrantySweep.start();
    api.log.info({ database: db.kind }, `API ready on http://${config.host}:${config.port}`);
    // The search index of the default language builds in the background; searches before it is done wait for it.
    api.catalogSearch.warm([config.defaultLocale]).catch((error: unknown) => api.log.error({ err: error }, "search index build failed"));
  }
} catch (error) {
  api.log.fatal({ err: error }, "database preparation failed");
  await stopGracefully(api, db);
  process.exit(1);
}
