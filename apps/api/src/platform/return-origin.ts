import type { FastifyRequest } from "fastify";
import type { Config } from "./config";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * The web origin a browser is sent back to after leaving the portal (the payment page): PUBLIC_URL
 * when it is set. Without it, on a developer's or evaluator's machine, the loopback address the
 * browser used (localhost, 127.0.0.1 or [::1], as forwarded by the web server): cookies belong to
 * one address, and coming back to another would lose the session. Any other host keeps PUBLIC_URL's
 * default, so no request can choose where buyers are sent.
 */
export function returnOrigin(request: FastifyRequest, config: Pick<Config, "publicUrl" | "publicUrlConfigured">): string {
  if (config.publicUrlConfigured || !LOOPBACK.has(request.hostname)) return config.publicUrl;
  return `${request.protocol}://${request.host}`;
}
