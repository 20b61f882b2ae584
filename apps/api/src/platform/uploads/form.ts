import type { FastifyRequest } from "fastify";
import { AppError } from "../errors";
import { withoutMetadata } from "./images";
import { detectKind, type UploadKind } from "./kinds";
import { limitErrors } from "./receive";

/** What a form with files takes: kinds by content, the size of each file and of all of them, counts. */
export type FormPolicy<K extends UploadKind = UploadKind> = {
  accept: readonly K[];
  maxFileBytes: number;
  maxFiles: number;
  maxRequestBytes: number;
  /** Plain fields beside the files; 40 unless told. */
  maxFields?: number;
};

export type FormFile<K extends UploadKind = UploadKind> = { field: string; kind: K; bytes: Buffer; filename: string; size: number };
export type ReceivedForm<K extends UploadKind = UploadKind> = { fields: Record<string, string[]>; files: FormFile<K>[] };

const DEFAULT_MAX_FIELDS = 40;

/**
 * A whole multipart form: its fields, and its files typed by their content (never by their name or
 * the type the client claims) with photos re-encoded without their metadata. 415 for a file of a
 * kind the form does not take, 413 past the size of one file or of all, 400 past the counts.
 * Empty file parts (a file input left empty) are skipped.
 */
export async function receiveForm<K extends UploadKind>(request: FastifyRequest, policy: FormPolicy<K>): Promise<ReceivedForm<K>> {
  if (!request.isMultipart()) throw new AppError("request.invalid", { detail: "multipart/form-data expected" });
  const maxFields = policy.maxFields ?? DEFAULT_MAX_FIELDS;
  const fields: Record<string, string[]> = {};
  const received: Omit<FormFile, "kind">[] = [];
  let totalBytes = 0;
  try {
    const parts = request.parts({
      limits: { files: policy.maxFiles, fields: maxFields, parts: policy.maxFiles + maxFields, fileSize: policy.maxFileBytes },
    });
    for await (const part of parts) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = [...(fields[part.fieldname] ?? []), part.value];
        continue;
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) continue;
      totalBytes += bytes.length;
      if (totalBytes > policy.maxRequestBytes)
        throw new AppError("upload.too_large", { detail: `at most ${policy.maxRequestBytes} bytes in all` });
      received.push({ field: part.fieldname, bytes, filename: part.filename, size: bytes.length });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = limitErrors[(error as { code?: string }).code ?? ""];
    if (code) throw new AppError(code, code === "upload.too_large" ? { detail: `at most ${policy.maxFileBytes} bytes a file` } : {});
    throw new AppError("request.invalid", { detail: (error as Error).message });
  }
  const files: FormFile<K>[] = [];
  for (const file of received) {
    const kind = await detectKind(file.bytes);
    if (!kind || !(policy.accept as readonly UploadKind[]).includes(kind)) {
      throw new AppError("upload.type_not_accepted", { detail: `${file.filename}: accepted ${policy.accept.join(", ")}` });
    }
    const bytes = kind === "png" || kind === "jpeg" ? await withoutMetadata(kind, file.bytes) : file.bytes;
    files.push({ ...file, kind: kind as K, bytes, size: bytes.length });
  }
  return { fields, files };
}
