import { isDatabaseUnavailable } from "@portal/db/errors";
import { type ErrorCode, errorCatalog } from "@portal/domain/errors/codes";
import type { Locale } from "@portal/domain/i18n/locales";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { errorTitle } from "./i18n/messages";

/** An expected failure with a stable code; the handler turns it into problem+json. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: { detail?: string; headers?: Record<string, string> } = {},
  ) {
    super(code);
    this.statusCode = errorCatalog[code];
  }
}

/** How long a client is asked to wait before trying again while the database is out of reach. */
export const RETRY_AFTER_SECONDS = 5;

/** The answer while the database cannot be reached: nothing was done, try again shortly. */
export const databaseUnavailable = () => new AppError("server.unavailable", { headers: { "retry-after": String(RETRY_AFTER_SECONDS) } });

type FieldError = { path: string; message: string };

const MESSAGE_KEY = /^[a-z_]+(\.[a-z_]+)+$/;

function sendProblem(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  extra: { detail?: string; errors?: FieldError[] } = {},
) {
  const status = errorCatalog[code];
  const locale: Locale = request.locale;
  return reply
    .status(status)
    .type("application/problem+json")
    .send({
      type: `about:blank#${code}`,
      title: errorTitle(code, locale),
      status,
      code,
      ...(extra.detail ? { detail: extra.detail } : {}),
      instance: request.url,
      ...(extra.errors ? { errors: extra.errors } : {}),
    });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.options.headers) reply.headers(error.options.headers);
      return sendProblem(reply, request, error.code, { detail: error.options.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: `${error.validationContext ?? "body"}${issue.instancePath.replaceAll("/", ".")}`.replace(/\.$/, ""),
        // Domain schemas carry message keys; zod's own messages become `validation.<issue code>`.
        message: issue.message && MESSAGE_KEY.test(issue.message) ? issue.message : `validation.${issue.keyword}`,
      }));
      return sendProblem(reply, request, "request.invalid", { errors });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the transaction (if any) was rolled back and the client may retry.
      request.log.warn({ err: error }, "database unavailable");
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      return sendProblem(reply, request, "server.unavailable");
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 429) return sendProblem(reply, request, "request.too_many");
    if (status && status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      // Malformed JSON, wrong content type, body too large...: the client's fault, said plainly.
      return sendProblem(reply, request, status === 404 ? "request.not_found" : "request.invalid", {
        detail: (error as Error).message,
      });
    }
    request.log.error({ err: error }, "unhandled error");
    return sendProblem(reply, request, "server.error");
  });

  app.setNotFoundHandler((request, reply) => sendProblem(reply, request, "request.not_found"));
}
