import { randomBytes } from "node:crypto";
import type { Database } from "@portal/db/client";
import { storedFiles } from "@portal/db/schema/index";
import type { FileStore } from "@portal/domain/files/file-store";
import { cleanFileName, type FileKind, type StoredFile } from "@portal/domain/files/stored-files";
import { and, eq, type SQL } from "drizzle-orm";
import { AppError } from "../../platform/errors";
import type { FormFile } from "../../platform/uploads/form";
import { uploadKinds } from "../../platform/uploads/kinds";

type StoredFileRow = typeof storedFiles.$inferSelect;

export const companyFileUrl = (token: string) => `/api/v2/shop/company-files/${token}`;

export function storedFileView(row: Pick<StoredFileRow, "token" | "name" | "kind" | "sizeBytes">): StoredFile {
  return { token: row.token, name: row.name, kind: row.kind, size: row.sizeBytes, url: companyFileUrl(row.token) };
}

const isFileKind = (kind: string): kind is FileKind => kind === "pdf" || kind === "png" || kind === "jpeg";

/**
 * Keeps an uploaded file for a company: the bytes go to the store under a server-made key first,
 * then the row that says whose they are. Called inside the caller's transaction: when it rolls
 * back, the bytes stay unreferenced in the store and nobody can reach them.
 */
export async function storeFile(
  db: Database,
  store: FileStore,
  input: { companyId: number; customerId?: number; staffUserId?: number; purpose: string; file: FormFile },
): Promise<StoredFile & { id: number }> {
  const { file } = input;
  if (!isFileKind(file.kind)) throw new AppError("upload.type_not_accepted");
  const token = randomBytes(16).toString("hex");
  const extension = file.kind === "jpeg" ? "jpg" : file.kind;
  const key = `${input.purpose}/${input.companyId}/${token}.${extension}`;
  await store.put(key, file.bytes);
  const [row] = await db
    .insert(storedFiles)
    .values({
      token,
      companyId: input.companyId,
      uploadedByCustomerId: input.customerId,
      uploadedByStaffId: input.staffUserId,
      key,
      name: cleanFileName(file.filename, file.kind),
      kind: file.kind,
      sizeBytes: file.size,
    })
    .returning();
  if (!row) throw new Error("stored file row not written");
  return { id: row.id, ...storedFileView(row) };
}

export type FileDownload = { name: string; mediaType: string; bytes: Uint8Array };

export function createFilesService(deps: { db: Database; files: FileStore }) {
  const { db, files } = deps;

  async function download(where: SQL | undefined) {
    const [row] = await db.select().from(storedFiles).where(where).limit(1);
    if (!row) throw new AppError("file.not_found");
    const bytes = await files.get(row.key);
    if (!bytes) throw new AppError("file.not_found");
    return { name: row.name, mediaType: uploadKinds[row.kind], bytes } satisfies FileDownload;
  }

  return {
    /** A file of the customer's company; any other company's answers as an unknown one. */
    forCompany: async (companyId: number | null, token: string) => {
      if (companyId === null) throw new AppError("file.not_found");
      return download(and(eq(storedFiles.token, token), eq(storedFiles.companyId, companyId)));
    },
    /** Any company's file, for the manufacturer's staff. */
    forStaff: (token: string) => download(eq(storedFiles.token, token)),
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
