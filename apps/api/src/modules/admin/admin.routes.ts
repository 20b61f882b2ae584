import { loginRequestSchema } from "@portal/domain/accounts/schemas";
import { staffTokenSchema } from "@portal/domain/admin/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AdminScopes, adminTags, adminSecurity as security } from "../../platform/admin-api";
import { staffOf } from "../../platform/auth/staff-authenticate";
import { securityEvent } from "../../platform/security-events";
import type { AdminService } from "./admin.service";

const tags = [adminTags.staff];

/** Staff sign-in: the one admin call without a token, and logout. The areas own their other admin routes. */
export function adminRoutes(deps: { admin: AdminService; scopes: AdminScopes }): FastifyPluginAsyncZod {
  const { admin, scopes } = deps;
  return async (app) => {
    app.post(
      "/authentication-token",
      {
        config: { auditAction: "staff.login" },
        schema: { tags, summary: "Staff login with e-mail and password", body: loginRequestSchema, response: { 200: staffTokenSchema } },
      },
      async (request) => {
        const result = await admin.login({ ...request.body, address: request.ip });
        securityEvent(request.log, "staff.login", { staffUserId: result.staffUserId, address: request.ip });
        return { token: result.token, expires_in: result.expiresIn };
      },
    );

    await app.register(
      scopes.staff(async (staffApp) => {
        staffApp.post(
          "/logout",
          { config: { auditAction: "staff.logout" }, schema: { tags, security, summary: "End the current staff session" } },
          async (request, reply) => {
            await admin.logout(staffOf(request));
            return reply.status(204).send();
          },
        );
      }),
    );
  };
}
