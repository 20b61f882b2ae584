import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../platform/auth/authenticate";
import { sendDownload } from "./files.http";
import type { FilesService } from "./files.service";

export const fileTokenParamsSchema = z.strictObject({ token: z.string().regex(/^[0-9a-f]{32}$/) });

/** Files customers attached (sale invoices, warranty photos and documents), to their own company only. */
export function filesRoutes(deps: {
  files: FilesService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { files, authenticate } = deps;
  return async (app) => {
    app.get(
      "/company-files/:token",
      {
        preHandler: authenticate,
        schema: {
          tags: ["Files"],
          summary: "A file uploaded for the customer's company, as an attachment",
          params: fileTokenParamsSchema,
          response: { 200: z.any().describe("the file's bytes") },
        },
      },
      async (request, reply) => sendDownload(reply, await files.forCompany(actorOf(request).companyId, request.params.token)),
    );
  };
}
