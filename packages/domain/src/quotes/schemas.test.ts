import { describe, expect, it } from "vitest";
import {
  formatQuoteNumber,
  quoteListQuerySchema,
  quoteParamsSchema,
  quotePricingSchema,
  requestQuoteSchema,
  transformQuoteSchema,
} from "./schemas";

describe("quote requests", () => {
  it("takes an address id and optional name and serial number, blank ones as null", () => {
    expect(requestQuoteSchema.parse({ shippingAddress: 4 })).toEqual({ shippingAddress: 4, name: null, serialNumber: null });
    expect(requestQuoteSchema.parse({ shippingAddress: 4, name: "  Atelier  ", serialNumber: "" })).toEqual({
      shippingAddress: 4,
      name: "Atelier",
      serialNumber: null,
    });
  });

  it.each([
    [{}],
    [{ shippingAddress: "4" }],
    [{ shippingAddress: 4.5 }],
    [{ shippingAddress: 0 }],
    [{ shippingAddress: 4, name: "x".repeat(121) }],
    [{ shippingAddress: 4, serialNumber: 12 }],
    [{ shippingAddress: 4, extra: true }],
  ])("refuses %j", (body) => {
    expect(requestQuoteSchema.safeParse(body).success).toBe(false);
  });

  it("takes the three transform modes only", () => {
    expect(transformQuoteSchema.parse({ mode: "complete_cart_items" })).toEqual({ mode: "complete_cart_items", orderName: null });
    expect(transformQuoteSchema.safeParse({ mode: "merge" }).success).toBe(false);
    expect(transformQuoteSchema.safeParse({ mode: "replace_cart_items", orderName: 3 }).success).toBe(false);
  });

  it("names quotes by number", () => {
    expect(formatQuoteNumber(2026, 42)).toBe("Q2026-000042");
    expect(quoteParamsSchema.safeParse({ id: "Q2026-000042" }).success).toBe(true);
    expect(quoteParamsSchema.safeParse({ id: "42" }).success).toBe(false);
    expect(quoteParamsSchema.safeParse({ id: "Q2026-42" }).success).toBe(false);
  });

  it("reads pages as decimal digits", () => {
    expect(quoteListQuerySchema.parse({})).toEqual({ page: 1, itemsPerPage: 20 });
    expect(quoteListQuerySchema.safeParse({ page: "0x2" }).success).toBe(false);
    expect(quoteListQuerySchema.safeParse({ itemsPerPage: "500" }).success).toBe(false);
  });
});

describe("staff pricing", () => {
  it("takes integer cents and a real date", () => {
    expect(quotePricingSchema.safeParse({ lines: [{ id: 1, unitPrice: 1250 }], validUntil: "2026-04-30" }).success).toBe(true);
    expect(quotePricingSchema.safeParse({ lines: [{ id: 1, unitPrice: 12.5 }], validUntil: "2026-04-30" }).success).toBe(false);
    expect(quotePricingSchema.safeParse({ lines: [{ id: 1, unitPrice: -1 }], validUntil: "2026-04-30" }).success).toBe(false);
    expect(quotePricingSchema.safeParse({ lines: [], validUntil: "2026-02-30" }).success).toBe(false);
    expect(quotePricingSchema.safeParse({ lines: [], validUntil: "30/04/2026" }).success).toBe(false);
  });
});
