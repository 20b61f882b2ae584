import { customerSchema } from "@portal/domain/accounts/schemas";
import {
  legacyCodesQuerySchema,
  legacyCustomerQuerySchema,
  legacyMandatoryQuerySchema,
  legacyProductQuerySchema,
  legacyProductsQuerySchema,
  mandatoryInformationSchema,
  pageOf,
  productCardSchema,
  productViewSchema,
  variantViewSchema,
} from "@portal/domain/catalog/schemas";
import { negotiateLocale } from "@portal/domain/i18n/locales";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../platform/auth/authenticate";
import { sendCacheable } from "../../platform/http-cache";
import { cachedAnswerSender, PUBLIC_MAX_AGE } from "./catalog.http";
import type { CatalogDeps } from "./catalog.routes";

const tags = ["Catalogue (older client)"];
/** The older client names the language in its own header; answers vary on both. */
const VARY = "accept-language, language";

/** A preview is read fresh, past the caches, and kept by no one. */
async function sendPreview<T>(reply: FastifyReply, build: () => Promise<T>): Promise<T> {
  reply.header("cache-control", "private, no-store");
  return build();
}

export function legacyCatalogRoutes({ catalog, authenticate, accounts, answers }: CatalogDeps): FastifyPluginAsyncZod {
  const cached = cachedAnswerSender(answers, VARY);

  /** Its access token comes in `x-auth-token`: read it as a bearer token. */
  async function authenticateLegacy(request: FastifyRequest) {
    const token = request.headers["x-auth-token"];
    if (!request.headers.authorization && typeof token === "string" && token !== "") request.headers.authorization = `Bearer ${token}`;
    await authenticate(request);
  }

  return async (app) => {
    app.addHook("onRequest", async (request) => {
      const language = request.headers.language;
      if (typeof language === "string" && language !== "") request.locale = negotiateLocale(language, request.locale);
    });

    app.get(
      "/product",
      {
        schema: {
          tags,
          summary: "A product page by code or id",
          querystring: legacyProductQuerySchema,
          response: { 200: productViewSchema },
        },
      },
      async (request, reply) => {
        const { code, id, preview } = request.query;
        const key = code !== undefined ? { code } : { id: id ?? 0 };
        const build = () => catalog.productView(key, request.locale);
        if (preview) return sendPreview(reply, build);
        return cached(request, reply, code !== undefined ? `product:${code}` : `product-id:${id}`, build);
      },
    );

    app.get(
      "/product-variant",
      { schema: { tags, summary: "A variant by code or id", querystring: legacyProductQuerySchema, response: { 200: variantViewSchema } } },
      async (request, reply) => {
        const { code, id, preview } = request.query;
        const key = code !== undefined ? { code } : { id: id ?? 0 };
        const build = () => catalog.variantView(key, request.locale);
        if (preview) return sendPreview(reply, build);
        return cached(request, reply, code !== undefined ? `variant:${code}` : `variant-id:${id}`, build);
      },
    );

    app.get(
      "/product-variant-mandatory",
      {
        schema: {
          tags,
          summary: "What the buyer must read before ordering a variant",
          querystring: legacyMandatoryQuerySchema,
          response: { 200: mandatoryInformationSchema },
        },
      },
      async (request, reply) =>
        cached(request, reply, `variant-mandatory:${request.query.code}`, () =>
          catalog.mandatoryInformation(request.query.code, request.locale),
        ),
    );

    app.get(
      "/products-codes",
      {
        schema: {
          tags,
          summary: "Product cards for repeated `codes`, in the order given",
          querystring: legacyCodesQuerySchema,
          response: { 200: z.array(productCardSchema) },
        },
      },
      async (request, reply) => {
        const cards = await catalog.cardsByCodes(request.query.codes, request.query.limit, request.locale);
        return sendCacheable(request, reply, cards, { maxAgeSeconds: PUBLIC_MAX_AGE, vary: VARY });
      },
    );

    app.get(
      "/products",
      {
        schema: {
          tags,
          summary: "Products of a category (and below) and/or a brand",
          querystring: legacyProductsQuerySchema,
          response: { 200: pageOf(productCardSchema) },
        },
      },
      async (request, reply) => {
        const { taxon, brand, page, limit } = request.query;
        return cached(request, reply, `products:${taxon ?? ""}:${brand ?? ""}:${page}:${limit}`, () =>
          catalog.productList({ taxon, brand }, page, limit, request.locale),
        );
      },
    );

    app.get(
      "/customer",
      {
        preHandler: authenticateLegacy,
        schema: {
          tags,
          summary: "The logged-in customer (token in `x-auth-token` or `Authorization`)",
          querystring: legacyCustomerQuerySchema,
          response: { 200: customerSchema },
          security: [{ bearer: [] }],
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return accounts.getCustomer(actorOf(request), request.query.id);
      },
    );
  };
}
