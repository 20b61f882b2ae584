import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/*
 * A PostgreSQL server of a test's own, started from Debian's binaries, so that the test can stop,
 * restart and kill it while the API runs. PostgreSQL refuses to run as root: as root the server
 * runs as the `postgres` system user.
 */

function binDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) if (existsSync(join(root, version, "bin/pg_ctl"))) return join(root, version, "bin");
  return null;
}

const bin = binDir();
const asRoot = process.getuid?.() === 0;

/** Whether this machine can start a private PostgreSQL (the fault tests are skipped elsewhere). */
export const canStartPostgres = bin !== null;

function run(program: string, args: string[]) {
  const [command, commandArgs] = asRoot
    ? ["runuser", ["-u", "postgres", "--", join(bin ?? "", program), ...args]]
    : [join(bin ?? "", program), args];
  const result = spawnSync(command, commandArgs as string[], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${program} ${args.join(" ")} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type PrivatePostgres = {
  url: string;
  port: number;
  start(): void;
  /** `fast` ends sessions cleanly; `immediate` is a crash (no shutdown checkpoint). */
  stop(mode?: "fast" | "immediate"): void;
  /** Ends every session of the server's clients but the caller's, as an operator's kill would. */
  killConnections(): void;
  destroy(): void;
};

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (!bin) throw new Error("PostgreSQL binaries not found");
  const dir = mkdtempSync(join(tmpdir(), "portal-pg-"));
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  else chownSync(dir, process.getuid?.() ?? 0, process.getgid?.() ?? 0);
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const pg: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "-t", "30", "start"]),
    stop: (mode = "fast") => run("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "30", "stop"]),
    killConnections: () =>
      run("psql", [
        "-h",
        dir,
        "-p",
        String(port),
        "-U",
        "postgres",
        "-d",
        "postgres",
        "-Atc",
        "select count(pg_terminate_backend(pid)) from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
      ]),
    destroy: () => {
      try {
        pg.stop("immediate");
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  pg.start();
  return pg;
}
