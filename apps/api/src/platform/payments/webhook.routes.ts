import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../errors";
import type { PaymentEvent, PaymentProvider } from "./provider";

/**
 * Applies a provider's event. Providers deliver at least once and retry until they get a 2xx, so it
 * must recognise an event it has already applied (by provider and event id) and simply return.
 */
export type PaymentEventHandler = (provider: string, event: PaymentEvent) => Promise<void>;

const tags = ["Payment"];

/** POST /payment-webhooks/:provider, for every configured provider; mount it under /api/v2/shop. */
export function paymentWebhookRoute({
  providers,
  onEvent,
}: {
  providers: readonly PaymentProvider[];
  onEvent: PaymentEventHandler;
}): FastifyPluginAsyncZod {
  const byName = new Map(providers.map((provider) => [provider.name, provider]));
  return async (app) => {
    // The signature covers the exact bytes sent: in this plugin every body is kept as the raw string,
    // whatever its content type, instead of being parsed and re-serialised.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));

    app.post(
      "/payment-webhooks/:provider",
      {
        bodyLimit: 64 * 1024,
        schema: {
          tags,
          summary: "Receive a payment provider's signed event (answered 200 once applied, also when it was already)",
          params: z.strictObject({ provider: z.string().min(1).max(40) }),
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (request) => {
        const provider = byName.get(request.params.provider);
        if (!provider) throw new AppError("request.not_found");
        const rawBody = typeof request.body === "string" ? request.body : "";
        const parsed = provider.parseWebhook(rawBody, request.headers);
        if (!parsed.ok) throw new AppError("payment.signature_invalid");
        await onEvent(provider.name, parsed.event);
        return { received: true as const };
      },
    );
  };
}
