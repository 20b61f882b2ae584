import {
  documentFileParamsSchema,
  documentTokenParamsSchema,
  documentUpdateSchema,
  staffDocumentPageSchema,
  staffDocumentQuerySchema,
  staffDocumentSchema,
} from "@portal/domain/documents/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminTags, adminSecurity as security } from "../../platform/admin-api";
import { receiveForm } from "../../platform/uploads/form";
import { registerUploads } from "../../platform/uploads/receive";
import { sendDownload } from "../files/files.http";
import { type DocumentsAdminService, documentFilePolicy, documentFormPolicy } from "./documents.admin.service";
import { documentMediaTypes, fileNameOf } from "./documents.service";

const tags = [adminTags.staff];
const response = { 200: staffDocumentSchema };

/** Staff publish the library's documents: upload, describe, add or replace a language, unpublish, delete. */
export function documentsAdminRoutes(deps: { documents: DocumentsAdminService }): FastifyPluginAsyncZod {
  const { documents } = deps;
  return async (app) => {
    await registerUploads(app);

    app.get(
      "/documents",
      {
        config: { auditAction: "staff.list_documents" },
        schema: {
          tags,
          security,
          summary: "Documents in any state, newest publication first, by brand, product, type, state or title, with their downloads",
          querystring: staffDocumentQuerySchema,
          response: { 200: staffDocumentPageSchema },
        },
      },
      async (request) => documents.list(request.query),
    );

    app.get(
      "/documents/:token",
      {
        config: { auditAction: "staff.view_document" },
        schema: { tags, security, summary: "A document", params: documentTokenParamsSchema, response },
      },
      async (request) => documents.get(request.params.token),
    );

    app.post(
      "/documents",
      {
        config: { auditAction: "staff.create_document" },
        schema: {
          tags,
          security,
          summary: "Upload a document: its description as JSON in `document`, a file per language in `file_<locale>`",
          consumes: ["multipart/form-data"],
          response: { 201: staffDocumentSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await documents.create(await receiveForm(request, documentFormPolicy))),
    );

    app.patch(
      "/documents/:token",
      {
        config: { auditAction: "staff.update_document" },
        schema: {
          tags,
          security,
          summary: "Change the type, brand, products, titles or publication dates",
          params: documentTokenParamsSchema,
          body: documentUpdateSchema,
          response,
        },
      },
      async (request) => documents.update(request.params.token, request.body),
    );

    app.put(
      "/documents/:token/files/:locale",
      {
        config: { auditAction: "staff.put_document_file" },
        schema: {
          tags,
          security,
          summary: "Add the document in a language or replace that language's file (`file`) and title (`title`)",
          params: documentFileParamsSchema,
          consumes: ["multipart/form-data"],
          response,
        },
      },
      async (request) => documents.putFile(request.params.token, request.params.locale, await receiveForm(request, documentFilePolicy)),
    );

    app.delete(
      "/documents/:token/files/:locale",
      {
        config: { auditAction: "staff.delete_document_file" },
        schema: { tags, security, summary: "Remove a language of the document", params: documentFileParamsSchema, response },
      },
      async (request) => documents.deleteFile(request.params.token, request.params.locale),
    );

    app.get(
      "/documents/:token/files/:locale",
      {
        config: { auditAction: "staff.view_document" },
        schema: {
          tags,
          security,
          summary: "A language's file, whatever the publication window, not counted",
          params: documentFileParamsSchema,
          response: { 200: z.any().describe("the file's bytes") },
        },
      },
      async (request, reply) => {
        const { file, bytes } = await documents.download(request.params.token, request.params.locale);
        return sendDownload(reply, { name: fileNameOf(file.title, file.fileKind), mediaType: documentMediaTypes[file.fileKind], bytes });
      },
    );

    app.post(
      "/documents/:token/unpublish",
      {
        config: { auditAction: "staff.unpublish_document" },
        schema: { tags, security, summary: "End the publication now", params: documentTokenParamsSchema, response },
      },
      async (request) => documents.unpublish(request.params.token),
    );

    app.delete(
      "/documents/:token",
      {
        config: { auditAction: "staff.delete_document" },
        schema: { tags, security, summary: "Delete the document", params: documentTokenParamsSchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await documents.remove(request.params.token);
        return reply.status(204).send(null);
      },
    );
  };
}
