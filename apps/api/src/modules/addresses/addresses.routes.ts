import { addressBookSchema, addressIdParamsSchema, addressInputSchema, addressSchema } from "@portal/domain/addresses/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../platform/auth/authenticate";
import type { AddressesService } from "./addresses.service";

const tags = ["Addresses"];

export function addressesRoutes(deps: {
  addresses: AddressesService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { addresses, authenticate } = deps;
  return async (app) => {
    app.get(
      "/addresses",
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "The active company's billing address and shipping addresses",
          response: { 200: addressBookSchema },
        },
      },
      async (request) => addresses.book(actorOf(request)),
    );

    app.post(
      "/addresses",
      {
        preHandler: authenticate,
        schema: { tags, summary: "Add a shipping address", body: addressInputSchema, response: { 201: addressSchema } },
      },
      async (request, reply) => reply.status(201).send(await addresses.create(actorOf(request), request.body)),
    );

    app.put(
      "/addresses/:id",
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "Update a shipping address",
          params: addressIdParamsSchema,
          body: addressInputSchema,
          response: { 200: addressSchema },
        },
      },
      async (request) => addresses.update(actorOf(request), request.params.id, request.body),
    );

    app.delete(
      "/addresses/:id",
      { preHandler: authenticate, schema: { tags, summary: "Delete a shipping address", params: addressIdParamsSchema } },
      async (request, reply) => {
        await addresses.remove(actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
