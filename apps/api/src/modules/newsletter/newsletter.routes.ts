import {
  newsletterConfirmResultSchema,
  newsletterSubscriptionRequestSchema,
  newsletterSubscriptionResultSchema,
  newsletterTokenParamsSchema,
  newsletterTokenRequestSchema,
  newsletterUnsubscribeResultSchema,
} from "@portal/domain/newsletter/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { NewsletterService } from "./newsletter.service";

const tags = ["Newsletter"];

/** What RFC 8058 has a mail client POST to the List-Unsubscribe address. */
const oneClickBodySchema = z.strictObject({ "List-Unsubscribe": z.literal("One-Click") });

/**
 * The newsletter box, open to visitors and customers alike, and the two links of its e-mails.
 * Following a link only opens a page: the token is used by these POSTs, never by a GET, so a mail
 * scanner that opens every link of a message neither confirms nor unsubscribes anyone.
 */
export function newsletterRoutes(deps: { newsletter: NewsletterService }): FastifyPluginAsyncZod {
  const { newsletter } = deps;
  return async (app) => {
    app.post(
      "/newsletter-subscriptions",
      {
        schema: {
          tags,
          summary: "Asks for the newsletter: a confirmation e-mail goes to the address (double opt-in)",
          body: newsletterSubscriptionRequestSchema,
          response: { 202: newsletterSubscriptionResultSchema },
        },
      },
      async (request, reply) => {
        const result = await newsletter.subscribe(
          { email: request.body.email, locale: request.body.localeCode ?? request.locale },
          { clientAddress: request.ip },
        );
        return reply.status(202).send(result);
      },
    );

    app.post(
      "/newsletter-subscriptions/confirm",
      {
        schema: {
          tags,
          summary: "Confirms a subscription with the token of its confirmation e-mail (single use)",
          body: newsletterTokenRequestSchema,
          response: { 200: newsletterConfirmResultSchema },
        },
      },
      async (request) => newsletter.confirm(request.body.token, request.locale),
    );

    app.post(
      "/newsletter-subscriptions/unsubscribe",
      {
        schema: {
          tags,
          summary: "Unsubscribes with the token of a newsletter's unsubscribe link (single use)",
          body: newsletterTokenRequestSchema,
          response: { 200: newsletterUnsubscribeResultSchema },
        },
      },
      async (request) => newsletter.unsubscribe(request.body.token),
    );

    // Mail clients send the one-click unsubscribe as a form; only this route reads forms.
    const oneClickRoute: FastifyPluginAsyncZod = async (oneClick) => {
      oneClick.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
      oneClick.post(
        "/newsletter-subscriptions/one-click/:token",
        {
          schema: {
            tags,
            summary: "One-click unsubscribe of a newsletter's List-Unsubscribe header (RFC 8058)",
            params: newsletterTokenParamsSchema,
            body: oneClickBodySchema,
            response: { 200: newsletterUnsubscribeResultSchema },
          },
        },
        async (request) => newsletter.unsubscribe(request.params.token),
      );
    };
    await app.register(oneClickRoute);
  };
}
