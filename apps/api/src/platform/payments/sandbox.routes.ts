import { CSRF_FIELD } from "@portal/domain/accounts/session-cookies";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/authenticate";
import { cookieNamesOf } from "../auth/session-cookies";
import { AppError } from "../errors";
import { securityEvent } from "../security-events";
import { SANDBOX_PAGE_PATH, type SandboxProvider, type SandboxSession, sandboxActions } from "./sandbox";
import { renderSandboxPage } from "./sandbox.page";

const params = z.strictObject({ reference: z.string().min(1).max(64) });

function sendPage(reply: FastifyReply, html: string) {
  return reply
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'")
    .send(html);
}

/**
 * The sandbox provider's hosted payment page, GET to show it and POST (a plain form, no JavaScript)
 * to pay, fail or cancel. Registered without a prefix: its paths are the sandbox's own. The browser
 * reaches it through the web's proxy on the shop's origin, so the buyer's session cookies come
 * along: the page acts only for the customer who started the payment, and its form echoes the
 * CSRF token as a field.
 */
export function sandboxRoutes(deps: {
  sandbox: SandboxProvider;
  authenticate: (request: FastifyRequest) => Promise<void>;
}): FastifyPluginAsyncZod {
  const { sandbox, authenticate } = deps;

  /** The session if the caller is its buyer; anyone else is told it does not exist. */
  async function buyersSession(request: FastifyRequest, reference: string): Promise<SandboxSession> {
    const { customerId } = actorOf(request);
    const session = await sandbox.session(reference);
    if (!session) throw new AppError("payment.not_found");
    if (session.buyerId !== customerId) {
      securityEvent(request.log, "payment.page_refused", { customerId, address: request.ip });
      throw new AppError("payment.not_found");
    }
    return session;
  }

  const csrfTokenOf = (request: FastifyRequest) => request.cookies[cookieNamesOf(request).csrf] ?? "";

  return async (app) => {
    // Browsers post forms urlencoded; only these routes need to read that.
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    app.get(`${SANDBOX_PAGE_PATH}/:reference`, { preHandler: authenticate, schema: { hide: true, params } }, async (request, reply) => {
      const session = await buyersSession(request, request.params.reference);
      return sendPage(reply, renderSandboxPage(session, csrfTokenOf(request)));
    });

    app.post(
      `${SANDBOX_PAGE_PATH}/:reference`,
      {
        preHandler: authenticate,
        schema: {
          hide: true,
          params,
          body: z.strictObject({ action: z.enum(sandboxActions), [CSRF_FIELD]: z.string().max(200).optional() }),
        },
      },
      async (request, reply) => {
        await buyersSession(request, request.params.reference);
        const result = await sandbox.complete(request.params.reference, request.body.action, actorOf(request).customerId);
        if (!result) throw new AppError("payment.not_found");
        // Paid, failed or cancelled already: show that outcome, send nothing again.
        if (result.kind === "finished") return sendPage(reply.status(409), renderSandboxPage(result.session, csrfTokenOf(request)));
        // 303: the browser follows with a GET, and a reload of the next page does not post again.
        return reply.redirect(result.redirectUrl, 303);
      },
    );
  };
}
