/**
 * Run after `next build` (`npm run build`): writes a Brotli copy beside each of the build's
 * scripts and style sheets, which the web server sends to browsers that accept Brotli.
 */
import { fileURLToPath } from "node:url";
import { precompressAssets } from "./src/server/precompressed-assets";

const started = Date.now();
const { files, bytes, compressedBytes } = await precompressAssets(fileURLToPath(new URL("./.next/static", import.meta.url)));
const kilobytes = (value: number) => `${Math.round(value / 1024).toLocaleString("en")} KB`;
console.log(
  `Brotli copies of ${files} assets: ${kilobytes(bytes)} → ${kilobytes(compressedBytes)}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
