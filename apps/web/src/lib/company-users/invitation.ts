import type { ErrorCode } from "@portal/domain/errors/codes";
import type { FieldError } from "../api/problem";

/** Answers that mean the link itself can no longer be used: the page then offers the login page instead of a form. */
const deadLinkCodes: readonly ErrorCode[] = [
  "invitation.not_found",
  "invitation.expired",
  "invitation.used",
  "invitation.revoked",
  "request.not_found",
];

/**
 * Whether a failed answer is about the link rather than what was typed. A malformed token never
 * reaches the API from this page; should one, it is refused as invalid input on the path.
 */
export function isDeadLink(failure: { code: ErrorCode; errors?: readonly FieldError[] }): boolean {
  if (failure.code === "request.invalid") return failure.errors?.some((error) => error.path.startsWith("params")) ?? false;
  return deadLinkCodes.includes(failure.code);
}

/**
 * The form field an API field error is about. The API names body fields `body.<field>`; older
 * answers name the field alone. Errors on anything else (the link's token) have no field.
 */
export function formFieldOf<Field extends string>(path: string, fields: readonly Field[]): Field | undefined {
  const name = path.startsWith("body.") ? path.slice("body.".length) : path;
  return fields.find((field) => field === name);
}

/** The field errors of an answer that land on a field of the form, ready for `setError`. */
export function fieldErrorsFor<Field extends string>(
  errors: readonly FieldError[] | undefined,
  fields: readonly Field[],
): { field: Field; message: string }[] {
  const found: { field: Field; message: string }[] = [];
  for (const error of errors ?? []) {
    const field = formFieldOf(error.path, fields);
    if (field && !found.some((entry) => entry.field === field)) found.push({ field, message: error.message });
  }
  return found;
}

/** The token of the page's query: the first value when the parameter is repeated, trimmed of what mail clients add. */
export function tokenFromQuery(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  const token = first?.trim();
  return token ? token : null;
}
