import { type Locale, negotiateLocale } from "@portal/domain/i18n/locales";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** Language of messages, from Accept-Language (spec section 7). */
    locale: Locale;
  }
}

export function registerLocale(app: FastifyInstance, defaultLocale: Locale) {
  app.decorateRequest("locale", defaultLocale);
  app.addHook("onRequest", async (request) => {
    request.locale = negotiateLocale(request.headers["accept-language"], defaultLocale);
  });
}
