import {
  documentBrandSchema,
  documentDownloadQuerySchema,
  documentListQuerySchema,
  documentProductQuerySchema,
  documentProductSchema,
  documentSectionSchema,
  documentTokenParamsSchema,
  libraryDocumentPageSchema,
  livePriceListParamsSchema,
} from "@portal/domain/documents/schemas";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../platform/auth/authenticate";
import { sendDownload } from "../files/files.http";
import type { DocumentsService } from "./documents.service";

const tags = ["Documents"];

/** The documentation library: technical and training documents, price lists, the live price list (spec sections 1 and 2). */
export function documentsRoutes(deps: {
  documents: DocumentsService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { documents, authenticate } = deps;
  return async (app) => {
    app.addHook("preHandler", authenticate);

    app.get(
      "/documents",
      {
        schema: {
          tags,
          summary: "Published documents of a section, newest first, by brand, product, type or words of the title",
          querystring: documentListQuerySchema,
          response: { 200: libraryDocumentPageSchema },
        },
      },
      async (request) => documents.list(actorOf(request), request.query, request.locale),
    );

    app.get(
      "/document-brands",
      {
        schema: {
          tags,
          summary: "Brands with published documents of a section",
          querystring: z.strictObject({ section: documentSectionSchema.default("technical") }),
          response: { 200: z.array(documentBrandSchema) },
        },
      },
      async (request) => documents.brands(actorOf(request), request.query.section),
    );

    app.get(
      "/document-products",
      {
        schema: {
          tags,
          summary: "Products of a brand that published documents apply to, searched by name or code",
          querystring: documentProductQuerySchema,
          response: { 200: z.array(documentProductSchema) },
        },
      },
      async (request) => documents.products(actorOf(request), request.query, request.locale),
    );

    app.get(
      "/documents/:token/download",
      {
        schema: {
          tags,
          summary: "The document's file as an attachment, in the language asked for or the reader's, counted",
          params: documentTokenParamsSchema,
          querystring: documentDownloadQuerySchema,
          response: { 200: z.any().describe("the file's bytes") },
        },
      },
      async (request, reply) =>
        sendDownload(reply, await documents.download(actorOf(request), request.params.token, request.query.locale ?? request.locale)),
    );

    app.get(
      "/price-lists/:brand/:format",
      {
        schema: {
          tags,
          summary: "The brand's live price list at the company's prices, as a workbook (xlsx) or a PDF, built on request",
          params: livePriceListParamsSchema,
          response: { 200: z.any().describe("the file's bytes") },
        },
      },
      async (request, reply) =>
        sendDownload(reply, await documents.livePriceList(actorOf(request), request.params.brand, request.params.format, request.locale)),
    );
  };
}
