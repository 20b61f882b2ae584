import type { FastifyRequest, FastifyServerOptions } from "fastify";

/**
 * Route parameters and query keys whose values stay out of logs: e-mailed tokens, cart tokens,
 * payment references, and e-mail addresses (personal data, as in `customer-exists/{email}`).
 */
const SECRET_NAME = /token|reference|secret|password|email/i;
/** On a path no route matched, any segment this long may be a token someone mistyped the path around. */
const LONG_SEGMENT = 16;
export const REDACTED = "[redacted]";

/**
 * The URL as logs may show it: the segments that stand for a secret route parameter, the values
 * of secret query keys, and on an unmatched path every long segment, replaced by `[redacted]`.
 */
export function redactUrl(url: string, routePattern?: string): string {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? "" : url.slice(queryStart + 1);

  const segments = path.split("/");
  const pattern = routePattern?.split("/");
  const redactedPath = segments
    .map((segment, index) => {
      if (!pattern || pattern.length !== segments.length) return segment.length >= LONG_SEGMENT ? REDACTED : segment;
      const name = pattern[index];
      return name?.startsWith(":") && SECRET_NAME.test(name) ? REDACTED : segment;
    })
    .join("/");

  if (!query) return redactedPath;
  const redactedQuery = query
    .split("&")
    .map((pair) => {
      const separator = pair.indexOf("=");
      const key = separator === -1 ? pair : pair.slice(0, separator);
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, " "));
      } catch {
        // a malformed key is judged as written
      }
      return separator !== -1 && SECRET_NAME.test(name) ? `${key}=${REDACTED}` : pair;
    })
    .join("&");
  return `${redactedPath}?${redactedQuery}`;
}

/** Fastify's request serializer, with the URL redacted: every request log line goes through it. */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's logger options with the redacting request serializer; no logger stays no logger. */
export function withRedaction(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: redactedRequest } };
}
