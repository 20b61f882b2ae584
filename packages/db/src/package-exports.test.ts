import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Every workspace package names only files that exist: what it exports (a deep import such as
 * `@portal/db/client` must resolve) and the files its scripts run.
 */

const root = fileURLToPath(new URL("../../..", import.meta.url));
type Manifest = { name: string; workspaces?: string[]; exports?: Record<string, string>; scripts?: Record<string, string> };
const read = (path: string): Manifest => JSON.parse(readFileSync(join(path, "package.json"), "utf8"));

const workspaces = (read(root).workspaces ?? []).flatMap((pattern) =>
  pattern.endsWith("/*")
    ? readdirSync(join(root, pattern.slice(0, -2)))
        .map((entry) => join(root, pattern.slice(0, -2), entry))
        .filter((path) => existsSync(join(path, "package.json")))
    : [join(root, pattern)],
);

/** Files a pattern export such as `./src/*.ts` can stand for: at least one must exist. */
function matchesSome(directory: string, target: string): boolean {
  const [before, after] = target.split("*") as [string, string];
  const folder = join(directory, dirname(before));
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return false;
  return readdirSync(folder, { recursive: true }).some((file) => String(file).endsWith(after));
}

describe.each(workspaces.map((path) => [read(path).name, path] as const))("%s", (_name, path) => {
  const manifest = read(path);

  it("exports files that exist", () => {
    for (const [entry, target] of Object.entries(manifest.exports ?? {})) {
      expect(target.includes("*") ? matchesSome(path, target) : existsSync(join(path, target)), `${entry} → ${target}`).toBe(true);
    }
  });

  it("runs files that exist in its scripts", () => {
    for (const [script, command] of Object.entries(manifest.scripts ?? {})) {
      for (const file of command.split(/\s+/).filter((word) => /^[\w./-]+\.(ts|mts|js|mjs)$/.test(word))) {
        expect(existsSync(join(path, file)), `${script}: ${file}`).toBe(true);
      }
    }
  });
});
