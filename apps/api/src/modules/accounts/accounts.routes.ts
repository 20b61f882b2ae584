import {
  chooseCompanyRequestSchema,
  customerExistsSchema,
  customerSchema,
  customerUpdateSchema,
  emailSchema,
  loginRequestSchema,
  passwordChangeSchema,
  refreshRequestSchema,
  tokenPairSchema,
} from "@portal/domain/accounts/schemas";
import { integerText } from "@portal/domain/validation/integers";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf, assertCsrf } from "../../platform/auth/authenticate";
import { clearSessionCookies, cookieNamesOf, setSessionCookies } from "../../platform/auth/session-cookies";
import { AppError } from "../../platform/errors";
import type { AccountsService, LoginResult } from "./accounts.service";

const customerParams = z.strictObject({ id: integerText(z.number().int().positive().max(2_147_483_647)) });
const tags = ["Account"];

/** Answers a new token pair, and keeps it in cookies for browsers. */
function sendTokens(request: FastifyRequest, reply: FastifyReply, result: LoginResult) {
  setSessionCookies(request, reply, result);
  return {
    token: result.token,
    refresh_token: result.refreshToken,
    expires_in: result.expiresIn,
    customerId: result.customerId,
    company: result.company,
  };
}

export function accountsRoutes(deps: {
  accounts: AccountsService;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { accounts, authenticate } = deps;
  return async (app) => {
    app.post(
      "/authentication-token",
      { schema: { tags, summary: "Log in with e-mail and password", body: loginRequestSchema, response: { 200: tokenPairSchema } } },
      async (request, reply) => sendTokens(request, reply, await accounts.login({ ...request.body, address: request.ip })),
    );

    app.post(
      "/token/refresh",
      {
        schema: {
          tags,
          summary: "Rotate a refresh token (from the body, or from the session cookie with the CSRF header)",
          body: refreshRequestSchema.optional(),
          response: { 200: tokenPairSchema },
        },
      },
      async (request, reply) => {
        let refreshToken = request.body?.refresh_token;
        if (!refreshToken) {
          refreshToken = request.cookies[cookieNamesOf(request).refreshToken];
          if (!refreshToken) throw new AppError("auth.refresh_token_invalid");
          assertCsrf(request);
        }
        try {
          return sendTokens(request, reply, await accounts.refresh(refreshToken));
        } catch (error) {
          clearSessionCookies(request, reply);
          throw error;
        }
      },
    );

    app.post("/logout", { schema: { tags, summary: "End the current session and clear its cookies" } }, async (request, reply) => {
      try {
        await authenticate(request);
        await accounts.logout(actorOf(request).sessionId);
      } catch {
        const refreshToken = request.cookies[cookieNamesOf(request).refreshToken];
        if (refreshToken) await accounts.logoutWithRefreshToken(refreshToken);
      }
      clearSessionCookies(request, reply);
      return reply.status(204).send();
    });

    app.get(
      "/customers/:id",
      {
        preHandler: authenticate,
        schema: { tags, summary: "The logged-in customer", params: customerParams, response: { 200: customerSchema } },
      },
      async (request) => accounts.getCustomer(actorOf(request), request.params.id),
    );

    app.put(
      "/customers/:id",
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "Update my information",
          params: customerParams,
          body: customerUpdateSchema,
          response: { 200: customerSchema },
        },
      },
      async (request) => accounts.updateCustomer(actorOf(request), request.params.id, request.body),
    );

    app.put(
      "/customers/:id/password",
      { preHandler: authenticate, schema: { tags, summary: "Change my password", params: customerParams, body: passwordChangeSchema } },
      async (request, reply) => {
        await accounts.changePassword(actorOf(request), request.params.id, request.body);
        return reply.status(204).send();
      },
    );

    app.patch(
      "/customers/:id/company",
      {
        preHandler: authenticate,
        schema: {
          tags,
          summary: "Choose the active company",
          params: customerParams,
          body: chooseCompanyRequestSchema,
          response: { 200: tokenPairSchema },
        },
      },
      async (request, reply) =>
        sendTokens(request, reply, await accounts.chooseCompany(actorOf(request), request.params.id, request.body.company)),
    );

    app.get(
      "/customer-exists/:email",
      {
        schema: {
          tags,
          summary: "Whether an e-mail already has an account",
          params: z.strictObject({ email: emailSchema }),
          response: { 200: customerExistsSchema },
        },
      },
      async (request) => ({ exists: await accounts.customerExists(request.params.email, request.ip) }),
    );
  };
}
