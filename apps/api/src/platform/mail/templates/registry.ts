import type { Locale } from "@portal/domain/i18n/locales";
import { type CompanyRefusedPayload, type CompanyValidatedPayload, renderCompanyRefused, renderCompanyValidated } from "./company-review";
import {
  type ContactAcknowledgementPayload,
  type ContactRequestPayload,
  renderContactAcknowledgement,
  renderContactRequest,
} from "./contact";
import { type EmailChangeNoticePayload, type EmailChangePayload, renderEmailChange, renderEmailChangeNotice } from "./email-change";
import { type EmailVerificationPayload, renderEmailVerification } from "./email-verification";
import { type InvitationPayload, renderInvitation } from "./invitation";
import { type MembershipActivatedPayload, renderMembershipActivated } from "./membership-activated";
import { type MembershipRequestPayload, renderMembershipRequest } from "./membership-request";
import {
  type NewsletterConfirmationPayload,
  type NewsletterIssuePayload,
  renderNewsletterConfirmation,
  renderNewsletterIssue,
} from "./newsletter";
import { type OrderConfirmationPayload, renderOrderConfirmation } from "./order-confirmation";
import { type OrderUpdatePayload, renderOrderUpdate } from "./order-update";
import { type PasswordChangedPayload, renderPasswordChanged } from "./password-changed";
import { type PasswordResetPayload, renderPasswordReset } from "./password-reset";
import { type QuoteSentPayload, renderQuoteSent } from "./quote-sent";
import { renderWarrantyUpdate, type WarrantyUpdatePayload } from "./warranty-update";

/**
 * `replyTo`: where an answer goes when it is not the sender (a visitor's question forwarded to a
 * department). `headers`: further header fields of the message (a newsletter's List-Unsubscribe).
 */
export type RenderedMail = { subject: string; text: string; html: string; replyTo?: string; headers?: Record<string, string> };

/** What every template may need besides its payload. */
export type MailSettings = { publicUrl: string };

export type MailRenderer<P> = (payload: P, locale: Locale) => RenderedMail;

/**
 * The payload of each kind of e-mail. A new kind adds its line here and its renderer in
 * createMailRenderers; the type check then holds enqueueMail callers and the registry to it.
 */
export type MailPayloads = {
  order_confirmation: OrderConfirmationPayload;
  order_update: OrderUpdatePayload;
  invitation: InvitationPayload;
  membership_activated: MembershipActivatedPayload;
  membership_request: MembershipRequestPayload;
  email_verification: EmailVerificationPayload;
  password_reset: PasswordResetPayload;
  password_changed: PasswordChangedPayload;
  email_change: EmailChangePayload;
  email_change_notice: EmailChangeNoticePayload;
  company_validated: CompanyValidatedPayload;
  company_refused: CompanyRefusedPayload;
  quote_sent: QuoteSentPayload;
  warranty_update: WarrantyUpdatePayload;
  contact_request: ContactRequestPayload;
  contact_acknowledgement: ContactAcknowledgementPayload;
  newsletter_confirmation: NewsletterConfirmationPayload;
  newsletter_issue: NewsletterIssuePayload;
};

export type MailKind = keyof MailPayloads;
export type MailRenderers = { [K in MailKind]: MailRenderer<MailPayloads[K]> };

export function createMailRenderers(settings: MailSettings): MailRenderers {
  return {
    order_confirmation: (payload, locale) => renderOrderConfirmation(payload, locale, settings),
    order_update: (payload, locale) => renderOrderUpdate(payload, locale, settings),
    invitation: (payload, locale) => renderInvitation(payload, locale, settings),
    membership_activated: (payload, locale) => renderMembershipActivated(payload, locale, settings),
    membership_request: (payload, locale) => renderMembershipRequest(payload, locale, settings),
    email_verification: (payload, locale) => renderEmailVerification(payload, locale, settings),
    password_reset: (payload, locale) => renderPasswordReset(payload, locale, settings),
    password_changed: (payload, locale) => renderPasswordChanged(payload, locale, settings),
    email_change: (payload, locale) => renderEmailChange(payload, locale, settings),
    email_change_notice: (payload, locale) => renderEmailChangeNotice(payload, locale, settings),
    company_validated: (payload, locale) => renderCompanyValidated(payload, locale, settings),
    company_refused: (payload, locale) => renderCompanyRefused(payload, locale, settings),
    quote_sent: (payload, locale) => renderQuoteSent(payload, locale, settings),
    warranty_update: (payload, locale) => renderWarrantyUpdate(payload, locale, settings),
    contact_request: (payload, locale) => renderContactRequest(payload, locale),
    contact_acknowledgement: (payload, locale) => renderContactAcknowledgement(payload, locale),
    newsletter_confirmation: (payload, locale) => renderNewsletterConfirmation(payload, locale, settings),
    newsletter_issue: (payload, locale) => renderNewsletterIssue(payload, locale, settings),
  };
}

/**
 * The payload fields of each kind that hold a link's secret (e-mailed tokens, cart tokens). The
 * outbox clears them once the e-mail has left, so the table keeps no usable link; a new kind must
 * say which of its fields are secret, even if none.
 */
export const secretFields: { [K in MailKind]: readonly (keyof MailPayloads[K] & string)[] } = {
  order_confirmation: ["orderToken"],
  order_update: ["orderToken"],
  invitation: ["token"],
  membership_activated: [],
  membership_request: [],
  email_verification: ["verifyToken"],
  password_reset: ["resetToken"],
  password_changed: [],
  email_change: ["token"],
  email_change_notice: [],
  company_validated: [],
  company_refused: [],
  quote_sent: [],
  // The claim's token is a page address, not a credential: the page asks for a login.
  warranty_update: [],
  contact_request: [],
  contact_acknowledgement: [],
  newsletter_confirmation: ["confirmToken"],
  newsletter_issue: ["unsubscribeToken"],
};

/** A sent message's payload with its secret fields set to null; unknown kinds keep theirs. */
export function withoutSecrets(kind: string, payload: unknown): unknown {
  if (!Object.hasOwn(secretFields, kind) || typeof payload !== "object" || payload === null) return payload;
  const cleared: Record<string, unknown> = { ...payload };
  for (const field of secretFields[kind as MailKind]) if (field in cleared) cleared[field] = null;
  return cleared;
}

/** Renders a stored message; null for a kind this version does not know (a row written by a newer one). */
export function renderStoredMail(renderers: MailRenderers, kind: string, payload: unknown, locale: Locale): RenderedMail | null {
  if (!Object.hasOwn(renderers, kind)) return null;
  // The payload's type was checked against its kind when the message was enqueued.
  const render = renderers[kind as MailKind] as MailRenderer<unknown>;
  return render(payload, locale);
}
