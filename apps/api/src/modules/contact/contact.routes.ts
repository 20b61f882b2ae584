import { contactRequestResultSchema, contactRequestSchema, contactSubjectSchema } from "@portal/domain/contact/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { optionalActor } from "../../platform/auth/authenticate";
import type { ContactService } from "./contact.service";

const tags = ["Contact"];

/** The contact form: open to visitors; a logged-in customer's request records who sent it. */
export function contactRoutes(deps: {
  contact: ContactService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { contact, authenticate } = deps;
  return async (app) => {
    app.get(
      "/contact-form-subjects",
      {
        schema: {
          tags,
          summary: "What the contact form may be about, in the request's language",
          response: { 200: z.array(contactSubjectSchema) },
        },
      },
      async (request, reply) => {
        reply.header("vary", "accept-language");
        return contact.subjects(request.locale);
      },
    );

    app.post(
      "/contact-forms",
      {
        schema: {
          tags,
          summary: "Sends a question to the department in charge of its subject, and an acknowledgement to the sender",
          body: contactRequestSchema,
          response: { 201: contactRequestResultSchema },
        },
      },
      async (request, reply) => {
        const actor = await optionalActor(authenticate, request);
        const result = await contact.send(request.body, {
          customerId: actor?.customerId ?? null,
          locale: request.locale,
          clientAddress: request.ip,
        });
        return reply.status(201).send(result);
      },
    );
  };
}
