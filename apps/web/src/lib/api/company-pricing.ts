import { companyPricingSchema } from "@portal/domain/companies/schemas";
import { cache } from "react";
import { apiFetch } from "./server";
import { getSession } from "./session";

/**
 * The discount of the signed-in customer's company, in basis points, once per request; null for a
 * visitor. The catalogue's answers stay public and cached: the page applies the discount itself.
 * When the terms cannot be read, null too: list prices, said to be list prices, are then the true ones to show.
 */
export const getCompanyDiscount = cache(async (): Promise<number | null> => {
  const session = await getSession();
  const companyId = session.status === "customer" ? session.customer.company?.id : undefined;
  if (companyId === undefined) return null;
  const result = await apiFetch(`/api/v2/shop/companies/${companyId}/pricing`, { schema: companyPricingSchema });
  return result.ok ? result.data.discountBasisPoints : null;
});
