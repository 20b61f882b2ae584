import type { FastifyInstance } from "fastify";

/**
 * Headers of every answer. Browsers never guess a type other than the one sent (`nosniff`). An
 * answer is stored by no browser or proxy unless its route gives a caching policy of its own (the
 * public catalogue, reference lists and files do), and never when it was given to a logged-in
 * customer or staff member, whatever the route said.
 */
export function registerResponseHeaders(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("x-content-type-options", "nosniff");
    const policy = reply.getHeader("cache-control");
    const personal = Boolean(request.actor || request.staff);
    if (policy === undefined || (personal && !String(policy).includes("no-store"))) reply.header("cache-control", "no-store");
    return payload;
  });
}
