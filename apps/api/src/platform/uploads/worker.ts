import { parentPort } from "node:worker_threads";
import { readSheet, type SheetTask } from "./sheet";

/** A reading thread: one task at a time, its outcome or the failure posted back. */
parentPort?.on("message", async (task: SheetTask) => {
  try {
    parentPort?.postMessage(await readSheet(task));
  } catch (error) {
    parentPort?.postMessage({ failure: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
