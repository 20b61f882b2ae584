"use client";

import { useTranslations } from "next-intl";
import { type MessageLookup, translateFieldMessage } from "@/lib/forms/field-messages";

/** Turns a form error message key into the sentence of the current language. */
export function useFieldMessage() {
  const t = useTranslations("validation");
  // Keys arrive at run time from schemas and the API, hence the untyped lookup.
  const lookup: MessageLookup = {
    has: (key) => t.has(key as Parameters<typeof t.has>[0]),
    translate: (key, params) => t(key as Parameters<typeof t>[0], params as never),
  };
  return (message: string | undefined) => translateFieldMessage(lookup, message);
}
