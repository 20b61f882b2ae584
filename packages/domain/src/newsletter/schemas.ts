import { z } from "zod";
import { emailSchema } from "../accounts/schemas";
import { localeSchema } from "../i18n/locale-schema";
import { locales } from "../i18n/locales";
import { integerText } from "../validation/integers";
import { consentSources, subscriberStatuses } from "./status";

export { type NewsletterLinkAction, newsletterLinkActions } from "./status";

/** Field bounds shared by the form, the API and the database. */
export const newsletterLimits = {
  emailLength: 180,
  tokenMinLength: 20,
  tokenMaxLength: 200,
  subjectLength: 200,
  bodyMaxLength: 50_000,
  searchLength: 180,
  defaultPageSize: 20,
  maxPageSize: 100,
} as const;

export const subscriberStatusSchema = z.enum(subscriberStatuses);
export const consentSourceSchema = z.enum(consentSources);

/** The footer box: an address, and the language its confirmation e-mail is written in. */
export const newsletterSubscriptionRequestSchema = z.strictObject({
  email: emailSchema,
  localeCode: localeSchema.optional(),
});
export type NewsletterSubscriptionRequest = z.output<typeof newsletterSubscriptionRequestSchema>;
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionRequestSchema>;

/** Says only that a confirmation e-mail is on its way. */
export const newsletterSubscriptionResultSchema = z.object({ status: z.literal("pending") });

/** What the link of a confirmation or newsletter e-mail carries. */
export const newsletterTokenSchema = z.string().trim().min(newsletterLimits.tokenMinLength).max(newsletterLimits.tokenMaxLength);
export const newsletterTokenRequestSchema = z.strictObject({ token: newsletterTokenSchema });
export const newsletterTokenParamsSchema = z.strictObject({ token: newsletterTokenSchema });

export const newsletterConfirmResultSchema = z.object({ status: z.literal("confirmed") });
export const newsletterUnsubscribeResultSchema = z.object({ status: z.literal("unsubscribed") });

// ---- staff ----

export const subscriberListQuerySchema = z.strictObject({
  page: integerText(z.number().int().min(1).max(100_000)).default(1),
  itemsPerPage: integerText(z.number().int().min(1).max(newsletterLimits.maxPageSize)).default(newsletterLimits.defaultPageSize),
  status: subscriberStatusSchema.optional(),
  /** Part of the address, any case. */
  q: z.string().trim().min(1).max(newsletterLimits.searchLength).optional(),
});
export type SubscriberListQuery = z.output<typeof subscriberListQuerySchema>;

export const subscriberExportQuerySchema = subscriberListQuerySchema.pick({ status: true, q: true });

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  locale: localeSchema,
  status: subscriberStatusSchema,
  consentSource: consentSourceSchema,
  consentLocale: localeSchema.nullable(),
  consentAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  unsubscribedAt: z.iso.datetime().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberPageSchema = z.object({
  items: z.array(subscriberSchema),
  totalItems: z.number().int(),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
});

const perLocale = <T extends z.ZodType>(value: T) =>
  z.strictObject(Object.fromEntries(locales.map((locale) => [locale, value])) as { [L in (typeof locales)[number]]: T });

/** A newsletter written in every language: each subscriber receives the one of their language. */
export const newsletterSendRequestSchema = z.strictObject({
  subject: perLocale(z.string().trim().min(1).max(newsletterLimits.subjectLength)),
  body: perLocale(z.string().trim().min(1).max(newsletterLimits.bodyMaxLength)),
});
export type NewsletterSendRequest = z.output<typeof newsletterSendRequestSchema>;

export const newsletterSendSchema = z.object({
  id: z.number().int(),
  subject: z.record(localeSchema, z.string()),
  sentAt: z.iso.datetime(),
  recipients: z.number().int(),
});
export type NewsletterSend = z.infer<typeof newsletterSendSchema>;
