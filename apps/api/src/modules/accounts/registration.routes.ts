import { emailRequestAcceptedSchema } from "@portal/domain/accounts/recovery";
import {
  companySearchQuerySchema,
  companySearchResultSchema,
  registrationRequestSchema,
  registrationResultSchema,
  resendVerificationSchema,
  verificationRequestSchema,
  verificationResultSchema,
  verifyTokenParamsSchema,
} from "@portal/domain/accounts/registration";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { optionalActor } from "../../platform/auth/authenticate";
import { AppError } from "../../platform/errors";
import type { EmailChangeService } from "./email-change.service";
import type { RegistrationService } from "./registration.service";

const tags = ["Registration"];

export function registrationRoutes(deps: {
  registration: RegistrationService;
  emailChange: EmailChangeService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { registration, emailChange, authenticate } = deps;
  return async (app) => {
    app.post(
      "/customers",
      {
        schema: {
          tags,
          summary: "Register: creates the customer and their company or request to join one, and sends the e-mail verification",
          body: registrationRequestSchema,
          response: { 201: registrationResultSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await registration.register(request.body, request.ip)),
    );

    app.get(
      "/companies",
      {
        schema: {
          tags,
          summary: "Companies a registrant may join, by zip code or city prefix (at most 20)",
          querystring: companySearchQuerySchema,
          response: { 200: z.array(companySearchResultSchema) },
        },
      },
      async (request) => registration.searchCompanies(request.query, request.ip),
    );

    app.patch(
      "/account-verification-requests/:verifyToken",
      {
        schema: {
          tags,
          summary:
            "Confirm an e-mail address with the token of the link sent to it: a new account's, or a new address of an account (which then ends the account's other sessions)",
          params: verifyTokenParamsSchema,
          body: verificationRequestSchema.optional(),
          response: { 200: verificationResultSchema },
        },
      },
      async (request) => {
        const { verifyToken } = request.params;
        if (request.body?.token !== undefined && request.body.token !== verifyToken) {
          throw new AppError("verification.token_invalid");
        }
        const localeCode = request.body?.localeCode;
        // One page confirms both kinds of link; the browser that confirms a change keeps its session.
        const confirmedBy = await optionalActor(authenticate, request);
        const changed = await emailChange.confirm(verifyToken, { localeCode, confirmedBy: confirmedBy ?? undefined });
        return changed ?? registration.verifyEmail(verifyToken, localeCode);
      },
    );

    app.post(
      "/account-verification-requests",
      {
        schema: {
          tags,
          summary: "Send a new verification link; the answer is the same whether or not the account exists",
          body: resendVerificationSchema,
          response: { 202: emailRequestAcceptedSchema },
        },
      },
      async (request, reply) => reply.status(202).send(await registration.resendVerification(request.body, request.ip)),
    );
  };
}
