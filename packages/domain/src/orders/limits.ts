/* Without a schema library: the browser reads these limits on pages that validate nothing. */

/** Cart limits: what one line, one cart and one spreadsheet may hold. */
export const cartLimits = {
  maxQuantity: 9_999,
  maxLines: 10_000,
  importMaxBytes: 5 * 1024 * 1024,
  importMaxRows: 10_000,
  nameLength: 120,
  engagementCodeLength: 60,
  commentsLength: 2_000,
  couponLength: 40,
  /** Wrong promotion codes a customer may try per window before waiting. */
  couponFailuresPerWindow: 10,
  couponFailureWindowSeconds: 15 * 60,
} as const;
