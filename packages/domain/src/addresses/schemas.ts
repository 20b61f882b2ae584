import { z } from "zod";
import { phoneSchema } from "../accounts/schemas";
import { integerText } from "../validation/integers";

/** Field bounds of an address, shared by the form, the API and the database constraints. */
export const addressLimits = { name: 60, alias: 60, company: 120, street: 160, postcode: 12, city: 80 } as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => value || null);

/** Postcodes: letters, digits, spaces and hyphens (CH-1200, 1012 AB, 49000); an empty one reads as missing. */
export const postcodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, { abort: true })
  .regex(/^[A-Z0-9][A-Z0-9 -]{1,11}$/, "address.postcode_invalid");

export const addressInputSchema = z.strictObject({
  firstname: text(addressLimits.name),
  lastname: text(addressLimits.name),
  /** How the buyer names it in the address book ("Depot Angers"); unique in the company. */
  alias: optionalText(addressLimits.alias),
  company: optionalText(addressLimits.company),
  street: text(addressLimits.street),
  postcode: postcodeSchema,
  city: text(addressLimits.city),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/),
  phone: z
    .union([phoneSchema, z.literal("")])
    .optional()
    .nullable()
    .transform((value) => value || null),
});
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressData = z.output<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  alias: z.string().nullable(),
  company: z.string().nullable(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  phone: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** An address as copied onto an order: later edits of the address book leave placed orders alone. */
export const orderAddressSchema = addressSchema.omit({ id: true, alias: true });
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const addressIdParamsSchema = z.strictObject({ id: integerText(z.number().int().positive().max(2_147_483_647)) });

/** The address book: the company's billing address (its registered address) and its shipping addresses. */
export const addressBookSchema = z.object({
  billingAddress: orderAddressSchema.nullable(),
  shippingAddresses: z.array(addressSchema),
});
export type AddressBook = z.infer<typeof addressBookSchema>;
