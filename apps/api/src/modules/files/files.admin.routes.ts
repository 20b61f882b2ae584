import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminSecurity, adminTags } from "../../platform/admin-api";
import { sendDownload } from "./files.http";
import { fileTokenParamsSchema } from "./files.routes";
import type { FilesService } from "./files.service";

/** Any company's uploaded file, for the manufacturer's staff. */
export function filesAdminRoutes(deps: { files: FilesService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/company-files/:token",
      {
        config: { auditAction: "staff.download_file" },
        schema: {
          tags: [adminTags.staff],
          security: adminSecurity,
          summary: "A file a company or the staff uploaded, as an attachment",
          params: fileTokenParamsSchema,
          response: { 200: z.any().describe("the file's bytes") },
        },
      },
      async (request, reply) => sendDownload(reply, await deps.files.forStaff(request.params.token)),
    );
  };
}
