import {
  diagramParamsSchema,
  diagramSchema,
  drawingParamsSchema,
  modelAssembliesSchema,
  modelParamsSchema,
  modelsQuerySchema,
  partsModelListSchema,
  partsmartInformationsSchema,
  partsmartOrderSchema,
  partsmartReportSchema,
  partsSearchPageSchema,
  partsSearchQuerySchema,
  whereUsedQuerySchema,
  whereUsedSchema,
} from "@portal/domain/parts/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { actorOf } from "../../platform/auth/authenticate";
import type { PartsService } from "./parts.service";

const tags = ["Spare-parts catalogue"];

/** The drawings are generated, yet served as if they were not: no script, no outside fetch, no sniffing. */
const svgHeaders = {
  "content-type": "image/svg+xml; charset=utf-8",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  "x-content-type-options": "nosniff",
  // A drawing's id never changes content: a new drawing is a new row, under a new address.
  "cache-control": "public, max-age=31536000, immutable",
};

/** Exploded views of the machine models (spec sections 2 and 7, route partsmart). */
export function partsRoutes(deps: {
  parts: PartsService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { parts, authenticate } = deps;
  return async (app) => {
    // The drawing holds no price nor anything of a company, like a product's picture: it is served
    // to anyone and cached, so that the views' pages load it once.
    app.withTypeProvider<ZodTypeProvider>().get(
      "/partsmart/drawings/:id/svg",
      {
        schema: {
          tags,
          summary: "The drawing of exploded views (SVG), shared by the models drawn the same",
          params: drawingParamsSchema,
        },
      },
      async (request, reply) => {
        const drawing = await parts.drawing(request.params.id);
        const etag = `"${drawing.hash}"`;
        reply.headers({ ...svgHeaders, etag });
        if (request.headers["if-none-match"] === etag) return reply.status(304).send();
        return reply.send(drawing.svg);
      },
    );

    await app.register(async (scoped) => {
      const customer = scoped.withTypeProvider<ZodTypeProvider>();
      customer.addHook("preHandler", authenticate);

      customer.get(
        "/partsmart-informations",
        {
          schema: {
            tags,
            summary: "Which catalogue the page shows: built-in, or an external one with the company's key",
            response: { 200: partsmartInformationsSchema },
          },
        },
        async (request) => parts.informations(actorOf(request)),
      );

      customer.get(
        "/partsmart/models",
        {
          schema: {
            tags,
            summary: "Machine models with exploded views, the company's registered ones first",
            querystring: modelsQuerySchema,
            response: { 200: partsModelListSchema },
          },
        },
        async (request) => parts.models(actorOf(request), request.query),
      );

      customer.get(
        "/partsmart/models/:model",
        { schema: { tags, summary: "A model's assemblies", params: modelParamsSchema, response: { 200: modelAssembliesSchema } } },
        async (request) => parts.assemblies(actorOf(request), request.locale, request.params.model),
      );

      customer.get(
        "/partsmart/models/:model/assemblies/:assembly",
        {
          schema: {
            tags,
            summary: "One exploded view and its numbered parts, priced for the company",
            params: diagramParamsSchema,
            response: { 200: diagramSchema },
          },
        },
        async (request) => parts.diagram(actorOf(request), request.locale, request.params.model, request.params.assembly),
      );

      customer.get(
        "/partsmart/search",
        {
          schema: {
            tags,
            summary: "Positions whose part's reference or name holds the words typed",
            querystring: partsSearchQuerySchema,
            response: { 200: partsSearchPageSchema },
          },
        },
        async (request) => parts.search(actorOf(request), request.locale, request.query),
      );

      customer.get(
        "/partsmart/where-used",
        {
          schema: {
            tags,
            summary: "The models and assemblies that show a part (by variant or part-smart code)",
            querystring: whereUsedQuerySchema,
            response: { 200: whereUsedSchema },
          },
        },
        async (request) => parts.whereUsed(actorOf(request), request.locale, request.query.variant),
      );

      customer.post(
        "/orders/partsmart",
        {
          schema: {
            tags,
            summary: "Add the parts picked on an exploded view to the cart, in one go, and report each line",
            body: partsmartOrderSchema,
            response: { 200: partsmartReportSchema },
          },
        },
        async (request) => parts.order(actorOf(request), request.locale, request.body),
      );
    });
  };
}
