import {
  creditNoteRequestSchema,
  erpInvoiceBatchSchema,
  erpInvoiceReportSchema,
  invoiceDetailSchema,
  invoiceLimits,
  invoiceNumberParamsSchema,
  paymentRequestSchema,
} from "@portal/domain/invoices/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminTags, adminSecurity as security } from "../../platform/admin-api";
import { staffOf } from "../../platform/auth/staff-authenticate";
import type { InvoicesErpService } from "./invoices.erp";
import type { InvoicesService } from "./invoices.service";

const issueSchema = z.strictObject({
  orderNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{1,20}$/),
});

/** Staff issue invoices of shipped orders and credit notes, and record payments. */
export function invoicesStaffRoutes(deps: { invoices: InvoicesService }): FastifyPluginAsyncZod {
  const { invoices } = deps;
  const tags = [adminTags.staff];
  return async (app) => {
    app.post(
      "/invoices",
      {
        config: { auditAction: "staff.issue_invoice" },
        schema: {
          tags,
          security,
          summary: "Issue the invoice of a shipped order (once: asking again answers 200 with the invoice already issued)",
          body: issueSchema,
          response: { 200: invoiceDetailSchema, 201: invoiceDetailSchema },
        },
      },
      async (request, reply) => {
        const { created, invoice } = await invoices.issueForOrder(staffOf(request), request.body.orderNumber);
        return reply.status(created ? 201 : 200).send(invoice);
      },
    );

    app.get(
      "/invoices/:number",
      {
        config: { auditAction: "staff.read_invoice" },
        schema: {
          tags,
          security,
          summary: "An invoice or credit note with its lines",
          params: invoiceNumberParamsSchema,
          response: { 200: invoiceDetailSchema },
        },
      },
      async (request) => invoices.staffDetail(request.params.number),
    );

    app.post(
      "/invoices/:number/credit-notes",
      {
        config: { auditAction: "staff.issue_credit_note" },
        schema: {
          tags,
          security,
          summary:
            "Issue a credit note correcting an invoice: in full, some item lines, or an amount excl. VAT, never past what remains creditable",
          params: invoiceNumberParamsSchema,
          body: creditNoteRequestSchema,
          response: { 201: invoiceDetailSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await invoices.issueCreditNote(staffOf(request), request.params.number, request.body)),
    );

    app.post(
      "/invoices/:number/payments",
      {
        config: { auditAction: "staff.record_invoice_payment" },
        schema: {
          tags,
          security,
          summary: "Record a payment received on an invoice (or a refund made on a credit note), never past what is owed",
          params: invoiceNumberParamsSchema,
          body: paymentRequestSchema,
          response: { 200: invoiceDetailSchema },
        },
      },
      async (request) => invoices.recordPayment(staffOf(request), request.params.number, request.body),
    );
  };
}

/** The ERP sends its invoices and credit notes, and what was paid on them. */
export function invoicesIntegrationRoutes(deps: { erp: InvoicesErpService }): FastifyPluginAsyncZod {
  const { erp } = deps;
  const tags = [adminTags.integration];
  return async (app) => {
    app.put(
      "/invoices",
      {
        config: { auditAction: "integration.upsert_invoices" },
        // 10,000 invoices of a few lines each take several megabytes.
        bodyLimit: invoiceLimits.erpBodyBytes,
        schema: {
          tags,
          security,
          summary:
            "Create or update invoices and credit notes by the ERP's id (up to 10,000 a call). A repeat changes nothing; only the paid amount of an imported document may change. Each item is answered in `results`, in the order sent.",
          body: erpInvoiceBatchSchema,
          response: { 200: erpInvoiceReportSchema },
        },
      },
      async (request) => erp.upsert(request.body.items),
    );
  };
}
