import {
  claimCreatedSchema,
  commentParamsSchema,
  incidentListSchema,
  referenceInvoiceListSchema,
  referenceInvoicesQuerySchema,
  warrantyDetailSchema,
  warrantyListQuerySchema,
  warrantyPageSchema,
  warrantyStatisticsSchema,
  warrantyTokenParamsSchema,
} from "@portal/domain/warranty/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../platform/auth/authenticate";
import { receiveForm } from "../../platform/uploads/form";
import { registerUploads } from "../../platform/uploads/receive";
import { type WarrantyService, warrantyFormPolicy } from "./warranty.service";

const tags = ["Warranty"];

export function warrantyRoutes(deps: {
  warranty: WarrantyService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { warranty, authenticate } = deps;
  return async (app) => {
    await registerUploads(app);
    app.addHook("preHandler", authenticate);

    app.get(
      "/incidents",
      {
        schema: {
          tags,
          summary: "Kinds of incident a claim is filed for, in the reader's language",
          response: { 200: incidentListSchema },
        },
      },
      async (request) => warranty.incidents(request.locale),
    );

    app.get(
      "/reference-invoices",
      {
        schema: {
          tags,
          summary: "The company's invoices holding a reference, newest first (none: the part must be ordered first)",
          querystring: referenceInvoicesQuerySchema,
          response: { 200: referenceInvoiceListSchema },
        },
      },
      async (request) => warranty.referenceInvoices(actorOf(request), request.query.reference),
    );

    app.post(
      "/machine-warranties",
      {
        schema: {
          tags,
          summary: "File a warranty claim: the field `claim` holds the claim as JSON, files come in `documents[i]` (pdf, png, jpeg)",
          consumes: ["multipart/form-data"],
          response: { 201: claimCreatedSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await warranty.submit(actorOf(request), () => receiveForm(request, warrantyFormPolicy), request.locale)),
    );

    app.get(
      "/machine-warranties",
      {
        schema: {
          tags,
          summary: "The company's warranty claims, newest first",
          querystring: warrantyListQuerySchema,
          response: { 200: warrantyPageSchema },
        },
      },
      async (request) => warranty.list(actorOf(request), request.query, request.locale),
    );

    app.get(
      "/machine-warranties/:token",
      {
        schema: {
          tags,
          summary: "A warranty claim with its history and comments",
          params: warrantyTokenParamsSchema,
          response: { 200: warrantyDetailSchema },
        },
      },
      async (request) => warranty.get(actorOf(request), request.params.token, request.locale),
    );

    app.post(
      "/machine-warranty-comments",
      {
        schema: {
          tags,
          summary: "Comment on a claim (fields `claim` (its token) and `comment`, files in `files[i]`); answers a request for information",
          consumes: ["multipart/form-data"],
          response: { 201: warrantyDetailSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await warranty.comment(actorOf(request), () => receiveForm(request, warrantyFormPolicy), request.locale)),
    );

    app.delete(
      "/machine-warranty-comments/:id",
      { schema: { tags, summary: "Delete my comment while it is the last of the thread", params: commentParamsSchema } },
      async (request, reply) => {
        await warranty.deleteComment(actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      "/machine-warranty-statistics",
      { schema: { tags, summary: "The company's claims counted by status", response: { 200: warrantyStatisticsSchema } } },
      async (request) => warranty.statistics(actorOf(request)),
    );
  };
}
