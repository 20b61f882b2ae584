import { type CompanyDetail, companyDetailSchema } from "@portal/domain/companies/schemas";
import { cache } from "react";
import { apiFetch } from "./server";
import { getSession } from "./session";

/** The company the signed-in customer acts for, with its legal form, once per request; null for a visitor. */
export const getActiveCompany = cache(async (): Promise<CompanyDetail | null> => {
  const session = await getSession();
  const companyId = session.status === "customer" ? session.customer.company?.id : undefined;
  if (companyId === undefined) return null;
  const result = await apiFetch(`/api/v2/shop/companies/${companyId}`, { schema: companyDetailSchema });
  return result.ok ? result.data : null;
});

/** An individual's account is a company of one: company administration means nothing there. */
export async function isIndividualAccount(): Promise<boolean> {
  return (await getActiveCompany())?.legalForm === "individual";
}
