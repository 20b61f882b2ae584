import type { Customer } from "@portal/domain/accounts/schemas";

export type ContactFormValues = {
  subject: string;
  company: string;
  gender: "mme" | "mr" | "";
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  street: string;
  zipCode: string;
  city: string;
  countryCode: string;
  message: string;
  machineName: string;
  productCode: string;
  brand: string;
  model: string;
  serialNumber: string;
  website: string;
};

/** The form's first values: the subject asked for in the address, and what the session knows of a customer. */
export function initialContactValues(subject: string | null, customer: Customer | null, defaultCountry: string): ContactFormValues {
  const company = customer?.company ?? null;
  return {
    subject: subject ?? "",
    company: company?.corporateName ?? "",
    gender: customer?.gender ?? "",
    firstname: customer?.firstname ?? "",
    lastname: customer?.lastname ?? "",
    email: customer?.email ?? "",
    phone: customer?.phone ?? company?.phone ?? "",
    street: company?.street ?? "",
    zipCode: company?.zipCode ?? "",
    city: company?.city ?? "",
    countryCode: company?.country ?? defaultCountry,
    message: "",
    machineName: "",
    productCode: "",
    brand: "",
    model: "",
    serialNumber: "",
    website: "",
  };
}

/** The department key (`FR-49`) of a postal code, as commercial-by-department takes it; null when too short. */
export function departmentKeyOf(countryCode: string, zipCode: string): string | null {
  const zip = zipCode.trim().replace(/\s/g, "");
  if (!/^[A-Za-z]{2}$/.test(countryCode) || zip.length < 2) return null;
  return `${countryCode.toUpperCase()}-${zip.slice(0, 2).toUpperCase()}`;
}
