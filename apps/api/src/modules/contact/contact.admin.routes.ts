import {
  contactRequestListQuerySchema,
  contactRequestPageSchema,
  contactSubjectAdminSchema,
  contactSubjectParamsSchema,
  contactSubjectUpdateSchema,
} from "@portal/domain/contact/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminTags, adminSecurity as security } from "../../platform/admin-api";
import type { ContactService } from "./contact.service";

/** Staff read the contact requests and route each subject to a department's mailbox. */
export function contactStaffRoutes(deps: { contact: ContactService }): FastifyPluginAsyncZod {
  const { contact } = deps;
  const tags = [adminTags.staff];
  return async (app) => {
    app.get(
      "/contact-requests",
      {
        config: { auditAction: "staff.list_contact_requests" },
        schema: {
          tags,
          security,
          summary: "Contact requests, newest first, of every subject or one",
          querystring: contactRequestListQuerySchema,
          response: { 200: contactRequestPageSchema },
        },
      },
      async (request) => contact.staffRequests(request.query),
    );

    app.get(
      "/contact-subjects",
      {
        config: { auditAction: "staff.list_contact_subjects" },
        schema: {
          tags,
          security,
          summary: "Contact subjects with their department and mailbox, active or not",
          response: { 200: z.array(contactSubjectAdminSchema) },
        },
      },
      async () => contact.staffSubjects(),
    );

    app.patch(
      "/contact-subjects/:code",
      {
        config: { auditAction: "staff.update_contact_subject" },
        schema: {
          tags,
          security,
          summary: "Routes a subject to another mailbox, or switches it on or off",
          params: contactSubjectParamsSchema,
          body: contactSubjectUpdateSchema,
          response: { 200: contactSubjectAdminSchema },
        },
      },
      async (request) => contact.staffUpdateSubject(request.params.code, request.body),
    );
  };
}
