import {
  machineLimits,
  machineSoldBatchSchema,
  machineSoldListQuerySchema,
  machineSoldReportSchema,
  registrationTokenParamsSchema,
  serialNumberParamsSchema,
  staffMachineSoldPageSchema,
  staffMachineSoldSchema,
  staffRegistrationListQuerySchema,
  staffRegistrationPageSchema,
  staffRegistrationSchema,
} from "@portal/domain/machines/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminTags, adminSecurity as security } from "../../platform/admin-api";
import type { MachinesService } from "./machines.service";

/** Staff read the registrations of every company and the machines sold. */
export function machinesStaffRoutes(deps: { machines: MachinesService }): FastifyPluginAsyncZod {
  const { machines } = deps;
  const tags = [adminTags.staff];
  return async (app) => {
    app.get(
      "/machine-registrations",
      {
        config: { auditAction: "staff.list_machine_registrations" },
        schema: {
          tags,
          security,
          summary: "Registered machines of every company (or one), newest first, searched like the customer's list",
          querystring: staffRegistrationListQuerySchema,
          response: { 200: staffRegistrationPageSchema },
        },
      },
      async (request) => machines.staffList(request.query),
    );

    app.get(
      "/machine-registrations/:token",
      {
        config: { auditAction: "staff.view_machine_registration" },
        schema: {
          tags,
          security,
          summary: "A registration with its company",
          params: registrationTokenParamsSchema,
          response: { 200: staffRegistrationSchema },
        },
      },
      async (request) => machines.staffDetail(request.params.token),
    );

    app.get(
      "/machine-solds",
      {
        config: { auditAction: "staff.list_machines_sold" },
        schema: {
          tags,
          security,
          summary: "Machines sold, newest sale first, by client code and searched by serial number, brand or model",
          querystring: machineSoldListQuerySchema,
          response: { 200: staffMachineSoldPageSchema },
        },
      },
      async (request) => machines.staffMachinesSold(request.query),
    );

    app.get(
      "/machine-solds/:serialNumber",
      {
        config: { auditAction: "staff.view_machine_sold" },
        schema: {
          tags,
          security,
          summary: "A machine sold by its serial number, with its registration's token when registered",
          params: serialNumberParamsSchema,
          response: { 200: staffMachineSoldSchema },
        },
      },
      async (request) => machines.staffMachineSold(request.params.serialNumber),
    );
  };
}

/** The manufacturer's ERP sends the machines it sold to its dealers. */
export function machinesIntegrationRoutes(deps: { machines: MachinesService }): FastifyPluginAsyncZod {
  const { machines } = deps;
  const tags = [adminTags.integration];
  return async (app) => {
    app.post(
      "/machine-solds",
      {
        config: { auditAction: "integration.upsert_machines_sold" },
        bodyLimit: machineLimits.upsertBodyBytes,
        schema: {
          tags,
          security,
          summary:
            "Create or update machines sold by serial number (up to 10,000 a call). A repeat changes nothing. Counts of created, updated and unchanged machines; each refused line in `errors` by its index.",
          body: machineSoldBatchSchema,
          response: { 200: machineSoldReportSchema },
        },
      },
      async (request) => machines.upsertSold(request.body.items),
    );
  };
}
