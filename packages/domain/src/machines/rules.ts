/** Serial numbers are stored and compared upper-case, without surrounding or inner blanks. */
export function normaliseSerialNumber(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export type SellingDateProblem = "machine.selling_date_future" | "machine.selling_date_before_sale";

/**
 * Spec section 3: the dealer sold the machine on to its end customer (selling date), which cannot
 * happen in the future nor before the manufacturer sold it to the dealer. Dates are `YYYY-MM-DD`.
 */
export function sellingDateProblem(sellingDate: string, input: { soldAt: string; today: string }): SellingDateProblem | null {
  if (sellingDate > input.today) return "machine.selling_date_future";
  if (sellingDate < input.soldAt) return "machine.selling_date_before_sale";
  return null;
}

/** What a registered machine shows of its end customer: a person's name or a company's. */
export function endCustomerName(input: {
  customerType: "private" | "professional";
  firstName: string | null;
  lastName: string | null;
  corporateName: string | null;
}): string {
  return input.customerType === "private" ? `${input.firstName ?? ""} ${input.lastName ?? ""}`.trim() : (input.corporateName ?? "");
}
