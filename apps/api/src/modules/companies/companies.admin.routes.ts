import {
  activatedMembershipSchema,
  companyIdParamsSchema,
  companyRefusalSchema,
  companyReviewQuerySchema,
  companyValidationSchema,
  membershipActivationSchema,
  reviewedCompanyPageSchema,
  reviewedCompanySchema,
} from "@portal/domain/companies/review";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminTags, adminSecurity as security } from "../../platform/admin-api";
import type { CompaniesAdminService } from "./companies.admin.service";

const tags = [adminTags.staff];

/** Staff review new companies and activate their administrators. */
export function companiesAdminRoutes(deps: { companies: CompaniesAdminService }): FastifyPluginAsyncZod {
  const { companies } = deps;
  return async (app) => {
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
      async (request) => companies.listCompanies(request.query),
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
      async (request) => companies.validateCompany(request.params.id, request.body ?? {}),
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
      async (request) => companies.refuseCompany(request.params.id, request.body),
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
      async (request) => companies.activateMembership(request.body),
    );
  };
}
