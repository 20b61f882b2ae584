import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLocalFileStore } from "../../platform/files";
import { seedCatalogFixtures } from "../../test/catalog-fixtures";
import { createTestApp, type TestApp, type TestDatabaseOptions } from "../../test/harness";

/** A test app whose database and file store hold the fixture catalogue. */
export async function createCatalogTestApp(env: Record<string, string> = {}, options: TestDatabaseOptions = {}): Promise<TestApp> {
  // The app keeps its files under DATA_DIR/files: the fixtures write to the same folder.
  const dataDir = mkdtempSync(join(tmpdir(), "portal-catalog-test-"));
  const t = await createTestApp({ DATA_DIR: dataDir, ...env }, options);
  await seedCatalogFixtures(t.db.db, createLocalFileStore(join(dataDir, "files")));
  return t;
}

export const shop = (path: string) => `/api/v2/shop/${path}`;
