"use client";

import type { ErrorCode } from "@portal/domain/errors/codes";
import { useTranslations } from "next-intl";

/** The translated sentence for an API error code. */
export function useApiErrorMessage() {
  const t = useTranslations("errors");
  return (code: ErrorCode): string => {
    // Codes are checked against the catalogue in the messages test; `has` guards a newer API.
    const key = code as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : t("generic");
  };
}
