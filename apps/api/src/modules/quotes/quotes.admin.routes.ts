import {
  quoteParamsSchema,
  quotePricingSchema,
  staffQuotePageSchema,
  staffQuoteQuerySchema,
  staffQuoteSchema,
} from "@portal/domain/quotes/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminTags, adminSecurity as security } from "../../platform/admin-api";
import type { QuotesAdminService } from "./quotes.admin.service";

const tags = [adminTags.staff];

/** Staff price the quotes customers ask for and send them. */
export function quotesAdminRoutes(deps: { quotes: QuotesAdminService }): FastifyPluginAsyncZod {
  const { quotes } = deps;
  return async (app) => {
    app.get(
      "/quotes",
      {
        config: { auditAction: "staff.list_quotes" },
        schema: {
          tags,
          security,
          summary: "Quotes in a state (waiting for a price by default), oldest first",
          querystring: staffQuoteQuerySchema,
          response: { 200: staffQuotePageSchema },
        },
      },
      async (request) => quotes.list(request.query),
    );

    app.get(
      "/quotes/:id",
      {
        config: { auditAction: "staff.view_quote" },
        schema: { tags, security, summary: "A quote by its number", params: quoteParamsSchema, response: { 200: staffQuoteSchema } },
      },
      async (request) => quotes.get(request.params.id),
    );

    app.put(
      "/quotes/:id/prices",
      {
        config: { auditAction: "staff.price_quote" },
        schema: {
          tags,
          security,
          summary: "Price a quote's lines and date its validity (waiting for a price or treated)",
          params: quoteParamsSchema,
          body: quotePricingSchema,
          response: { 200: staffQuoteSchema },
        },
      },
      async (request) => quotes.price(request.params.id, request.body),
    );

    app.post(
      "/quotes/:id/send",
      {
        config: { auditAction: "staff.send_quote" },
        schema: {
          tags,
          security,
          summary: "Send a treated quote to its customer by e-mail",
          params: quoteParamsSchema,
          response: { 200: staffQuoteSchema },
        },
      },
      async (request) => quotes.send(request.params.id),
    );
  };
}
