import { invoiceListQuerySchema, invoiceNumberParamsSchema, invoicePageSchema } from "@portal/domain/invoices/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../platform/auth/authenticate";
import { renderInvoicePdf } from "./invoices.pdf";
import type { InvoicesService } from "./invoices.service";

const tags = ["Invoices"];

/**
 * The customer's invoices and credit notes (spec sections 2 and 7). A member with the right to see
 * all orders sees every document of the company; any other member, those of their own orders.
 */
export function invoicesRoutes(deps: {
  invoices: InvoicesService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { invoices, authenticate } = deps;
  return async (app) => {
    app.get(
      "/invoices",
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "Invoices and credit notes, newest first, by status, issue dates or order; keyset pages (`nextCursor`)",
          querystring: invoiceListQuerySchema,
          response: { 200: invoicePageSchema },
        },
      },
      async (request) => invoices.list(actorOf(request), request.query),
    );

    app.get(
      "/invoices/:number/pdf",
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "The Factur-X PDF (PDF/A-3 with its EN 16931 CII XML attached) of an invoice or credit note, in the customer's language",
          params: invoiceNumberParamsSchema,
          response: { 200: z.any().describe("application/pdf") },
        },
      },
      async (request, reply) => {
        const { row, lines, locale } = await invoices.document(actorOf(request), request.params.number);
        const pdf = await renderInvoicePdf(row, lines, locale);
        return reply
          .type("application/pdf")
          .header("content-disposition", `attachment; filename="${row.number}.pdf"`)
          .send(Buffer.from(pdf));
      },
    );
  };
}
