import { Worker } from "node:worker_threads";
import { AppError } from "../errors";
import { uploadLimits } from "./limits";
import type { SheetOutcome, SheetRow, SheetTask } from "./sheet";

export type WorkerLimits = Record<keyof (typeof uploadLimits)["worker"], number>;

type Reply = SheetOutcome | { failure: string };
/** How a task ended: the thread's reply, or the thread had to be stopped (time, memory) or died. */
type Ended = { reply: Reply } | { stopped: string } | { died: Error };

/** The rows read, or why not when the caller answers it (a file of the wrong kind, an unsafe one, are answered here). */
export type SheetRead = { ok: true; rows: SheetRow[] } | { ok: false; reason: "unreadable" | "too_many_rows" };

type Thread = { worker: Worker; ready: Promise<void>; onEnd: ((ended: Ended) => void) | null };

const WORKER = new URL("./worker.mjs", import.meta.url);

/**
 * Threads that read uploaded files off the event loop, so that no file, however crafted, holds up
 * other requests. Each task has a time bound (the thread is terminated past it) and each thread a heap
 * bound (V8 stops it past it); either refuses the file as unsafe and a fresh thread takes the place of
 * the stopped one. Threads stay warm between tasks: starting one takes about half a second, which
 * the time bound does not count.
 */
export function createUploadWorkers(limits: WorkerLimits = uploadLimits.worker) {
  const threads = new Set<Thread>();
  const idle: Thread[] = [];
  const waiting: ((thread: Thread) => void)[] = [];
  let closed = false;

  function spawn(): Thread {
    const worker = new Worker(WORKER, {
      resourceLimits: { maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb, maxYoungGenerationSizeMb: limits.maxYoungGenerationSizeMb },
    });
    // An idle thread does not keep the process alive.
    worker.unref();
    let started = () => {};
    const thread: Thread = { worker, ready: new Promise((resolve) => (started = resolve)), onEnd: null };
    threads.add(thread);
    worker.on("message", (reply: Reply | "ready") => (reply === "ready" ? started() : thread.onEnd?.({ reply })));
    worker.on("error", (error) => {
      threads.delete(thread);
      const outOfMemory = (error as NodeJS.ErrnoException).code === "ERR_WORKER_OUT_OF_MEMORY";
      thread.onEnd?.(outOfMemory ? { stopped: "the file needs more memory than a reading thread has" } : { died: error });
    });
    worker.on("exit", (code) => {
      threads.delete(thread);
      if (idle.includes(thread)) idle.splice(idle.indexOf(thread), 1);
      thread.onEnd?.({ died: new Error(`the reading thread exited with ${code}`) });
    });
    return thread;
  }

  function acquire(): Promise<Thread> {
    if (closed) throw new Error("the upload workers are closed");
    const thread = idle.pop();
    if (thread) return Promise.resolve(thread);
    if (threads.size < limits.threads) return Promise.resolve(spawn());
    if (waiting.length >= limits.maxWaiting) throw new AppError("server.unavailable");
    return new Promise((resolve) => waiting.push(resolve));
  }

  /** Hands a thread on to the next task, or keeps it warm; a stopped one is replaced. */
  function release(thread: Thread | null) {
    if (closed) return;
    const next = thread ?? (threads.size < limits.threads ? spawn() : null);
    if (!next) return;
    const waiter = waiting.shift();
    if (waiter) waiter(next);
    else idle.push(next);
  }

  async function run(task: SheetTask, thread: Thread): Promise<Ended> {
    // The time bound is the reading's: a thread still starting (after a replacement) is waited for.
    const startFailed = new Promise<Ended>((resolve) => (thread.onEnd = resolve));
    const failed = await Promise.race([thread.ready.then(() => null), startFailed]);
    if (failed) return failed;
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve({ stopped: `the file was not read in ${limits.timeoutMs} ms` }), limits.timeoutMs);
      thread.onEnd = (ended) => {
        clearTimeout(timer);
        resolve(ended);
      };
      thread.worker.postMessage(task);
    });
  }

  /**
   * The rows of a spreadsheet, read by a thread. A file of another kind than it looked (a zip without
   * a workbook) is refused with 415, an unsafe one with 422; unreadable files and too many rows are
   * the caller's to answer.
   */
  async function readSheet(task: SheetTask): Promise<SheetRead> {
    const thread = await acquire();
    const ended = await run(task, thread);
    thread.onEnd = null;
    if (!("reply" in ended)) {
      threads.delete(thread);
      void thread.worker.terminate();
      release(null);
      if ("died" in ended) throw ended.died;
      throw new AppError("upload.unsafe", { detail: ended.stopped });
    }
    release(thread);
    const { reply } = ended;
    if ("failure" in reply) throw new Error(reply.failure);
    if (reply.ok) return reply;
    if (reply.reason === "type") throw new AppError("upload.type_not_accepted", { detail: reply.detail });
    if (reply.reason === "unsafe") throw new AppError("upload.unsafe", { detail: reply.detail });
    return { ok: false, reason: reply.reason };
  }

  async function close() {
    closed = true;
    await Promise.all([...threads].map((thread) => thread.worker.terminate()));
    threads.clear();
  }

  return { readSheet, close };
}

export type UploadWorkers = ReturnType<typeof createUploadWorkers>;
