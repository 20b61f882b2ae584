import { z } from "zod";

/** The kinds of file people attach to invoices, machines and warranty claims (spec section 5). */
export const fileKinds = ["pdf", "png", "jpeg"] as const;
export type FileKind = (typeof fileKinds)[number];

export const storedFileLimits = {
  nameLength: 120,
} as const;

/** A stored file as the API shows it: downloaded from `url` by the owning company only. */
export const storedFileSchema = z.object({
  token: z.string(),
  name: z.string(),
  kind: z.enum(fileKinds),
  size: z.number().int().positive(),
  url: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

const EXTENSIONS: Record<FileKind, string> = { pdf: "pdf", png: "png", jpeg: "jpg" };

/**
 * The name a file is shown and offered under: the client's name without any path, control or
 * quoting characters, cut to length, and ending with the extension of what the file really is.
 */
export function cleanFileName(given: string, kind: FileKind): string {
  const base = (given.split(/[\\/]/).pop() ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, "");
  const extension = EXTENSIONS[kind];
  const stem = (base || "document").slice(0, storedFileLimits.nameLength - extension.length - 1).trim();
  return `${stem}.${extension}`;
}
