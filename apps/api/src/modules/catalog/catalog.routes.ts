import { createHash } from "node:crypto";
import {
  attributeSchema,
  autocompleteItemSchema,
  autocompleteQuerySchema,
  brandChoiceSchema,
  brandProductsQuerySchema,
  bundledProductSchema,
  customerHistoryQuerySchema,
  customerHistoryRequestSchema,
  documentSchema,
  pageOf,
  priceSchema,
  productAssociationsSchema,
  productCardSchema,
  productCodeParamsSchema,
  productSlugParamsSchema,
  productViewSchema,
  searchProductCodesQuerySchema,
  sitemapProductSchema,
  sitemapQuerySchema,
  sitemapVariantSchema,
  taxonBySlugQuerySchema,
  taxonCodeParamsSchema,
  taxonNodeSchema,
  taxonViewSchema,
  variantLookupQuerySchema,
  variantSummarySchema,
  variantViewSchema,
} from "@portal/domain/catalog/schemas";
import { type FileStore, isValidFileKey } from "@portal/domain/files/file-store";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../platform/auth/authenticate";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { sendCacheable } from "../../platform/http-cache";
import type { AccountsService } from "../accounts/accounts.service";
import { type AnswerCache, cachedAnswerSender, PUBLIC_MAX_AGE } from "./catalog.http";
import { legacyCatalogRoutes } from "./catalog.legacy.routes";
import type { CatalogService } from "./catalog.service";

const tags = ["Catalogue"];

/** Only catalogue files are public; invoices and warranty photos share the store under other prefixes. */
const PUBLIC_FILE_PREFIX = "catalog/";
const FILE_MAX_AGE = 7 * 24 * 3600;
/** Sitemaps are read by crawlers, rarely and in full. */
const SITEMAP_MAX_AGE = 3600;

const fileTypes: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};

export type CatalogDeps = {
  catalog: CatalogService;
  files: FileStore;
  authenticate: (request: FastifyRequest) => Promise<void>;
  accounts: Pick<AccountsService, "getCustomer">;
  clock: Clock;
  /** Answers kept in process, for both route sets: an answer is the same whichever client asks. */
  answers: AnswerCache;
};

