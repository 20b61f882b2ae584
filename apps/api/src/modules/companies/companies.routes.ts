import {
  companyMemberSchema,
  memberStateChangeSchema,
  permissionChangeSchema,
  userPermissionsSchema,
} from "@portal/domain/companies/members";
import { rightsTreeSchema } from "@portal/domain/companies/rights-tree";
import { departmentKeySchema, salesRepresentativeSchema } from "@portal/domain/companies/sales-representatives";
import {
  assignCompanyRequestSchema,
  assignCompanyResultSchema,
  availableCompanySchema,
  companyActivitySchema,
  companyPricingSchema,
  companyViewSchema,
  siretQuerySchema,
} from "@portal/domain/companies/schemas";
import { integerText } from "@portal/domain/validation/integers";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../platform/auth/authenticate";
import type { CompaniesService } from "./companies.service";

const usersTags = ["Company users"];
const companyTags = ["Companies"];
const companyIdParams = z.strictObject({ id: integerText(z.number().int().positive().max(2_147_483_647)) });

export function companiesRoutes(deps: {
  companies: CompaniesService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { companies, authenticate } = deps;
  return async (app) => {
    app.get(
      "/security/resource-tree",
      {
        preHandler: authenticate,
        schema: {
          tags: usersTags,
          summary: "The per-user rights, grouped and labelled in the request's language (administrators)",
          response: { 200: rightsTreeSchema },
        },
      },
      async (request, reply) => {
        reply.header("vary", "accept-language");
        return companies.resourceTree(actorOf(request), request.locale);
      },
    );

    app.get(
      "/security/user-permissions",
      {
        preHandler: authenticate,
        schema: {
          tags: usersTags,
          summary: "Members of the active company with their rights, and the pending invitations (administrators)",
          response: { 200: userPermissionsSchema },
        },
      },
      async (request) => companies.userPermissions(actorOf(request)),
    );

    app.post(
      "/security/user-permissions",
      {
        preHandler: authenticate,
        schema: {
          tags: usersTags,
          summary: "Grant or revoke one right of one member (administrators)",
          body: permissionChangeSchema,
          response: { 200: companyMemberSchema },
        },
      },
      async (request) => companies.changePermission(actorOf(request), request.body),
    );

    app.get(
      "/customers/disabled",
      {
        preHandler: authenticate,
        schema: {
          tags: usersTags,
          summary: "Members of the active company whose access is disabled (administrators)",
          response: { 200: z.array(companyMemberSchema) },
        },
      },
      async (request) => companies.disabledMembers(actorOf(request)),
    );

    app.post(
      "/customer-companies/update-state",
      {
        preHandler: authenticate,
        schema: {
          tags: usersTags,
          summary: "Enable or disable a member of the active company by e-mail (administrators)",
          body: memberStateChangeSchema,
          response: { 200: companyMemberSchema },
        },
      },
      async (request) => companies.changeMemberState(actorOf(request), request.body),
    );

    app.get(
      "/companies/available",
      {
        preHandler: authenticate,
        schema: {
          tags: companyTags,
          summary: "The enabled company with this SIRET or SIREN, to ask to join it",
          querystring: siretQuerySchema,
          response: { 200: availableCompanySchema },
        },
      },
      async (request) => companies.availableCompany(actorOf(request), request.query.siret),
    );

    app.get(
      "/company-activities",
      {
        preHandler: authenticate,
        schema: {
          tags: companyTags,
          summary: "The caller's companies with their business activity (code and name in the request's language)",
          response: { 200: z.array(companyActivitySchema) },
        },
      },
      async (request, reply) => {
        reply.header("vary", "accept-language");
        return companies.companyActivities(actorOf(request), request.locale);
      },
    );

    app.get(
      "/companies/:id",
      {
        preHandler: authenticate,
        schema: {
          tags: companyTags,
          summary: "A company the caller belongs to: its details once their access is enabled, its name alone until then",
          params: companyIdParams,
          response: { 200: companyViewSchema },
        },
      },
      async (request) => companies.getCompany(actorOf(request), request.params.id),
    );

    app.get(
      "/companies/:id/pricing",
      {
        preHandler: authenticate,
        schema: {
          tags: companyTags,
          summary: "The discount on catalogue prices of the session's company, to show its members their prices",
          params: companyIdParams,
          response: { 200: companyPricingSchema },
        },
      },
      async (request) => companies.pricing(actorOf(request), request.params.id),
    );

    app.post(
      "/customers/assign-company",
      {
        preHandler: authenticate,
        schema: {
          tags: companyTags,
          summary: "Ask to join a company; its administrators enable the membership",
          body: assignCompanyRequestSchema,
          response: { 201: assignCompanyResultSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await companies.assignCompany(actorOf(request), request.body.company)),
    );

    app.get(
      "/commercial-by-department/:area",
      {
        schema: {
          tags: companyTags,
          summary: "The sales representative covering a department, as {countryCode}-{department} (e.g. FR-49)",
          params: z.strictObject({ area: departmentKeySchema }),
          response: { 200: salesRepresentativeSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "public, max-age=300");
        return companies.salesRepresentative(request.params.area);
      },
    );
  };
}
