import { searchQuerySchema, searchResultSchema, suggestionsQuerySchema, suggestionsSchema } from "@portal/domain/search/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendCacheable } from "../../platform/http-cache";
import type { SearchService } from "./search.service";

const tags = ["Catalogue"];
/** Search answers follow the catalogue closely (stock, prices): short browser and proxy lifetime. */
const SEARCH_MAX_AGE = 30;

export function searchRoutes({ search }: { search: SearchService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/search",
      {
        schema: {
          tags,
          summary: "Full-text search and category listing with facets, sort and pagination",
          description:
            "Words match in every form of the request's language (accents, plurals, small typos); a reference, even superseded, " +
            "puts its part first. Repeat `brand`, `type`, `stockStatus` and `attribute` (`code:option`) to choose several values.",
          querystring: searchQuerySchema,
          response: { 200: searchResultSchema },
        },
      },
      async (request, reply) =>
        sendCacheable(request, reply, await search.search(request.query, request.locale), { maxAgeSeconds: SEARCH_MAX_AGE }),
    );

    app.get(
      "/search-suggestions",
      {
        schema: {
          tags,
          summary: "Search-as-you-type: products, categories and references",
          querystring: suggestionsQuerySchema,
          response: { 200: suggestionsSchema },
        },
      },
      async (request, reply) =>
        sendCacheable(request, reply, await search.suggest(request.query.query, request.locale), { maxAgeSeconds: SEARCH_MAX_AGE }),
    );
  };
}