function shopRoutes({ catalog, files, authenticate, answers }: CatalogDeps): FastifyPluginAsyncZod {
  const cached = cachedAnswerSender(answers, "accept-language");
  const codeParams = { params: productCodeParamsSchema };

  return async (app) => {
    // ---- products ----

    app.get(
      "/products/:code",
      {
        schema: {
          tags,
          summary: "Product page: texts, categories, images, variants, attributes",
          ...codeParams,
          response: { 200: productViewSchema },
        },
      },
      async (request, reply) =>
        cached(request, reply, `product:${request.params.code}`, () => catalog.productView({ code: request.params.code }, request.locale)),
    );

    app.get(
      "/products/by-slug/:slug",
      {
        schema: {
          tags,
          summary: "Product page by its slug in the request's language",
          params: productSlugParamsSchema,
          response: { 200: productViewSchema },
        },
      },
      async (request, reply) =>
        cached(request, reply, `product-slug:${request.params.slug}`, () =>
          catalog.productView({ slug: request.params.slug }, request.locale),
        ),
    );

    app.get(
      "/products/:code/attributes",
      { schema: { tags, summary: "Technical data of a product", ...codeParams, response: { 200: z.array(attributeSchema) } } },
      async (request, reply) =>
        cached(request, reply, `product-attributes:${request.params.code}`, () =>
          catalog.productAttributes(request.params.code, request.locale),
        ),
    );

    app.get(
      "/products/:code/associations",
      {
        schema: {
          tags,
          summary: "Spare parts, accessories, maintenance kit and similar products",
          ...codeParams,
          response: { 200: productAssociationsSchema },
        },
      },
      async (request, reply) =>
        cached(request, reply, `product-associations:${request.params.code}`, () =>
          catalog.productAssociations(request.params.code, request.locale),
        ),
    );

    app.get(
      "/products/:code/bundled-products",
      { schema: { tags, summary: "Contents of a kit with quantities", ...codeParams, response: { 200: z.array(bundledProductSchema) } } },
      async (request, reply) =>
        cached(request, reply, `product-bundle:${request.params.code}`, () => catalog.bundledProducts(request.params.code, request.locale)),
    );

    app.get(
      "/products/:code/documents",
      {
        schema: {
          tags,
          summary: "Manuals, exploded views and sheets; the request's language first",
          ...codeParams,
          response: { 200: z.array(documentSchema) },
        },
      },
      async (request, reply) =>
        cached(request, reply, `product-documents:${request.params.code}`, () =>
          catalog.productDocuments(request.params.code, request.locale),
        ),
    );

    app.get(
      "/search-product-codes",
      {
        schema: {
          tags,
          summary: "Product cards for codes, in the order given; unknown codes are left out",
          querystring: searchProductCodesQuerySchema,
          response: { 200: z.array(productCardSchema) },
        },
      },
      async (request, reply) =>
        sendCacheable(request, reply, await catalog.cardsByCodes(request.query["codes[]"], request.query.limit, request.locale), {
          maxAgeSeconds: PUBLIC_MAX_AGE,
        }),
    );

    app.get(
      "/products/brand",
      {
        schema: {
          tags,
          summary: "Products of a brand",
          querystring: brandProductsQuerySchema,
          response: { 200: pageOf(productCardSchema) },
        },
      },
      async (request, reply) => {
        const { brand, page, itemsPerPage } = request.query;
        return cached(request, reply, `brand-products:${brand}:${page}:${itemsPerPage}`, () =>
          catalog.productsByBrand(brand, page, itemsPerPage, request.locale),
        );
      },
    );

    // ---- variants ----

    app.get(
      "/product-variants",
      {
        schema: {
          tags,
          summary: "Variants by start of code or reference and by product type (typology)",
          querystring: variantLookupQuerySchema,
          response: { 200: pageOf(variantSummarySchema) },
        },
      },
      async (request, reply) => {
        const { code, "product.typology": typology, page, itemsPerPage } = request.query;
        const result = await catalog.lookupVariants({ codePrefix: code, typology }, page, itemsPerPage, request.locale);
        return sendCacheable(request, reply, result, { maxAgeSeconds: PUBLIC_MAX_AGE });
      },
    );

    app.get(
      "/product-variants/:code",
      { schema: { tags, summary: "A variant with its product", ...codeParams, response: { 200: variantViewSchema } } },
      async (request, reply) =>
        cached(request, reply, `variant:${request.params.code}`, () => catalog.variantView({ code: request.params.code }, request.locale)),
    );

    app.get(
      "/product-variants/:code/attributes",
      { schema: { tags, summary: "Technical data of a variant", ...codeParams, response: { 200: z.array(attributeSchema) } } },
      async (request, reply) =>
        cached(request, reply, `variant-attributes:${request.params.code}`, () =>
          catalog.variantAttributes(request.params.code, request.locale),
        ),
    );

    app.get(
      "/product-variants/:code/associations",
      { schema: { tags, summary: "Associations of the variant's product", ...codeParams, response: { 200: productAssociationsSchema } } },
      async (request, reply) =>
        cached(request, reply, `variant-associations:${request.params.code}`, () =>
          catalog.variantAssociations(request.params.code, request.locale),
        ),
    );

    app.get(
      "/product-variants/:code/documents",
      { schema: { tags, summary: "Documents of the variant's product", ...codeParams, response: { 200: z.array(documentSchema) } } },
      async (request, reply) =>
        cached(request, reply, `variant-documents:${request.params.code}`, () =>
          catalog.variantDocuments(request.params.code, request.locale),
        ),
    );

    app.get(
      "/product-variants/:code/price",
      { schema: { tags, summary: "Price excl. VAT and ecotax, in cents", ...codeParams, response: { 200: priceSchema } } },
      async (request, reply) =>
        cached(request, reply, `variant-price:${request.params.code}`, () => catalog.variantPrice(request.params.code)),
    );

    app.get(
      "/product-variants-machine-simplified-warranty-autocomplete",
      {
        schema: {
          tags,
          summary: "Machines whose reference or name holds the term (at most 10)",
          querystring: autocompleteQuerySchema,
          response: { 200: z.array(autocompleteItemSchema) },
        },
      },
      async (request, reply) =>
        sendCacheable(request, reply, await catalog.machineAutocomplete(request.query.term, request.locale), {
          maxAgeSeconds: PUBLIC_MAX_AGE,
        }),
    );

    // ---- brands and categories ----

    app.get(
      "/product-attribute-choices/brand",
      { schema: { tags, summary: "Brands with their number of products", response: { 200: z.array(brandChoiceSchema) } } },
      async (request, reply) => cached(request, reply, "brand-choices", () => catalog.brandChoices()),
    );

    app.get(
      "/taxon-brands/:categoryCode",
      {
        schema: {
          tags,
          summary: "Brands present in a category and below it",
          params: taxonCodeParamsSchema,
          response: { 200: z.array(brandChoiceSchema) },
        },
      },
      async (request, reply) =>
        cached(request, reply, `taxon-brands:${request.params.categoryCode}`, () => catalog.taxonBrands(request.params.categoryCode)),
    );

    app.get(
      "/taxons",
      { schema: { tags, summary: "The category tree with product counts", response: { 200: z.array(taxonNodeSchema) } } },
      async (request, reply) => cached(request, reply, "taxons", () => catalog.taxonTree(request.locale)),
    );

    app.get(
      "/taxons/by-slug",
      {
        schema: {
          tags,
          summary: "One category by its full slug, with ancestors and children",
          querystring: taxonBySlugQuerySchema,
          response: { 200: taxonViewSchema },
        },
      },
      async (request, reply) =>
        cached(request, reply, `taxon-slug:${request.query.slug}`, () => catalog.taxonBySlug(request.query.slug, request.locale)),
    );

    // ---- sitemaps ----

    app.get(
      "/sitemap-products",
      {
        schema: {
          tags,
          summary: "Enabled products with their slug per language, 5,000 per page",
          querystring: sitemapQuerySchema,
          response: { 200: pageOf(sitemapProductSchema) },
        },
      },
      async (request, reply) =>
        sendCacheable(request, reply, await catalog.sitemapProducts(request.query.page), { maxAgeSeconds: SITEMAP_MAX_AGE }),
    );

    app.get(
      "/sitemap-product-variants",
      {
        schema: {
          tags,
          summary: "Enabled variants with their product's slug per language, 5,000 per page",
          querystring: sitemapQuerySchema,
          response: { 200: pageOf(sitemapVariantSchema) },
        },
      },
      async (request, reply) =>
        sendCacheable(request, reply, await catalog.sitemapVariants(request.query.page), { maxAgeSeconds: SITEMAP_MAX_AGE }),
    );

    // ---- recently viewed (customers only) ----

    app.post(
      "/customer-history-products",
      {
        preHandler: authenticate,
        schema: { tags, summary: "Remember that I viewed a product", body: customerHistoryRequestSchema, security: [{ bearer: [] }] },
      },
      async (request, reply) => {
        await catalog.recordView(actorOf(request).customerId, request.body.productCode, request.locale);
        return reply.status(204).send();
      },
    );

    app.get(
      "/search-customer-history-products",
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "My recently viewed products, newest first",
          querystring: customerHistoryQuerySchema,
          response: { 200: z.array(productCardSchema) },
          security: [{ bearer: [] }],
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return catalog.recentlyViewed(actorOf(request).customerId, request.query.limit, request.locale);
      },
    );

    // ---- files ----

    app.get(
      "/files/*",
      { schema: { tags, summary: "A product image or document", params: z.strictObject({ "*": z.string().max(300) }) } },
      async (request, reply) => {
        const key = request.params["*"];
        if (!isValidFileKey(key)) throw new AppError("request.invalid", { detail: "invalid file key" });
        const bytes = key.startsWith(PUBLIC_FILE_PREFIX) ? await files.get(key) : null;
        if (!bytes) throw new AppError("catalog.file_not_found");
        const name = key.slice(key.lastIndexOf("/") + 1);
        const type = fileTypes[name.slice(name.lastIndexOf(".") + 1)] ?? "application/octet-stream";
        const etag = `"${createHash("sha1").update(bytes).digest("base64url")}"`;
        reply
          .header("etag", etag)
          .header("cache-control", `public, max-age=${FILE_MAX_AGE}`)
          .header("x-content-type-options", "nosniff")
          .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'");
        if (request.headers["if-none-match"] === etag) return reply.status(304).send();
        if (type === "application/pdf") reply.header("content-disposition", `inline; filename="${name}"`);
        else if (type === "application/octet-stream") reply.header("content-disposition", `attachment; filename="${name}"`);
        return reply.type(type).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      },
    );
  };
}

/** The catalogue read API under /api/v2/shop, the files it links to, and the older client's routes under /api. */
export function catalogRoutes(deps: CatalogDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(shopRoutes(deps), { prefix: "/api/v2/shop" });
    await app.register(legacyCatalogRoutes(deps), { prefix: "/api" });
  };
}
