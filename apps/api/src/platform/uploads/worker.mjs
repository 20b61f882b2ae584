// The API runs TypeScript through tsx, and a worker thread starts without the loader of its parent
// (and under Vitest without tsx at all): it registers tsx itself, then loads the reading thread.
import { tsImport } from "tsx/esm/api";

await tsImport("./worker.ts", import.meta.url);
