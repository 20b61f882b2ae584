/**
 * The open-loop load generator of `fixedRate` (support.ts), in a process of its own. It shares the
 * machine with the server it measures, so it is kept small and quiet: a heap holding only the run's
 * requests, collected on its own thread (--single-threaded-gc), where V8's parallel collector would
 * wake a helper thread on every core and take them from the API and PostgreSQL mid-run. It takes
 * one job on its IPC channel and answers with the figures.
 */
import net from "node:net";
import type { Figures, Target } from "./support";

export type OpenLoopJob = {
  url: string;
  targets: Target[];
  rate: number;
  /** Requests to send in all, the warm-up included. */
  total: number;
  /** Requests due in the first milliseconds warm the connections up and are not recorded. */
  warmUpMs: number;
  durationSeconds: number;
  connections: number;
};

async function openLoop({ url, targets, rate, total, warmUpMs, durationSeconds, connections }: OpenLoopJob): Promise<Figures> {
  const { hostname, port } = new URL(url);
  const requests = targets.map((target) => {
    const { path, method = "GET", headers = {}, body } = typeof target === "string" ? { path: target } : target;
    const head = [`${method} ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, "Connection: keep-alive"];
    for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
    const payload = body === undefined ? null : Buffer.from(body);
    if (payload) head.push(`Content-Length: ${payload.length}`);
    const request = Buffer.from(`${head.join("\r\n")}\r\n\r\n`);
    return payload ? Buffer.concat([request, payload]) : request;
  });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let index = 0;
  let recordFrom = Number.POSITIVE_INFINITY;
  const waiting: number[] = [];
  const idle: Connection[] = [];
  let finished = 0;
  let allDone: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    allDone = resolve;
  });

  type Connection = { socket: net.Socket; busy: boolean; due: number; received: Buffer; bodyLeft: number; status: number };
  const complete = (connection: Connection, failed: boolean) => {
    connection.busy = false;
    if (connection.due < recordFrom) {
      // Warming up.
    } else if (failed) errors++;
    else {
      latencies.push(performance.now() - connection.due);
      if (connection.status < 200 || connection.status >= 300) non2xx++;
    }
    if (++finished === total) allDone();
    const next = waiting.shift();
    if (next === undefined) idle.push(connection);
    else send(connection, next);
  };
  const send = (connection: Connection, due: number) => {
    connection.busy = true;
    connection.due = due;
    connection.received = Buffer.alloc(0);
    connection.bodyLeft = -1;
    index = (index + 7919) % requests.length;
    connection.socket.write(requests[index] as Buffer);
  };
  let stopped = false;
  // Connects, and connects again when the server closes the connection (an idle keep-alive timeout,
  // or an error, counted against the request it carried).
  const connect = (connection: Connection) =>
    new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), hostname, resolve);
      connection.socket = socket;
      socket.setNoDelay(true);
      socket.on("error", () => {});
      socket.on("close", () => {
        if (stopped) return;
        connect(connection);
        if (connection.busy) complete(connection, true);
      });
      socket.on("data", (chunk) => {
        if (connection.bodyLeft < 0) {
          connection.received = Buffer.concat([connection.received, chunk]);
          const headerEnd = connection.received.indexOf("\r\n\r\n");
          if (headerEnd < 0) return;
          const head = connection.received.toString("latin1", 0, headerEnd);
          connection.status = Number(head.slice(9, 12));
          // Every answer measured here carries its length (JSON bodies and 304s); a chunked one would stall and show.
          const length = /\r\ncontent-length: *(\d+)/i.exec(head);
          connection.bodyLeft = Number(length?.[1] ?? 0) - (connection.received.length - headerEnd - 4);
        } else connection.bodyLeft -= chunk.length;
        if (connection.bodyLeft <= 0) complete(connection, false);
      });
    });
  const open = async () => {
    const connection: Connection = { socket: new net.Socket(), busy: false, due: 0, received: Buffer.alloc(0), bodyLeft: -1, status: 0 };
    await connect(connection);
    return connection;
  };
  idle.push(...(await Promise.all(Array.from({ length: connections }, open))));

  // What loading the job left is collected now, not mid-run (this process runs with --expose-gc).
  (globalThis as { gc?: () => void }).gc?.();
  const started = performance.now();
  recordFrom = started + warmUpMs;
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Every request whose time has come leaves now, or waits for a free connection, with its due time kept.
    while (sent < total && started + (sent * 1000) / rate <= now) {
      const due = started + (sent++ * 1000) / rate;
      const connection = idle.pop();
      if (connection) send(connection, due);
      else waiting.push(due);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await done;
  stopped = true;
  for (const connection of idle) connection.socket.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0) * 10) / 10;
  return { requestsPerSecond: Math.round(latencies.length / durationSeconds), p50: at(50), p90: at(90), p99: at(99), non2xx, errors };
}

process.once("message", async (job: OpenLoopJob) => {
  const figures = await openLoop(job);
  process.send?.(figures, () => process.exit(0));
});
