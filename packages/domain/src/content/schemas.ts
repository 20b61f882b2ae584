import { z } from "zod";
import { localeSchema } from "../i18n/locale-schema";

/**
 * Shapes of the content service (site configuration, pages, categories), Strapi v5 REST style:
 * lists answer `{ data: [...], meta: { pagination } }`, single types `{ data: {...}, meta: {} }`.
 * The built-in content service and any Strapi-compatible service behind CONTENT_URL answer these.
 */
export const mediaSchema = z.object({
  url: z.string(),
  alternativeText: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  mime: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

export const linkSchema = z.object({ label: z.string(), url: z.string(), external: z.boolean().default(false) });
export type Link = z.infer<typeof linkSchema>;

export const tipSchema = z.object({ title: z.string(), thumbnail: mediaSchema.nullable(), url: z.string().nullable() });

export type MenuItem = {
  name: string;
  slug: string;
  code: string;
  /** Categories (taxon codes) this entry lists. */
  categories: { code: string; name: string; slug: string }[];
  tips: z.infer<typeof tipSchema>[];
  children: MenuItem[];
};
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    name: z.string(),
    slug: z.string(),
    code: z.string(),
    categories: z.array(z.object({ code: z.string(), name: z.string(), slug: z.string() })),
    tips: z.array(tipSchema),
    children: z.array(menuItemSchema),
  }),
);

export const socialNetworks = ["facebook", "linkedin", "youtube", "instagram", "x"] as const;
export const reinsuranceIcons = ["delivery", "stock", "support", "warranty", "payment", "parts"] as const;
export const identifierTypes = ["siret", "eori", "client_code"] as const;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const siteConfigurationSchema = z.object({
  locale: localeSchema,
  siteName: z.string(),
  headerLogo: mediaSchema,
  favicon: mediaSchema,
  menu: z.array(menuItemSchema),
  links: z.array(linkSchema),
  secondaryLinks: z.array(linkSchema),
  brandLinks: z.array(z.object({ name: z.string(), url: z.string(), logo: mediaSchema.nullable() })),
  socialLinks: z.array(z.object({ network: z.enum(socialNetworks), url: z.string() })),
  reinsurance: z.array(z.object({ icon: z.enum(reinsuranceIcons), title: z.string(), text: z.string() })),
  footer: z.object({ about: z.string(), copyright: z.string() }),
  images: z.object({ loginBackground: mediaSchema.nullable(), placeholder: mediaSchema.nullable() }),
  maintenanceKit: z.object({ title: z.string(), text: z.string(), url: z.string() }),
  spareParts: z.object({ title: z.string(), text: z.string(), url: z.string() }),
  contact: z.object({ phone: z.string(), email: z.string(), hours: z.string(), address: z.string() }),
  storeLocatorUrl: z.string(),
  colors: z.object({ main: hexColor, secondary: hexColor, third: hexColor, fourth: hexColor, toolsBackground: hexColor }),
  primaryFont: z.string(),
  dashboard: z.object({
    links: z.array(linkSchema),
    news: z.array(z.object({ title: z.string(), text: z.string(), image: mediaSchema.nullable(), moreLink: linkSchema.nullable() })),
  }),
  featureFlags: z.record(z.string(), z.boolean()),
  /** Third-party scripts, loaded only after the visitor consents to their category. */
  trackingScripts: z.array(z.object({ name: z.string(), src: z.string(), category: z.enum(["analytics", "marketing"]) })),
  defaultIdentifierType: z.enum(identifierTypes),
});
export type SiteConfiguration = z.infer<typeof siteConfigurationSchema>;

const cta = linkSchema;
export const blockSchema = z.discriminatedUnion("__component", [
  z.object({
    __component: z.literal("blocks.hero"),
    title: z.string(),
    subtitle: z.string(),
    image: mediaSchema.nullable(),
    primaryCta: cta,
    secondaryCta: cta.nullable(),
  }),
  z.object({
    __component: z.literal("blocks.category-tiles"),
    title: z.string(),
    items: z.array(z.object({ title: z.string(), text: z.string(), image: mediaSchema.nullable(), url: z.string() })),
  }),
  z.object({ __component: z.literal("blocks.rich-text"), title: z.string().nullable(), paragraphs: z.array(z.string()) }),
  z.object({
    __component: z.literal("blocks.media-text"),
    title: z.string(),
    text: z.string(),
    image: mediaSchema.nullable(),
    imagePosition: z.enum(["left", "right"]),
    cta: cta.nullable(),
  }),
  z.object({
    __component: z.literal("blocks.features"),
    title: z.string(),
    items: z.array(z.object({ icon: z.enum(reinsuranceIcons), title: z.string(), text: z.string() })),
  }),
  z.object({ __component: z.literal("blocks.cta-banner"), title: z.string(), text: z.string(), cta }),
  z.object({
    __component: z.literal("blocks.news"),
    title: z.string(),
    items: z.array(
      z.object({ title: z.string(), date: z.string(), text: z.string(), image: mediaSchema.nullable(), url: z.string().nullable() }),
    ),
  }),
  z.object({
    __component: z.literal("blocks.brands"),
    title: z.string(),
    items: z.array(z.object({ name: z.string(), logo: mediaSchema.nullable(), url: z.string() })),
  }),
]);
export type Block = z.infer<typeof blockSchema>;

export const pageSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  slug: z.string(),
  locale: localeSchema,
  title: z.string(),
  seo: z.object({ metaTitle: z.string(), metaDescription: z.string() }),
  /** The same page in the other locales, for the language switcher and hreflang. */
  localizations: z.array(z.object({ locale: localeSchema, slug: z.string() })),
  category: z.object({ slug: z.string(), title: z.string() }).nullable(),
  blocks: z.array(blockSchema),
});
export type Page = z.infer<typeof pageSchema>;

export const pageCategorySchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  slug: z.string(),
  locale: localeSchema,
  title: z.string(),
  pages: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type PageCategory = z.infer<typeof pageCategorySchema>;

export const contentCollections = ["pages", "page-categories", "categories"] as const;
export const contentCollectionSchema = z.enum(contentCollections);
export type ContentCollection = z.infer<typeof contentCollectionSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
