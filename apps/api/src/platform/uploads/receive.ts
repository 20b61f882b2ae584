import multipart from "@fastify/multipart";
import type { ErrorCode } from "@portal/domain/errors/codes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors";
import { detectKind, type UploadKind } from "./kinds";
import { uploadLimits } from "./limits";

/** What a route takes: the kinds of file, by content, and their size. */
export type UploadPolicy<K extends UploadKind = UploadKind> = { accept: readonly K[]; maxBytes: number };

export type Upload<K extends UploadKind = UploadKind> = { kind: K; bytes: Buffer; filename: string };

/** The multipart parser of a route group, held to the upload limits (a route narrows the size). */
export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { files: uploadLimits.files, fields: uploadLimits.fields, parts: uploadLimits.files + uploadLimits.fields },
  });
}

// The multipart parser's limit errors, as answers.
export const limitErrors: Record<string, ErrorCode> = {
  FST_FILES_LIMIT: "upload.too_many_files",
  FST_FIELDS_LIMIT: "upload.too_many_fields",
  FST_PARTS_LIMIT: "upload.too_many_fields",
  FST_REQ_FILE_TOO_LARGE: "upload.too_large",
};

/**
 * The one file of a multipart request, typed by its content (never by its name or the type the client
 * claims): 415 when it is not of a kind the route takes, 413 past its size, an error when the request
 * holds another file or too many fields. Null when the request holds no file, or an empty one.
 */
export async function receiveFile<K extends UploadKind>(request: FastifyRequest, policy: UploadPolicy<K>): Promise<Upload<K> | null> {
  if (!request.isMultipart()) return null;
  let file: { bytes: Buffer; filename: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: policy.maxBytes } })) {
      if (part.type !== "file") continue;
      // The parser stops at the files limit; this holds whatever that limit is.
      if (file) throw new AppError("upload.too_many_files");
      file = { bytes: await part.toBuffer(), filename: part.filename };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = limitErrors[(error as { code?: string }).code ?? ""];
    if (code) throw new AppError(code, code === "upload.too_large" ? { detail: `at most ${policy.maxBytes} bytes` } : {});
    throw new AppError("request.invalid", { detail: (error as Error).message });
  }
  if (!file || file.bytes.length === 0) return null;
  const kind = await detectKind(file.bytes);
  if (!kind || !(policy.accept as readonly UploadKind[]).includes(kind)) {
    throw new AppError("upload.type_not_accepted", { detail: `accepted: ${policy.accept.join(", ")}` });
  }
  return { kind: kind as K, bytes: file.bytes, filename: file.filename };
}
