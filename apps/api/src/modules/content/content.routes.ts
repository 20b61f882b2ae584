import { contentCollectionSchema } from "@portal/domain/content/schemas";
import { localeSchema } from "@portal/domain/i18n/locale-schema";
import { integerText } from "@portal/domain/validation/integers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import { sendCacheable } from "../../platform/http-cache";
import type { ContentService } from "./content.service";

const tags = ["Content"];
const MAX_AGE = 60;

// Strapi's query syntax, as flat keys: filters[slug][$eq]=…, pagination[page]=…
const listQuery = z.object({
  locale: localeSchema.optional(),
  "filters[slug][$eq]": z.string().max(160).optional(),
  "filters[documentId][$eq]": z.string().max(64).optional(),
  "pagination[page]": integerText(z.number().int().min(1).max(100_000)).default(1),
  "pagination[pageSize]": integerText(z.number().int().min(1).max(100)).default(25),
  populate: z.union([z.string(), z.array(z.string())]).optional(),
});

export function contentRoutes({ content }: { content: ContentService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/site-configuration",
      {
        schema: {
          tags,
          summary: "Site configuration (single type)",
          querystring: z.object({ locale: localeSchema.optional(), populate: z.any().optional() }),
        },
      },
      async (request, reply) => {
        const data = await content.siteConfiguration(request.query.locale ?? request.locale);
        if (!data) throw new AppError("content.not_found");
        return sendCacheable(request, reply, { data, meta: {} }, { maxAgeSeconds: MAX_AGE });
      },
    );

    app.get(
      "/uploads/:name",
      { schema: { tags, summary: "An uploaded media file", params: z.strictObject({ name: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/) }) } },
      async (request, reply) => {
        const media = await content.media(request.params.name);
        if (!media) throw new AppError("content.not_found");
        return reply
          .type(media.mime)
          .header("cache-control", "public, max-age=86400")
          .header("x-content-type-options", "nosniff")
          .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
          .send(Buffer.from(media.bytes));
      },
    );

    app.get(
      "/:collection",
      {
        schema: {
          tags,
          summary: "Entries of a collection (pages, page-categories, categories)",
          params: z.strictObject({ collection: contentCollectionSchema }),
          querystring: listQuery,
        },
      },
      async (request, reply) => {
        const query = request.query;
        const result = await content.list(
          request.params.collection,
          query.locale ?? request.locale,
          { slug: query["filters[slug][$eq]"], documentId: query["filters[documentId][$eq]"] },
          query["pagination[page]"],
          query["pagination[pageSize]"],
        );
        return sendCacheable(request, reply, result, { maxAgeSeconds: MAX_AGE });
      },
    );

    app.get(
      "/:collection/:documentId",
      {
        schema: {
          tags,
          summary: "One entry by document id",
          params: z.strictObject({ collection: contentCollectionSchema, documentId: z.string().max(64) }),
          querystring: z.object({ locale: localeSchema.optional(), populate: z.any().optional() }),
        },
      },
      async (request, reply) => {
        const result = await content.list(
          request.params.collection,
          request.query.locale ?? request.locale,
          { documentId: request.params.documentId },
          1,
          1,
        );
        const [data] = result.data;
        if (!data) throw new AppError("content.not_found");
        return sendCacheable(request, reply, { data, meta: {} }, { maxAgeSeconds: MAX_AGE });
      },
    );
  };
}
