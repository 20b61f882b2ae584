import { apiKeyIdParamsSchema, apiKeySchema, createApiKeySchema, createdApiKeySchema } from "@portal/domain/integrations/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminTags, adminSecurity as security } from "../../platform/admin-api";
import { staffOf } from "../../platform/auth/staff-authenticate";
import type { IntegrationsService } from "./integrations.service";

const tags = [adminTags.integration];

/** Staff manage the API keys of the manufacturer's systems. */
export function integrationsAdminRoutes(deps: { integrations: IntegrationsService }): FastifyPluginAsyncZod {
  const { integrations } = deps;
  return async (app) => {
    app.post(
      "/api-keys",
      {
        config: { auditAction: "staff.create_api_key" },
        schema: {
          tags,
          security,
          summary: "Create an API key for one of the manufacturer's systems; the key is in this answer only",
          body: createApiKeySchema,
          response: { 201: createdApiKeySchema },
        },
      },
      async (request, reply) => reply.status(201).send(await integrations.createKey(staffOf(request), request.body)),
    );

    app.get(
      "/api-keys",
      {
        config: { auditAction: "staff.list_api_keys" },
        schema: { tags, security, summary: "The API keys, newest first, revoked ones included", response: { 200: z.array(apiKeySchema) } },
      },
      async () => integrations.listKeys(),
    );

    app.delete(
      "/api-keys/:id",
      {
        config: { auditAction: "staff.revoke_api_key" },
        schema: { tags, security, summary: "Revoke an API key at once", params: apiKeyIdParamsSchema, response: { 200: apiKeySchema } },
      },
      async (request) => integrations.revokeKey(request.params.id),
    );
  };
}
