import type { FastifyRequest } from "fastify";
import sharp from "sharp";
import { AppError } from "../errors";
import { detectKind, type UploadKind } from "./kinds";

export type FormPolicy = {
  accept: readonly UploadKind[];
  maxFileBytes: number;
  maxFiles: number;
  maxRequestBytes: number;
  maxFields?: number;
};
export type FormFile = { field: string; kind: UploadKind; bytes: Buffer; filename: string; size: number };
export type ReceivedForm = { fields: Record<string, string[]>; files: FormFile[] };

/** Pictures are re-encoded so that no metadata (EXIF, GPS) the camera wrote is kept. */
async function withoutMetadata(kind: UploadKind, bytes: Buffer): Promise<Buffer> {
  try {
    if (kind === "jpeg") return await sharp(bytes).rotate().jpeg({ quality: 90 }).toBuffer();
    if (kind === "png") return await sharp(bytes).png().toBuffer();
  } catch {
    throw new AppError("upload.unsafe");
  }
  return bytes;
}

/** Parses the whole multipart request: fields, and files typed by their content. */
export async function receiveForm(request: FastifyRequest, policy: FormPolicy): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new AppError("request.invalid", { detail: "multipart/form-data expected" });
  const fields: Record<string, string[]> = {};
  const received: Omit<FormFile, "kind">[] = [];
  let total = 0;
  try {
    for await (const part of request.parts({
      limits: { fileSize: policy.maxFileBytes, files: policy.maxFiles, fields: policy.maxFields ?? 40 },
    })) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        total += bytes.length;
        if (total > policy.maxRequestBytes) throw new AppError("upload.too_large", { detail: `at most ${policy.maxRequestBytes} bytes` });
        if (bytes.length > 0) received.push({ field: part.fieldname, bytes, filename: part.filename, size: bytes.length });
      } else {
        const values = fields[part.fieldname] ?? [];
        values.push(String(part.value));
        fields[part.fieldname] = values;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("upload.too_large", { detail: `at most ${policy.maxFileBytes} bytes` });
    if (code === "FST_FILES_LIMIT") throw new AppError("upload.too_many_files");
    if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") throw new AppError("upload.too_many_fields");
    throw new AppError("request.invalid", { detail: (error as Error).message });
  }
  const files: FormFile[] = [];
  for (const file of received) {
    const kind = await detectKind(file.bytes);
    if (!kind || !policy.accept.includes(kind))
      throw new AppError("upload.type_not_accepted", { detail: `accepted: ${policy.accept.join(", ")}` });
    const bytes = await withoutMetadata(kind, file.bytes);
    files.push({ ...file, kind, bytes, size: bytes.length });
  }
  return { fields, files };
}
