import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@portal/domain/accounts/password-rules";
import type { z } from "zod";

/**
 * Form errors travel as message keys of the `validation` namespace, with parameters after `?`
 * (`max_length?length=60`). The domain schemas already use keys (`password.digit`,
 * `phone.invalid`); zod's own issues are mapped here.
 */
function isEmpty(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === "string" && input.trim() === "");
}

export const fieldErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (isEmpty(issue.input) && issue.code !== "custom") return "required";
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "required" : `min_length?length=${issue.minimum}`;
      return "invalid";
    case "too_big":
      if (issue.origin === "string") return `max_length?length=${issue.maximum}`;
      return "invalid";
    case "invalid_format":
      return issue.format === "email" ? "email" : "invalid";
    default:
      return "invalid";
  }
};

// Keys the domain emits without their bound: the bound is the domain's own constant.
const defaultParams: Record<string, Record<string, number>> = {
  "password.min_length": { length: PASSWORD_MIN_LENGTH },
  "password.max_length": { length: PASSWORD_MAX_LENGTH },
};

export type FieldMessage = { key: string; params: Record<string, string | number> };

export function parseFieldMessage(message: string): FieldMessage {
  const [key = "", query = ""] = message.split("?", 2);
  const params: Record<string, string | number> = { ...defaultParams[key] };
  for (const [name, value] of new URLSearchParams(query)) {
    params[name] = /^\d+$/.test(value) ? Number(value) : value;
  }
  return { key, params };
}

/** What translating a field message needs: a `validation`-namespace lookup. */
export type MessageLookup = {
  has(key: string): boolean;
  translate(key: string, params: Record<string, string | number>): string;
};

/** Translates a field message; unknown keys read as "invalid value". */
export function translateFieldMessage(lookup: MessageLookup, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const { key, params } = parseFieldMessage(message);
  return lookup.has(key) ? lookup.translate(key, params) : lookup.translate("invalid", {});
}
