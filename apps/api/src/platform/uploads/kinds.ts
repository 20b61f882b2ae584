import { fileTypeFromBuffer } from "file-type";
import { uploadLimits } from "./limits";

/** The kinds of file the API takes, with their media types. */
export const uploadKinds = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv",
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
} as const;

export type UploadKind = keyof typeof uploadKinds;

/**
 * Binary formats by what file-type names them. A workbook is a zip archive: whether one really holds
 * a workbook is told by the archive's directory when it is opened, not by its first bytes.
 */
const binaryKinds: Record<string, UploadKind> = { xlsx: "xlsx", zip: "xlsx", pdf: "pdf", png: "png", jpg: "jpeg" };

// Control bytes text never holds (tab, line feed, form feed and carriage return are text).
const isControl = (byte: number) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d;

/**
 * Whether bytes are plain text: no NUL anywhere, no other control character in the first bytes,
 * and not markup (an HTML page or XML document saved under a spreadsheet's name).
 */
export function isPlainText(bytes: Uint8Array): boolean {
  if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(0) !== -1) return false;
  const head = bytes.subarray(0, uploadLimits.headBytes);
  if (head.some(isControl)) return false;
  // Read as UTF-8 (so a byte order mark is skipped): other 8-bit text only shows replacement characters.
  return !new TextDecoder().decode(head).trimStart().startsWith("<");
}

/** What a file is, from its bytes alone (never its name or the type the client claims); null when none we take. */
export async function detectKind(bytes: Uint8Array): Promise<UploadKind | null> {
  if (bytes.length === 0) return null;
  const type = await fileTypeFromBuffer(bytes.subarray(0, uploadLimits.headBytes));
  if (type) return binaryKinds[type.ext] ?? null;
  return isPlainText(bytes) ? "csv" : null;
}
