import type { Locale } from "@portal/domain/i18n/locales";
import { type OrderConfirmationPayload, renderOrderConfirmation } from "./order-confirmation";

export type RenderedMail = { subject: string; text: string; html: string };

/** What every template may need besides its payload. */
export type MailSettings = { publicUrl: string };

export type MailRenderer<P> = (payload: P, locale: Locale) => RenderedMail;

/**
 * The payload of each kind of e-mail. A new kind adds its line here and its renderer in
 * createMailRenderers; the type check then holds enqueueMail callers and the registry to it.
 */
export type MailPayloads = {
  order_confirmation: OrderConfirmationPayload;
};

export type MailKind = keyof MailPayloads;
export type MailRenderers = { [K in MailKind]: MailRenderer<MailPayloads[K]> };

export function createMailRenderers(settings: MailSettings): MailRenderers {
  return {
    order_confirmation: (payload, locale) => renderOrderConfirmation(payload, locale, settings),
  };
}

/** Renders a stored message; null for a kind this version does not know (a row written by a newer one). */
export function renderStoredMail(renderers: MailRenderers, kind: string, payload: unknown, locale: Locale): RenderedMail | null {
  if (!Object.hasOwn(renderers, kind)) return null;
  // The payload's type was checked against its kind when the message was enqueued.
  const render = renderers[kind as MailKind] as MailRenderer<unknown>;
  return render(payload, locale);
}
