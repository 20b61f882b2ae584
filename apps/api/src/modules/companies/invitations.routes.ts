import {
  acceptedInvitationSchema,
  invitationAcceptanceSchema,
  invitationPreviewSchema,
  invitationRequestSchema,
  invitationTokenSchema,
} from "@portal/domain/companies/invitations";
import { pendingInvitationSchema } from "@portal/domain/companies/members";
import { integerText } from "@portal/domain/validation/integers";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../platform/auth/authenticate";
import type { InvitationsService } from "./invitations.service";

const tags = ["Company users"];
const tokenParams = z.strictObject({ token: invitationTokenSchema });

export function invitationsRoutes(deps: {
  invitations: InvitationsService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { invitations, authenticate } = deps;
  return async (app) => {
    app.post(
      "/invitations",
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "Invite a collaborator to the active company by e-mail (administrators)",
          body: invitationRequestSchema,
          response: { 201: pendingInvitationSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await invitations.invite(actorOf(request), request.body)),
    );

    app.delete(
      "/invitations/:id",
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "Withdraw a pending invitation (administrators)",
          params: z.strictObject({ id: integerText(z.number().int().positive().max(2_147_483_647)) }),
        },
      },
      async (request, reply) => {
        await invitations.revoke(actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      "/invitations/:token",
      {
        schema: {
          tags,
          summary: "The invitation an e-mailed link stands for",
          params: tokenParams,
          response: { 200: invitationPreviewSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return invitations.preview(request.params.token);
      },
    );

    app.post(
      "/invitations/:token/accept",
      {
        schema: {
          tags,
          summary: "Accept an invitation: the password of the existing account, or the details of a new one",
          params: tokenParams,
          body: invitationAcceptanceSchema,
          response: { 200: acceptedInvitationSchema },
        },
      },
      async (request) => invitations.accept(request.params.token, request.body, request.ip),
    );
  };
}
