import type { FastifyReply } from "fastify";
import type { FileDownload } from "./files.service";

/**
 * A stored file as a download, never rendered by the browser: an uploaded HTML or SVG page can
 * run nothing on the portal's origin.
 */
export function sendDownload(reply: FastifyReply, file: FileDownload) {
  return reply
    .type(file.mediaType)
    .header(
      "content-disposition",
      `attachment; filename="${file.name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("cache-control", "private, no-store")
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
