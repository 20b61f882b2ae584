import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors";
import { SANDBOX_PAGE_PATH, type SandboxProvider, sandboxActions } from "./sandbox";
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
 * to pay, fail or cancel. Registered without a prefix: its paths are the sandbox's own.
 */
export function sandboxRoutes({ sandbox }: { sandbox: SandboxProvider }): FastifyPluginAsyncZod {
  return async (app) => {
    // Browsers post forms urlencoded; only these routes need to read that.
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    app.get(`${SANDBOX_PAGE_PATH}/:reference`, { schema: { hide: true, params } }, async (request, reply) => {
      const session = await sandbox.session(request.params.reference);
      if (!session) throw new AppError("payment.not_found");
      return sendPage(reply, renderSandboxPage(session));
    });

    app.post(
      `${SANDBOX_PAGE_PATH}/:reference`,
      { schema: { hide: true, params, body: z.strictObject({ action: z.enum(sandboxActions) }) } },
      async (request, reply) => {
        const result = await sandbox.complete(request.params.reference, request.body.action);
        if (!result) throw new AppError("payment.not_found");
        // Paid, failed or cancelled already: show that outcome, send nothing again.
        if (result.kind === "finished") return sendPage(reply.status(409), renderSandboxPage(result.session));
        // 303: the browser follows with a GET, and a reload of the next page does not post again.
        return reply.redirect(result.redirectUrl, 303);
      },
    );
  };
}
