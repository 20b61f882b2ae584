import type { Locale } from "@portal/domain/i18n/locales";
import { machineDetailSchema, machineRegistrationPageSchema } from "@portal/domain/machines/schemas";
import { z } from "zod";
import { apiFetch } from "../api/server";
import { MACHINES_PAGE_SIZE, type MachineListState } from "./view";

/** A page of the company's registered machines, newest first, searched by `q`. */
export function listMachines(state: MachineListState, locale: Locale) {
  const query = new URLSearchParams({ page: String(state.page), itemsPerPage: String(MACHINES_PAGE_SIZE) });
  if (state.q) query.set("q", state.q);
  return apiFetch(`/api/v2/shop/machine-registrations?${query}`, { schema: machineRegistrationPageSchema, locale });
}

/** A registered machine of the company with its catalogue offer. */
export function getMachine(token: string, locale: Locale) {
  return apiFetch(`/api/v2/shop/machine-registrations/${encodeURIComponent(token)}`, { schema: machineDetailSchema, locale });
}

/** What the machine page shows of a warranty claim: the fields every claim answer carries. */
const machineClaimSchema = z.object({
  number: z.string(),
  status: z.string(),
  createdAt: z.string().optional(),
  requestDate: z.string().optional(),
  token: z.string().optional(),
});
const machineClaimsSchema = z.union([
  z.array(machineClaimSchema),
  z.object({ items: z.array(machineClaimSchema) }).transform((page) => page.items),
]);
export type MachineClaim = z.infer<typeof machineClaimSchema>;

/** The warranty claims filed for a serial number; null when the claims could not be read. */
export async function listMachineClaims(serialNumber: string, locale: Locale): Promise<MachineClaim[] | null> {
  const result = await apiFetch(`/api/v2/shop/machine-warranties?${new URLSearchParams({ serialNumber })}`, {
    schema: machineClaimsSchema,
    locale,
  });
  return result.ok ? result.data : null;
}
