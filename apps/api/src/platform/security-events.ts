import type { FastifyBaseLogger } from "fastify";

/**
 * Every security event the API logs, with its level: `warn` for what may be an attack, `info` for
 * changes of access a reviewer may need to trace. The names are stable: alerts and searches use them.
 */
const levels = {
  "auth.login_failed": "warn",
  "auth.login_locked": "warn",
  "auth.refresh_token_reused": "warn",
  "auth.cross_site_refused": "warn",
  "auth.password_changed": "info",
  "auth.password_reset": "info",
  "account.email_change_requested": "info",
  "account.email_changed": "info",
  "company.join_requested": "info",
  "company.member_enabled": "info",
  "company.member_disabled": "info",
  "company.right_granted": "info",
  "company.right_revoked": "info",
  "company.invitation_sent": "info",
  "company.invitation_revoked": "info",
  "company.invitation_accepted": "info",
  "payment.page_refused": "warn",
  "staff.login": "info",
  "staff.login_failed": "warn",
  "staff.login_locked": "warn",
  // Staff actions are logged whatever their outcome, with the answer's status code.
  "staff.logout": "info",
  "staff.list_companies": "info",
  "staff.validate_company": "info",
  "staff.refuse_company": "info",
  "staff.activate_membership": "info",
  "staff.create_api_key": "info",
  "staff.list_api_keys": "info",
  "staff.revoke_api_key": "info",
  "staff.issue_invoice": "info",
  "staff.read_invoice": "info",
  "staff.issue_credit_note": "info",
  "staff.record_invoice_payment": "info",
  "integration.upsert_invoices": "info",
  "staff.list_quotes": "info",
  "staff.view_quote": "info",
  "staff.price_quote": "info",
  "staff.send_quote": "info",
  "staff.list_warranties": "info",
  "staff.list_documents": "info",
  "staff.view_document": "info",
  "staff.create_document": "info",
  "staff.update_document": "info",
  "staff.put_document_file": "info",
  "staff.delete_document_file": "info",
  "staff.unpublish_document": "info",
  "staff.delete_document": "info",
  "staff.view_warranty": "info",
  "staff.change_warranty_status": "info",
  "staff.set_warranty_internal_number": "info",
  "staff.mark_warranty_parts_received": "info",
  "staff.comment_warranty": "info",
  "staff.attach_warranty_refund": "info",
  "staff.list_orders": "info",
  "staff.view_order": "info",
  "staff.ship_order": "info",
  "staff.mark_order_paid": "info",
  "staff.refund_order": "info",
  "staff.cancel_order": "info",
  "staff.download_file": "info",
  "integration.upsert_orders": "info",
  "integration.update_order_states": "info",
  "staff.list_machine_registrations": "info",
  "staff.view_machine_registration": "info",
  "staff.list_machines_sold": "info",
  "staff.view_machine_sold": "info",
  "integration.upsert_machines_sold": "info",
  "staff.list_contact_requests": "info",
  "staff.list_contact_subjects": "info",
  "staff.update_contact_subject": "info",
  "staff.list_newsletter_subscribers": "info",
  "staff.export_newsletter_subscribers": "info",
  "staff.list_newsletter_sends": "info",
  "staff.send_newsletter": "info",
  "auth.api_key_refused": "warn",
} as const;

export type SecurityEventName = keyof typeof levels;
export const securityEventNames = Object.keys(levels) as SecurityEventName[];

/**
 * What an event may carry: ids, a masked e-mail, the client's address, a right. The type leaves
 * no room for passwords or tokens.
 */
export type SecurityEventFields = {
  customerId?: number;
  sessionId?: string;
  companyId?: number;
  memberId?: number;
  invitationId?: number;
  staffUserId?: number;
  staffSessionId?: string;
  apiKeyId?: number;
  /** Masked with `maskEmail`: enough to tell accounts apart in an investigation, not to harvest addresses. */
  email?: string;
  address?: string;
  right?: string;
  origin?: string;
  route?: string;
  statusCode?: number;
  retryAfterSeconds?: number;
  params?: unknown;
};

export type SecurityLog = Pick<FastifyBaseLogger, "info" | "warn">;

/** Logs one security event as a structured line: `{"securityEvent":"auth.login_failed",...}`. */
export function securityEvent(log: SecurityLog, name: SecurityEventName, fields: SecurityEventFields = {}) {
  log[levels[name]]({ securityEvent: name, ...fields }, `security event ${name}`);
}

/** `julien.moreau@demo.example` → `j***@demo.example`: the domain and a first letter, never the whole address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}
