import { randomBytes } from "node:crypto";
import type { Database } from "@portal/db/client";
import { storedFiles } from "@portal/db/schema/index";
import type { FileStore } from "@portal/domain/files/file-store";
import type { FormFile } from "../../platform/uploads/form";
import type { UploadKind } from "../../platform/uploads/kinds";

export type StoredFileView = { token: string; name: string; kind: UploadKind; size: number; url: string };

const extensions: Record<UploadKind, string> = { pdf: "pdf", png: "png", jpeg: "jpg", xlsx: "xlsx", csv: "csv" };

/** A name fit for display and a download header: no path, no control or quote characters, bounded. */
export function sanitiseFileName(name: string, kind: UploadKind): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .normalize("NFC")
    .replace(/\p{Cc}/gu, "")
    .replace(/["<>|:*?]/g, "")
    .trim()
    .slice(0, 150);
  return base || `file.${extensions[kind]}`;
}

export function storedFileView(row: { token: string; name: string; kind: string; size: number }): StoredFileView {
  return { token: row.token, name: row.name, kind: row.kind as UploadKind, size: row.size, url: `/api/v2/shop/files/${row.token}` };
}

/** Writes the bytes under a server-made key, then the row; call it in the transaction of the record that holds the file. */
export async function storeFile(
  db: Database,
  store: FileStore,
  input: { companyId: number; customerId?: number; staffUserId?: number; purpose: string; file: FormFile },
): Promise<StoredFileView & { id: number }> {
  const token = randomBytes(24).toString("base64url");
  const key = `${input.purpose}/${input.companyId}/${randomBytes(16).toString("hex")}.${extensions[input.file.kind]}`;
  await store.put(key, input.file.bytes);
  const [row] = await db
    .insert(storedFiles)
    .values({
      token,
      companyId: input.companyId,
      uploadedByCustomerId: input.customerId ?? null,
      uploadedByStaffId: input.staffUserId ?? null,
      key,
      name: sanitiseFileName(input.file.filename, input.file.kind),
      kind: input.file.kind,
      size: input.file.bytes.length,
    })
    .returning();
  if (!row) throw new Error("stored file insert returned nothing");
  return { id: row.id, ...storedFileView(row) };
}
