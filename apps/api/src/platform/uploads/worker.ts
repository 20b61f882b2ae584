import { parentPort } from "node:worker_threads";
import { readSheet, type SheetTask } from "./sheet";

/** A reading thread: says when it is ready, then takes one task at a time and posts back its outcome or failure. */
parentPort?.on("message", async (task: SheetTask) => {
  try {
    parentPort?.postMessage(await readSheet(task));
  } catch (error) {
    parentPort?.postMessage({ failure: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});

parentPort?.postMessage("ready");
