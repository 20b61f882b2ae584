/** The parties an invoice names, copied onto it when issued: later changes to a company never alter it. */
export type InvoiceParty = {
  name: string;
  street: string | null;
  postcode: string | null;
  city: string | null;
  countryCode: string;
  /** SIRET (14 digits) or SIREN of a French company; null for others. */
  siret: string | null;
  /** Intra-community VAT number, when known. */
  vatId: string | null;
  /** The buyer's client code with the manufacturer. */
  clientCode: string | null;
  email: string | null;
};

/** SIREN → French intra-community VAT number: `FR` + key (12 + 3 × (SIREN mod 97)) mod 97 + SIREN. */
export function frenchVatIdOf(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, "0")}${siren}`;
}

/** The manufacturer, seller on every invoice (a fictional company: SIRET with a valid checksum). */
export const seller: InvoiceParty = {
  name: "Orvane Machines SAS",
  street: "12 rue des Forges",
  postcode: "69007",
  city: "Lyon",
  countryCode: "FR",
  siret: "73282932000017",
  vatId: frenchVatIdOf("732829320"),
  clientCode: null,
  email: "facturation@orvane.example",
};

/** How the seller is paid: a bank transfer to this account (a fictional IBAN with a valid checksum). */
export const sellerBankAccount = { iban: "FR7630006000011234567890189", bic: "AGRIFRPP" } as const;
