import type { Locale } from "@portal/domain/i18n/locales";
import { machineRegistrationSchema } from "@portal/domain/machines/schemas";
import { localizedTemplate } from "../../i18n/routes";
import type { ApiResult } from "../api/problem";
import { apiFetch } from "../api/server";
import type { ClaimMachine } from "./form";

/** A claim's page with `[warrantyToken]` in place of its token, for the link made in the browser. */
export function warrantyPathTemplate(locale: Locale): string {
  return `/${locale}${localizedTemplate("/user/warranties/[warrantyToken]", locale)}`;
}

/** The registered machine an advanced claim is for; a 404 for a token of another company. */
export async function claimMachine(token: string, locale: Locale): Promise<ApiResult<ClaimMachine>> {
  const result = await apiFetch(`/api/v2/shop/machine-registrations/${encodeURIComponent(token)}`, {
    schema: machineRegistrationSchema,
    locale,
  });
  if (!result.ok) return result;
  const { brand, model, serialNumber, sellingDate, endCustomer } = result.data;
  return { ...result, data: { token: result.data.token, brand, model, serialNumber, sellingDate, endCustomer } };
}
