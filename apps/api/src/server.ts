import { join } from "node:path";
import v8 from "node:v8";
import { createDb } from "@portal/db/client";
import { isDatabaseEmpty, seedDemoData } from "@portal/db/seed/index";
import { buildApp } from "./app";
import { loadConfig } from "./platform/config";
import { createLocalFileStore } from "./platform/files";

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
const db = await createDb({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite`, poolSize: config.dbPoolSize });
await db.migrate();

const files = createLocalFileStore(join(config.dataDir, "files"));
const app = await buildApp({ config, db, files });
if (config.seedDemo && (await isDatabaseEmpty(db.db))) {
  const started = Date.now();
  await seedDemoData(db.db, {
    seed: config.seed,
    scale: config.seedScale,
    files,
    catalogVariants: config.catalogVariants,
  });
  app.log.info({ ms: Date.now() - started }, "demo data seeded");
}

await app.listen({ host: config.host, port: config.port });
app.outbox.start();
app.log.info({ database: db.kind }, `API ready on http://${config.host}:${config.port}`);
// The search index of the default language builds in the background; searches before it is done wait for it.
app.catalogSearch.warm([config.defaultLocale]).catch((error: unknown) => app.log.error({ err: error }, "search index build failed"));

// Graceful shutdown: stop accepting, finish in-flight requests, then close the database.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  });
}
