/** How a company may pay (spec section 5: only the active methods may be chosen). */
export const paymentMethodCodes = ["card", "bank_transfer", "on_account"] as const;
export type PaymentMethodCode = (typeof paymentMethodCodes)[number];

export type PaymentMethodRow = { code: PaymentMethodCode; enabled: boolean; position: number };

/** The methods a company may choose: payment on account only for companies allowed to. */
export function activePaymentMethods(rows: readonly PaymentMethodRow[], company: { paymentOnAccount: boolean }): PaymentMethodCode[] {
  return [...rows]
    .filter((row) => row.enabled && (row.code !== "on_account" || company.paymentOnAccount))
    .sort((a, b) => a.position - b.position)
    .map((row) => row.code);
}

/** Card payments go through the payment provider; the others are settled outside the portal. */
export const isProviderMethod = (code: PaymentMethodCode) => code === "card";
