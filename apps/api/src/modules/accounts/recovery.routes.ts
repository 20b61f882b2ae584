import {
  emailRequestAcceptedSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  resetTokenParamsSchema,
} from "@portal/domain/accounts/recovery";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RecoveryService } from "./recovery.service";

const tags = ["Password recovery"];

export function recoveryRoutes({ recovery }: { recovery: RecoveryService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/reset-password-requests",
      {
        schema: {
          tags,
          summary: "Send a password reset link; the answer is the same whether or not the account exists",
          body: passwordResetRequestSchema,
          response: { 202: emailRequestAcceptedSchema },
        },
      },
      async (request, reply) => reply.status(202).send(await recovery.requestReset(request.body, request.ip)),
    );

    app.get(
      "/reset-password-requests/:resetToken",
      { schema: { tags, summary: "Whether a reset link can still be used (204)", params: resetTokenParamsSchema } },
      async (request, reply) => {
        await recovery.checkResetToken(request.params.resetToken);
        return reply.status(204).send();
      },
    );

    app.patch(
      "/reset-password-requests/:resetToken",
      {
        schema: {
          tags,
          summary: "Set a new password with a reset link; ends every session of the account",
          params: resetTokenParamsSchema,
          body: passwordResetSchema,
        },
      },
      async (request, reply) => {
        await recovery.resetPassword(request.params.resetToken, request.body);
        return reply.status(204).send();
      },
    );
  };
}
