import {
  newsletterSendRequestSchema,
  newsletterSendSchema,
  subscriberExportQuerySchema,
  subscriberListQuerySchema,
  subscriberPageSchema,
} from "@portal/domain/newsletter/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminTags, adminSecurity as security } from "../../platform/admin-api";
import type { NewsletterService } from "./newsletter.service";

/** Staff read and export the list, and send a newsletter to its confirmed subscribers. */
export function newsletterStaffRoutes(deps: { newsletter: NewsletterService }): FastifyPluginAsyncZod {
  const { newsletter } = deps;
  const tags = [adminTags.staff];
  return async (app) => {
    app.get(
      "/newsletter/subscribers",
      {
        config: { auditAction: "staff.list_newsletter_subscribers" },
        schema: {
          tags,
          security,
          summary: "Newsletter subscribers, newest first, by status and part of the address",
          querystring: subscriberListQuerySchema,
          response: { 200: subscriberPageSchema },
        },
      },
      async (request) => newsletter.staffSubscribers(request.query),
    );

    app.get(
      "/newsletter/subscribers/export",
      {
        config: { auditAction: "staff.export_newsletter_subscribers" },
        schema: {
          tags,
          security,
          summary: "The subscribers matching the filters as CSV, with their consent",
          querystring: subscriberExportQuerySchema,
          produces: ["text/csv"],
        },
      },
      async (request, reply) => {
        const csv = await newsletter.staffExport(request.query);
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", 'attachment; filename="newsletter-subscribers.csv"')
          .header("cache-control", "no-store")
          .send(csv);
      },
    );

    app.get(
      "/newsletter/sends",
      {
        config: { auditAction: "staff.list_newsletter_sends" },
        schema: { tags, security, summary: "The newsletters sent, newest first", response: { 200: z.array(newsletterSendSchema) } },
      },
      async () => newsletter.staffSends(),
    );

    app.post(
      "/newsletter/sends",
      {
        config: { auditAction: "staff.send_newsletter" },
        schema: {
          tags,
          security,
          summary: "Sends a newsletter, written in every language, to each confirmed subscriber in theirs",
          body: newsletterSendRequestSchema,
          response: { 201: newsletterSendSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await newsletter.staffSend(request.body, request.staff?.staffUserId ?? null)),
    );
  };
}
