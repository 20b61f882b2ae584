import { activitySchema, capacitySchema, countrySchema } from "@portal/domain/accounts/schemas";
import { integerText } from "@portal/domain/validation/integers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ReferenceService } from "./reference.service";

const tags = ["Reference"];

const countriesQuery = z.strictObject({
  pagination: z.enum(["true", "false"]).default("true"),
  page: integerText(z.number().int().min(1).max(100_000)).default(1),
  itemsPerPage: integerText(z.number().int().min(1).max(100)).default(30),
});

const countryPageSchema = z.object({
  items: z.array(countrySchema),
  totalItems: z.number().int(),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
});

/** Lists change rarely: let browsers and proxies keep them a while. */
const CACHE = "public, max-age=300";

export function referenceRoutes({ reference }: { reference: ReferenceService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/countries",
      {
        schema: {
          tags,
          summary: "Countries in the request's language; `pagination=false` answers the whole list",
          querystring: countriesQuery,
          response: { 200: z.union([z.array(countrySchema), countryPageSchema]) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", CACHE).header("vary", "accept-language");
        const all = await reference.countries(request.locale);
        const { pagination, page, itemsPerPage } = request.query;
        if (pagination === "false") return all;
        return { items: all.slice((page - 1) * itemsPerPage, page * itemsPerPage), totalItems: all.length, page, itemsPerPage };
      },
    );

    app.get(
      "/customer-capacities",
      { schema: { tags, summary: "Roles a customer can hold in a company", response: { 200: z.array(capacitySchema) } } },
      async (request, reply) => {
        reply.header("cache-control", CACHE).header("vary", "accept-language");
        return reference.capacities(request.locale);
      },
    );

    app.get(
      "/activities",
      { schema: { tags, summary: "Business activities of a company", response: { 200: z.array(activitySchema) } } },
      async (request, reply) => {
        reply.header("cache-control", CACHE).header("vary", "accept-language");
        return reference.activities(request.locale);
      },
    );
  };
}
