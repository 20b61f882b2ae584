import { cartTokenParamsSchema, orderSchema } from "@portal/domain/orders/schemas";
import {
  quoteDetailSchema,
  quoteListQuerySchema,
  quotePageSchema,
  quoteParamsSchema,
  quoteRequestResultSchema,
  requestQuoteSchema,
  transformQuoteSchema,
} from "@portal/domain/quotes/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../platform/auth/authenticate";
import type { QuotesService } from "./quotes.service";

const tags = ["Quotes"];

export function quotesRoutes(deps: {
  quotes: QuotesService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { quotes, authenticate } = deps;
  return async (app) => {
    app.addHook("preHandler", authenticate);

    app.post(
      "/orders/:cartToken/request-quote",
      {
        schema: {
          tags,
          summary: "Save the cart's lines as a quote delivered to one of the company's addresses (the cart is emptied)",
          params: cartTokenParamsSchema,
          body: requestQuoteSchema,
          response: { 201: quoteRequestResultSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await quotes.requestQuote(actorOf(request), request.params.cartToken, request.body, request.locale)),
    );

    app.get(
      "/quotes",
      {
        schema: {
          tags,
          summary: "My quotes (the company's with the right to see all quotes), newest first",
          querystring: quoteListQuerySchema,
          response: { 200: quotePageSchema },
        },
      },
      async (request) => quotes.list(actorOf(request), request.query),
    );

    app.get(
      "/quotes/:id",
      {
        schema: { tags, summary: "A quote by its number", params: quoteParamsSchema, response: { 200: quoteDetailSchema } },
      },
      async (request) => quotes.get(actorOf(request), request.params.id, request.locale),
    );

    app.get(
      "/quotes/:id/pdf",
      { schema: { tags, summary: "A quote as a PDF, in its customer's language", params: quoteParamsSchema } },
      async (request, reply) => {
        const { number, bytes } = await quotes.pdf(actorOf(request), request.params.id);
        return reply.type("application/pdf").header("content-disposition", `attachment; filename="${number}.pdf"`).send(Buffer.from(bytes));
      },
    );

    app.post(
      "/quotes/:id/transform-into-order",
      {
        schema: {
          tags,
          summary: "Put a quote back in my cart at its prices (the cart stays locked until checked out or emptied)",
          params: quoteParamsSchema,
          body: transformQuoteSchema,
          response: { 200: orderSchema },
        },
      },
      async (request) => quotes.transform(actorOf(request), request.params.id, request.body, request.locale),
    );
  };
}
