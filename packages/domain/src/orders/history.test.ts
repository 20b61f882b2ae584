import { describe, expect, it } from "vitest";
import { decodeOrderCursor, encodeOrderCursor, orderListQuerySchema, reorderSchema, timelineOf } from "./history";

describe("order cursor", () => {
  it("round-trips the completion instant to the microsecond and the id", () => {
    const cursor = { completedAt: "2026-03-01T10:15:30.123456Z", id: 42 };
    const text = encodeOrderCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeOrderCursor(text)).toEqual(cursor);
  });

  it.each([
    "",
    "@@@",
    encodeOrderCursor({ completedAt: "2026-03-01T10:15:30Z", id: 1 }),
    btoa("2026-03-01T10:15:30.123456Z|0"),
    btoa("x|1"),
  ])("refuses %j", (text) => {
    expect(decodeOrderCursor(text)).toBeNull();
  });
});

describe("orderListQuerySchema", () => {
  it("takes filters and defaults the page size", () => {
    expect(
      orderListQuerySchema.parse({ type: "machine", origin: "off_web", search: " 2026-1 ", from: "2025-01-01", to: "2025-12-31" }),
    ).toEqual({
      type: "machine",
      origin: "off_web",
      search: "2026-1",
      from: "2025-01-01",
      to: "2025-12-31",
      itemsPerPage: 20,
    });
  });

  it.each([
    { type: "parts" },
    { origin: "phone" },
    { from: "2025-02-30" },
    { from: "2025-1-1" },
    { from: "2025-06-01", to: "2025-05-01" },
    { itemsPerPage: "0" },
    { itemsPerPage: "101" },
    { itemsPerPage: "1e1" },
    { cursor: "not a cursor" },
    { search: "" },
    { search: "x".repeat(121) },
    { page: "2" },
  ])("refuses %j", (query) => {
    expect(orderListQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe("reorderSchema", () => {
  it("needs a number and whether to clear the cart", () => {
    expect(reorderSchema.safeParse({ number: "2026-100001", clearCart: true }).success).toBe(true);
    expect(reorderSchema.safeParse({ number: "2026-100001" }).success).toBe(false);
    expect(reorderSchema.safeParse({ number: "2026-100001", clearCart: "yes" }).success).toBe(false);
    expect(reorderSchema.safeParse({ number: "' or 1=1", clearCart: false }).success).toBe(false);
    expect(reorderSchema.safeParse({ number: "2026-100001", clearCart: false, extra: 1 }).success).toBe(false);
  });
});

describe("timelineOf", () => {
  it("orders events by time, keeping the written order within one instant", () => {
    const at = "2026-01-01T00:00:00.000Z";
    const later = "2026-01-02T00:00:00.000Z";
    const event = (kind: "order" | "payment" | "shipping", when: string, from: string | null = null) => ({
      kind,
      from,
      to: "x",
      at: when,
      actor: "staff" as const,
      note: null,
    });
    expect(
      timelineOf([
        event("order", at, "new"),
        event("shipping", later),
        event("shipping", at),
        event("payment", at),
        event("order", at),
      ]).map((e) => `${e.kind}:${e.from}@${e.at}`),
    ).toEqual([`order:new@${at}`, `shipping:null@${at}`, `payment:null@${at}`, `order:null@${at}`, `shipping:null@${later}`]);
  });
});
