import type { IntegrationScope } from "@portal/domain/integrations/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ApiKeyAuthenticator } from "./auth/api-keys";
import { type SecurityEventName, securityEvent } from "./security-events";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Names an admin action: the security event logged with who did it and how it ended. */
    auditAction?: SecurityEventName;
  }
}

/**
 * The two audiences of `/api/v2/admin`, for the areas that each own their admin routes
 * (`<area>.admin.routes.ts`): provider staff with their own tokens, and the manufacturer's systems
 * with API keys. Each action a route names (`config.auditAction`) is logged with the staff member or
 * the key, the record and the answer's status.
 */
export type AdminScopes = {
  staff(routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod;
  integration(scope: IntegrationScope, routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod;
};

export const adminTags = { staff: "Admin", integration: "Integration (ERP)" } as const;
export const adminSecurity = [{ bearer: [] }];

function audited(app: Parameters<FastifyPluginAsyncZod>[0]) {
  app.addHook("onResponse", async (request, reply) => {
    const action = request.routeOptions.config.auditAction;
    if (!action) return;
    securityEvent(request.log, action, {
      ...(request.staff ? { staffUserId: request.staff.staffUserId, staffSessionId: request.staff.sessionId } : {}),
      ...(request.integration ? { apiKeyId: request.integration.apiKeyId } : {}),
      params: request.params,
      statusCode: reply.statusCode,
    });
  });
}

export function createAdminScopes(deps: {
  authenticateStaff: (request: FastifyRequest) => Promise<void>;
  authenticateKey: ApiKeyAuthenticator;
}): AdminScopes {
  return {
    // The token is checked before the request is even parsed.
    staff: (routes) => async (app) => {
      app.addHook("onRequest", deps.authenticateStaff);
      audited(app);
      await app.register(routes);
    },
    integration: (scope, routes) => async (app) => {
      app.addHook("onRequest", deps.authenticateKey(scope));
      audited(app);
      await app.register(routes);
    },
  };
}
