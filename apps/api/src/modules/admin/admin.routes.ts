import { loginRequestSchema } from "@portal/domain/accounts/schemas";
import {
  activatedMembershipSchema,
  companyIdParamsSchema,
  companyRefusalSchema,
  companyReviewQuerySchema,
  companyValidationSchema,
  membershipActivationSchema,
  reviewedCompanyPageSchema,
  reviewedCompanySchema,
  staffTokenSchema,
} from "@portal/domain/admin/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffOf } from "../../platform/auth/staff-authenticate";
import { type SecurityEventName, securityEvent } from "../../platform/security-events";
import type { AdminService } from "./admin.service";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Names a staff action: the security event logged with the staff member and the outcome. */
    auditAction?: SecurityEventName;
  }
}

const tags = ["Admin"];
const security = [{ bearer: [] }];

export function adminRoutes(deps: {
  admin: AdminService;
  authenticateStaff: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { admin, authenticateStaff } = deps;

  /** Every route here needs a staff token, checked before the request is even parsed. */
  const staffRoutes: FastifyPluginAsyncZod = async (app) => {
    app.addHook("onRequest", authenticateStaff);
    // The audit trail of staff actions: who did what to which record, and how it ended.
    app.addHook("onResponse", async (request, reply) => {
      const staff = request.staff;
      const action = request.routeOptions.config.auditAction;
      if (!staff || !action) return;
      securityEvent(request.log, action, {
        staffUserId: staff.staffUserId,
        staffSessionId: staff.sessionId,
        params: request.params,
        statusCode: reply.statusCode,
      });
    });

    app.post(
      "/logout",
      { config: { auditAction: "staff.logout" }, schema: { tags, security, summary: "End the current staff session" } },
      async (request, reply) => {
        await admin.logout(staffOf(request));
        return reply.status(204).send();
      },
    );

    app.get(
      "/companies",
      {
        config: { auditAction: "staff.list_companies" },
        schema: {
          tags,
          security,
          summary: "Companies in a state (waiting validation by default), oldest first",
          querystring: companyReviewQuerySchema,
          response: { 200: reviewedCompanyPageSchema },
        },
      },
      async (request) => admin.listCompanies(request.query),
    );

    app.post(
      "/companies/:id/validate",
      {
        config: { auditAction: "staff.validate_company" },
        schema: {
          tags,
          security,
          summary: "Validate a company, optionally giving its client code",
          params: companyIdParamsSchema,
          // A bare POST validates without giving a client code.
          body: companyValidationSchema.nullish(),
          response: { 200: reviewedCompanySchema },
        },
      },
      async (request) => admin.validateCompany(request.params.id, request.body ?? {}),
    );

    app.post(
      "/companies/:id/refuse",
      {
        config: { auditAction: "staff.refuse_company" },
        schema: {
          tags,
          security,
          summary: "Refuse a company, telling its administrators why",
          params: companyIdParamsSchema,
          body: companyRefusalSchema,
          response: { 200: reviewedCompanySchema },
        },
      },
      async (request) => admin.refuseCompany(request.params.id, request.body),
    );

    app.post(
      "/memberships/activate",
      {
        config: { auditAction: "staff.activate_membership" },
        schema: {
          tags,
          security,
          summary: "Activate a customer as administrator of a company",
          body: membershipActivationSchema,
          response: { 200: activatedMembershipSchema },
        },
      },
      async (request) => admin.activateMembership(request.body),
    );
  };

  return async (app) => {
    app.decorateRequest("staff", null);

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

    await app.register(staffRoutes);
  };
}
