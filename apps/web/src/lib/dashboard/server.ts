import type { Locale } from "@portal/domain/i18n/locales";
import { type MachineRegistrationSummary, machineRegistrationPageSchema } from "@portal/domain/machines/schemas";
import { type OrderSummary, orderPageSchema } from "@portal/domain/orders/history";
import { apiFetch } from "../api/server";
import { listApiPath } from "../orders/query";

/** How many orders and machines the dashboard lists. */
export const DASHBOARD_ROWS = 5;

/** The last orders the customer may see, newest first; null when they could not be loaded. */
export async function recentOrders(locale: Locale): Promise<OrderSummary[] | null> {
  const result = await apiFetch(listApiPath({ trail: [] }, DASHBOARD_ROWS), { schema: orderPageSchema, locale });
  return result.ok ? result.data.items : null;
}

/** The company's last registered machines; null when they could not be loaded. */
export async function recentMachines(locale: Locale): Promise<MachineRegistrationSummary[] | null> {
  const result = await apiFetch(`/api/v2/shop/machine-registrations?page=1&itemsPerPage=${DASHBOARD_ROWS}`, {
    schema: machineRegistrationPageSchema,
    locale,
  });
  return result.ok ? result.data.items : null;
}
