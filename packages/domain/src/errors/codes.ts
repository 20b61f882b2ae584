/**
 * Every machine-readable error code the API answers with, and its HTTP status.
 * The API sends them in problem+json (`code`); the web translates them under `errors.<code>`.
 */
export const errorCatalog = {
  "request.invalid": 400,
  "request.not_found": 404,
  "request.too_many": 429,
  "server.error": 500,
  "server.unavailable": 503,
  "auth.invalid_credentials": 401,
  "auth.login_required": 401,
  "auth.token_expired": 401,
  "auth.token_invalid": 401,
  "auth.refresh_token_invalid": 401,
  "auth.refresh_token_reused": 401,
  "auth.too_many_attempts": 429,
  "auth.csrf_invalid": 403,
  "auth.company_not_enabled": 403,
  "auth.company_waiting_validation": 403,
  "auth.company_required": 403,
  "auth.company_not_member": 422,
  "auth.forbidden": 403,
  "customer.not_found": 404,
  "customer.email_taken": 409,
  "password.current_invalid": 422,
  "content.not_found": 404,
  "catalog.product_not_found": 404,
  "catalog.variant_not_found": 404,
  "catalog.taxon_not_found": 404,
  "catalog.brand_not_found": 404,
  "catalog.file_not_found": 404,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorCatalog;
export const errorCodes = Object.keys(errorCatalog) as ErrorCode[];
