import { z } from "zod";
import { emailSchema, genderSchema, phoneSchema } from "../accounts/schemas";
import { postcodeSchema } from "../addresses/schemas";
import { localeSchema } from "../i18n/locale-schema";
import { machineLimits, serialNumberSchema } from "../machines/schemas";
import { integerText } from "../validation/integers";

/** Field bounds shared by the form, the API and the database. */
export const contactLimits = {
  subjectCodeLength: 40,
  subjectLabelLength: 120,
  departmentLength: 60,
  emailLength: 180,
  companyLength: 120,
  nameLength: 60,
  phoneLength: 30,
  streetLength: 160,
  zipCodeLength: 12,
  cityLength: 80,
  messageMin: 10,
  messageMax: 5000,
  machineNameLength: 120,
  productCodeLength: machineLimits.variantCodeLength,
  brandLength: machineLimits.brandLength,
  modelLength: machineLimits.modelLength,
  serialNumberLength: machineLimits.serialNumberLength,
  defaultPageSize: 20,
  maxPageSize: 100,
} as const;

/** The two subjects the machine-registration page links to with `?subject=`. */
export const MACHINE_ALREADY_REGISTERED = "machine-already-registered";
export const MACHINE_NOT_RECOGNISED = "machine-not-recognised";

/** Name of the hidden field people never see: only robots fill it in. */
export const HONEYPOT_FIELD = "website";

const text = (max: number) => z.string().trim().min(1).max(max);
/** An optional text field: an empty one reads as missing. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => value || null);

export const subjectCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(contactLimits.subjectCodeLength)
  .regex(/^[a-z0-9][a-z0-9-]*$/, "contact.subject_unknown");

export const contactSubjectSchema = z.object({
  code: z.string(),
  label: z.string(),
  /** The subject asks for the machine fields. */
  machine: z.boolean(),
});
export type ContactSubject = z.infer<typeof contactSubjectSchema>;

export const contactRequestSchema = z
  .strictObject({
    subject: subjectCodeSchema,
    company: optionalText(contactLimits.companyLength),
    gender: genderSchema,
    firstname: text(contactLimits.nameLength),
    lastname: text(contactLimits.nameLength),
    email: emailSchema,
    phone: phoneSchema,
    street: optionalText(contactLimits.streetLength),
    zipCode: z
      .union([postcodeSchema, z.literal("")])
      .optional()
      .nullable()
      .transform((value) => value || null),
    city: optionalText(contactLimits.cityLength),
    countryCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "contact.country_unknown"),
    message: z.string().trim().min(contactLimits.messageMin).max(contactLimits.messageMax),
    machineName: optionalText(contactLimits.machineNameLength),
    productCode: optionalText(contactLimits.productCodeLength),
    brand: optionalText(contactLimits.brandLength),
    model: optionalText(contactLimits.modelLength),
    serialNumber: z
      .union([serialNumberSchema, z.literal("")])
      .optional()
      .nullable()
      .transform((value) => value || null),
    /** Honeypot: hidden from people and assistive technology; anything in it marks a robot. */
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
  })
  .describe("A question to the manufacturer, from a visitor or a logged-in customer");
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

export const contactRequestResultSchema = z.object({ sent: z.literal(true) });

// ---- staff ----

export const contactSubjectAdminSchema = z.object({
  code: z.string(),
  labels: z.object({ fr: z.string(), en: z.string(), de: z.string(), nl: z.string() }),
  department: z.string(),
  mailbox: z.string(),
  machine: z.boolean(),
  position: z.number().int(),
  active: z.boolean(),
});

export const contactSubjectParamsSchema = z.object({ code: subjectCodeSchema });

export const contactSubjectUpdateSchema = z
  .strictObject({
    mailbox: emailSchema.optional(),
    active: z.boolean().optional(),
  })
  .refine((value) => value.mailbox !== undefined || value.active !== undefined, { message: "contact.update_empty" });

export const contactRequestListQuerySchema = z.strictObject({
  page: integerText(z.number().int().min(1).max(100_000)).default(1),
  itemsPerPage: integerText(z.number().int().min(1).max(contactLimits.maxPageSize)).default(contactLimits.defaultPageSize),
  subject: subjectCodeSchema.optional(),
});

export const contactRequestAdminSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  company: z.string().nullable(),
  gender: genderSchema,
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string(),
  message: z.string(),
  machineName: z.string().nullable(),
  productCode: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  serialKnown: z.boolean().nullable(),
  customerId: z.number().int().nullable(),
  locale: localeSchema,
  createdAt: z.string(),
});

export const contactRequestPageSchema = z.object({
  items: z.array(contactRequestAdminSchema),
  totalItems: z.number().int(),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
});
