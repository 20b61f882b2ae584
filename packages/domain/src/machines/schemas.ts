import { z } from "zod";
import { emailSchema, phoneSchema } from "../accounts/schemas";
import { postcodeSchema } from "../addresses/schemas";
import { documentSchema, productCardSchema } from "../catalog/schemas";
import { isValidSirenOrSiret, normalizeSiret } from "../companies/siret";
import { storedFileSchema } from "../files/stored-files";
import { localeSchema } from "../i18n/locale-schema";
import { integerText } from "../validation/integers";
import { normaliseSerialNumber } from "./rules";

/** Field bounds shared by the form, the API and the database. */
export const machineLimits = {
  serialNumberLength: 40,
  clientCodeLength: 20,
  brandLength: 80,
  modelLength: 120,
  variantCodeLength: 64,
  nameLength: 60,
  corporateNameLength: 120,
  activityLength: 40,
  emailLength: 180,
  phoneLength: 30,
  streetLength: 160,
  zipCodeLength: 12,
  cityLength: 80,
  searchLength: 80,
  defaultPageSize: 20,
  maxPageSize: 100,
  /** Machines sold in one call of the manufacturer's ERP. */
  upsertBatchMax: 10_000,
  upsertBodyBytes: 8 * 1024 * 1024,
  /** The sale invoice a registration carries. */
  invoiceMaxBytes: 10 * 1024 * 1024,
} as const;

export const customerTypes = ["private", "professional"] as const;
export type CustomerType = (typeof customerTypes)[number];
export const customerTypeSchema = z.enum(customerTypes);

/** A calendar date `YYYY-MM-DD`. */
const calendarDate = z.iso.date();

const text = (max: number) => z.string().trim().min(1).max(max);

export const serialNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(machineLimits.serialNumberLength)
  .transform(normaliseSerialNumber)
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9._-]*$/, "machine.serial_number_invalid"));

export const clientCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1)
  .max(machineLimits.clientCodeLength)
  .regex(/^[A-Z0-9][A-Z0-9-]*$/, "machine.client_code_invalid");

export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);

export const siretSchema = z.string().transform(normalizeSiret).refine(isValidSirenOrSiret, { message: "siret.invalid" });

// ---- shop requests ----

/** GET machine-solds: the machine to register, known by its serial number and its dealer's client code. */
export const machineSoldQuerySchema = z.strictObject({
  serialNumber: serialNumberSchema,
  clientCode: clientCodeSchema,
});
export type MachineSoldQuery = z.infer<typeof machineSoldQuerySchema>;

const registrationBase = {
  serialNumber: serialNumberSchema,
  clientCode: clientCodeSchema,
  sellingDate: calendarDate,
  email: emailSchema,
  phone: phoneSchema,
  street: text(machineLimits.streetLength),
  zipCode: postcodeSchema,
  city: text(machineLimits.cityLength),
  country: countryCodeSchema,
  deliveredComplete: z.boolean(),
  localeCode: localeSchema.optional(),
};

/**
 * POST machine-registrations (spec section 3), sent as the multipart field `registration` holding
 * this JSON, beside the `invoice` file. A private end customer gives a name; a professional one its
 * company's name, SIRET/SIREN and activity.
 */
export const privateRegistrationSchema = z.strictObject({
  ...registrationBase,
  customerType: z.literal("private"),
  firstName: text(machineLimits.nameLength),
  lastName: text(machineLimits.nameLength),
});

export const professionalRegistrationSchema = z.strictObject({
  ...registrationBase,
  customerType: z.literal("professional"),
  corporateName: text(machineLimits.corporateNameLength),
  siret: siretSchema,
  activity: text(machineLimits.activityLength),
});

export const machineRegistrationRequestSchema = z.discriminatedUnion("customerType", [
  privateRegistrationSchema,
  professionalRegistrationSchema,
]);
export type MachineRegistrationRequest = z.infer<typeof machineRegistrationRequestSchema>;
export type MachineRegistrationInput = z.input<typeof machineRegistrationRequestSchema>;

/** GET machine-registrations: the company's machines, newest first, searched by serial, model, brand or end customer. */
export const machineRegistrationListQuerySchema = z.strictObject({
  q: z.string().trim().max(machineLimits.searchLength).optional(),
  page: integerText(z.number().int().min(1).max(100_000)).default(1),
  itemsPerPage: integerText(z.number().int().min(1).max(machineLimits.maxPageSize)).default(machineLimits.defaultPageSize),
});
export type MachineRegistrationListQuery = z.infer<typeof machineRegistrationListQuerySchema>;

