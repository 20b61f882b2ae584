import {
  machineDetailSchema,
  machineRegistrationListQuerySchema,
  machineRegistrationPageSchema,
  machineSoldQuerySchema,
  machineSoldSchema,
  registrationTokenParamsSchema,
} from "@portal/domain/machines/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../platform/auth/authenticate";
import type { MachinesService } from "./machines.service";

const tags = ["Machines"];

/** Machines sold and registered to their end customers (spec sections 2, 3 and 7). */
export function machinesRoutes(deps: {
  machines: MachinesService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { machines, authenticate } = deps;
  return async (app) => {
    app.addHook("preHandler", authenticate);

    app.get(
      "/machine-solds",
      {
        schema: {
          tags,
          summary: "The machine sold with this serial number to the dealer of this client code, and whether it is registered",
          querystring: machineSoldQuerySchema,
          response: { 200: machineSoldSchema },
        },
      },
      async (request) => machines.lookup(actorOf(request), request.query),
    );

    app.get(
      "/machine-registrations",
      {
        schema: {
          tags,
          summary: "The company's registered machines, newest first, searched by serial number, brand, model or end customer",
          querystring: machineRegistrationListQuerySchema,
          response: { 200: machineRegistrationPageSchema },
        },
      },
      async (request) => machines.list(actorOf(request), request.query),
    );

    app.get(
      "/machine-registrations/:token",
      {
        schema: {
          tags,
          summary: "A registered machine with its spare parts, maintenance kits and documents at the customer's prices",
          params: registrationTokenParamsSchema,
          response: { 200: machineDetailSchema },
        },
      },
      async (request) => machines.detail(actorOf(request), request.params.token, request.locale),
    );
  };
}
