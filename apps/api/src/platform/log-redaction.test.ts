import { describe, expect, it } from "vitest";
import { REDACTED, redactUrl } from "./log-redaction";

const token = "q3Zr8Yb2kLx0-VnT_7Hs1WcEeJm4AaPoUi9dFgRtSyQ";

describe("redactUrl", () => {
  it.each([
    [
      `/api/v2/shop/reset-password-requests/${token}`,
      "/api/v2/shop/reset-password-requests/:resetToken",
      `/api/v2/shop/reset-password-requests/${REDACTED}`,
    ],
    [`/api/v2/shop/orders/${token}/items/12`, "/api/v2/shop/orders/:cartToken/items/:id", `/api/v2/shop/orders/${REDACTED}/items/12`],
    [`/api/v2/sandbox-payments/sbx_${token}`, "/api/v2/sandbox-payments/:reference", `/api/v2/sandbox-payments/${REDACTED}`],
    ["/api/v2/shop/customer-exists/jan@example.com", "/api/v2/shop/customer-exists/:email", `/api/v2/shop/customer-exists/${REDACTED}`],
    // Ordinary parameters stay readable, however long.
    [
      "/api/v2/shop/products/TONDEUSE-AUTOTRACTEE-T53-PRO",
      "/api/v2/shop/products/:code",
      "/api/v2/shop/products/TONDEUSE-AUTOTRACTEE-T53-PRO",
    ],
    [
      `/api/v2/shop/payment-methods?tokenValue=${token}&paymentId=3`,
      "/api/v2/shop/payment-methods",
      `/api/v2/shop/payment-methods?tokenValue=${REDACTED}&paymentId=3`,
    ],
    [`/api/v2/shop/search?q=tondeuse&token=${token}`, "/api/v2/shop/search", `/api/v2/shop/search?q=tondeuse&token=${REDACTED}`],
    [`/api/v2/shop/search?q=a&%74oken=${token}`, "/api/v2/shop/search", `/api/v2/shop/search?q=a&%74oken=${REDACTED}`],
    // No route matched: any long segment may be a token.
    [`/api/v2/shop/reset-password/${token}`, undefined, `/api/v2/shop/reset-password/${REDACTED}`],
    ["/api/v2/shop/unknown/12", undefined, "/api/v2/shop/unknown/12"],
  ])("%s", (url, pattern, expected) => {
    expect(redactUrl(url, pattern)).toBe(expected);
  });
});