export const registrationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "machine.registration_not_found");
export const registrationTokenParamsSchema = z.strictObject({ token: registrationTokenSchema });

// ---- answers ----

/** The machine the manufacturer sold, as the registration form shows it before it is registered. */
export const machineSoldSchema = z.object({
  serialNumber: z.string(),
  brand: z.string(),
  model: z.string(),
  variantCode: z.string().nullable(),
  soldAt: z.string(),
  registered: z.boolean(),
});
export type MachineSold = z.infer<typeof machineSoldSchema>;

export const machineRegistrationSummarySchema = z.object({
  token: z.string(),
  serialNumber: z.string(),
  brand: z.string(),
  model: z.string(),
  sellingDate: z.string(),
  customerType: customerTypeSchema,
  /** The end customer's name: a person's or a company's. */
  endCustomer: z.string(),
  city: z.string(),
  registeredAt: z.string(),
});
export type MachineRegistrationSummary = z.infer<typeof machineRegistrationSummarySchema>;

export const machineRegistrationPageSchema = z.object({
  items: z.array(machineRegistrationSummarySchema),
  totalItems: z.number().int(),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
});
export type MachineRegistrationPage = z.infer<typeof machineRegistrationPageSchema>;

export const machineRegistrationSchema = machineRegistrationSummarySchema.extend({
  variantCode: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  corporateName: z.string().nullable(),
  siret: z.string().nullable(),
  activity: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  zipCode: z.string(),
  country: z.string(),
  deliveredComplete: z.boolean(),
  localeCode: localeSchema,
  invoice: storedFileSchema.nullable(),
});
export type MachineRegistration = z.infer<typeof machineRegistrationSchema>;

/** The machine page: the registration, and what the catalogue offers for its variant at the customer's prices. */
export const machineDetailSchema = machineRegistrationSchema.extend({
  product: z.object({ code: z.string(), name: z.string(), slug: z.string() }).nullable(),
  spareParts: z.array(productCardSchema),
  maintenanceKits: z.array(productCardSchema),
  documents: z.array(documentSchema),
});
export type MachineDetail = z.infer<typeof machineDetailSchema>;

// ---- staff and integration ----

export const staffRegistrationListQuerySchema = machineRegistrationListQuerySchema.extend({
  companyId: integerText(z.number().int().positive().max(2_147_483_647)).optional(),
});

export const staffRegistrationSchema = machineRegistrationSchema.extend({
  company: z.object({ id: z.number().int(), corporateName: z.string(), clientCode: z.string().nullable() }),
});

export const staffRegistrationPageSchema = z.object({
  items: z.array(machineRegistrationSummarySchema.extend({ companyId: z.number().int(), corporateName: z.string() })),
  totalItems: z.number().int(),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
});

export const machineSoldListQuerySchema = z.strictObject({
  q: z.string().trim().max(machineLimits.searchLength).optional(),
  clientCode: clientCodeSchema.optional(),
  page: integerText(z.number().int().min(1).max(100_000)).default(1),
  itemsPerPage: integerText(z.number().int().min(1).max(machineLimits.maxPageSize)).default(machineLimits.defaultPageSize),
});

export const staffMachineSoldSchema = machineSoldSchema.extend({
  clientCode: z.string(),
  registrationToken: z.string().nullable(),
});

export const staffMachineSoldPageSchema = z.object({
  items: z.array(staffMachineSoldSchema),
  totalItems: z.number().int(),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
});

export const serialNumberParamsSchema = z.strictObject({ serialNumber: serialNumberSchema });

/** One machine sold, as the manufacturer's ERP sends it. */
export const machineSoldInputSchema = z.strictObject({
  serialNumber: serialNumberSchema,
  brand: text(machineLimits.brandLength),
  model: text(machineLimits.modelLength),
  variantCode: text(machineLimits.variantCodeLength).nullable().optional(),
  clientCode: clientCodeSchema,
  soldAt: calendarDate,
});
export type MachineSoldInput = z.infer<typeof machineSoldInputSchema>;

export const machineSoldBatchSchema = z.strictObject({
  items: z.array(z.unknown()).min(1).max(machineLimits.upsertBatchMax),
});

export const machineSoldLineErrorSchema = z.object({
  index: z.number().int(),
  serialNumber: z.string().nullable(),
  code: z.string(),
  detail: z.string().optional(),
});

export const machineSoldReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(machineSoldLineErrorSchema),
});
export type MachineSoldReport = z.infer<typeof machineSoldReportSchema>;
