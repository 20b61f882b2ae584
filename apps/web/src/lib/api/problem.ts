import type { ErrorCode } from "@portal/domain/errors/codes";
import type { z } from "zod";

export type FieldError = { path: string; message: string };
export type ApiFailure = { ok: false; status: number; code: ErrorCode; detail?: string; errors?: FieldError[] };
export type ApiSuccess<T> = { ok: true; status: number; data: T };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** The code to show when an answer carries none we know, chosen by its status. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 0) return "server.unavailable";
  if (status === 400 || status === 422) return "request.invalid";
  if (status === 401) return "auth.login_required";
  if (status === 403) return "auth.forbidden";
  if (status === 404) return "request.not_found";
  // A proxy in front of the API may refuse an upload with a bare 413 or 415.
  if (status === 413) return "upload.too_large";
  if (status === 415) return "upload.type_not_accepted";
  if (status === 429) return "request.too_many";
  if (status === 503) return "server.unavailable";
  return "server.error";
}

const CODE_SHAPE = /^[a-z][a-z_]*(\.[a-z][a-z_]*)+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function fieldErrors(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const errors = value.filter(
    (entry): entry is FieldError => isRecord(entry) && typeof entry.path === "string" && typeof entry.message === "string",
  );
  // The API names the part of the request a field is in (`body.email`); forms know fields by name.
  return errors.length > 0 ? errors.map(({ path, message }) => ({ path: path.replace(/^body\./, ""), message })) : undefined;
}

/** Turns an error answer (RFC 9457 problem+json, or anything else) into a failure with a known code. */
export function toFailure(status: number, body: unknown): ApiFailure {
  const failure: ApiFailure = { ok: false, status, code: codeForStatus(status) };
  if (!isRecord(body)) return failure;
  // Checked by shape, not against the catalogue: the catalogue module would bring zod into every
  // browser bundle, and a code this build does not know is shown as the generic message anyway.
  if (typeof body.code === "string" && CODE_SHAPE.test(body.code)) failure.code = body.code as ErrorCode;
  // Older token servers answer `{ code: 401, message: "Expired JWT Token" }`.
  else if (status === 401 && body.message === "Expired JWT Token") failure.code = "auth.token_expired";
  if (typeof body.detail === "string") failure.detail = body.detail;
  const errors = fieldErrors(body.errors);
  if (errors) failure.errors = errors;
  return failure;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Reads an answer into a result, validating a successful body with `schema` when one is given. */
export async function readResult<T>(response: Response, schema?: z.ZodType<T>): Promise<ApiResult<T>> {
  const body = await readBody(response);
  if (!response.ok) return toFailure(response.status, body);
  if (!schema) return { ok: true, status: response.status, data: body as T };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected answer shape from ${response.url}`, parsed.error.issues.slice(0, 5));
    return { ok: false, status: 502, code: "server.error" };
  }
  return { ok: true, status: response.status, data: parsed.data };
}

export const networkFailure: ApiFailure = { ok: false, status: 0, code: "server.unavailable" };
