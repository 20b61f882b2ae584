import { CSRF_HEADER } from "@portal/domain/accounts/session-cookies";
import {
  type MachineRegistration,
  type MachineRegistrationRequest,
  type MachineSoldQuery,
  machineRegistrationSchema,
  machineSoldSchema,
} from "@portal/domain/machines/schemas";
import { apiRequest, readCookie } from "../api/client";
import { sessionPaths } from "../api/paths";
import { type ApiResult, networkFailure, readResult } from "../api/problem";
import { browserCookieNames } from "../auth/cookie-names";

/** The machine sold to register, by serial number and the dealer's client code. */
export function lookupMachine(query: MachineSoldQuery) {
  return apiRequest(`/api/v2/shop/machine-solds?${new URLSearchParams(query)}`, { schema: machineSoldSchema });
}

async function postRegistration(registration: MachineRegistrationRequest, invoice: File) {
  const form = new FormData();
  // The fields travel as one JSON field, checked by the same schema as the form's; the file beside it.
  form.append("registration", JSON.stringify(registration));
  form.append("invoice", invoice);
  // No content-type: the browser writes the multipart boundary itself.
  const headers: Record<string, string> = { accept: "application/json", "accept-language": document.documentElement.lang };
  const csrf = readCookie(browserCookieNames().csrf);
  if (csrf) headers[CSRF_HEADER] = csrf;
  try {
    const response = await fetch("/api/v2/shop/machine-registrations", { method: "POST", credentials: "same-origin", headers, body: form });
    return await readResult(response, machineRegistrationSchema);
  } catch {
    return networkFailure;
  }
}

/** Registers a machine with its sale invoice, renewing an expired session once as JSON calls do. */
export async function registerMachine(registration: MachineRegistrationRequest, invoice: File): Promise<ApiResult<MachineRegistration>> {
  const first = await postRegistration(registration, invoice);
  if (first.ok || (first.code !== "auth.token_expired" && first.code !== "auth.login_required")) return first;
  const refreshed = await apiRequest(sessionPaths.refresh, { method: "POST", body: {} });
  return refreshed.ok ? postRegistration(registration, invoice) : first;
}
