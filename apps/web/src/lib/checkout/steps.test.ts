import type { Order, OrderItem } from "@portal/domain/orders/schemas";
import { describe, expect, it } from "vitest";
import { canOpenStep, checkoutGate, completionFix, firstOpenStep, shippingPrice, stepProblems, stepStates } from "./steps";

const address = {
  firstname: "Luc",
  lastname: "Martin",
  company: "Vertmoteur Motoculture SARL",
  street: "12 rue des Artisans",
  postcode: "49000",
  city: "Angers",
  countryCode: "FR",
  phone: null,
};

const item = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  id: 1,
  quantity: 2,
  unitPrice: 10_000,
  discountPrice: 9_000,
  ecotax: 0,
  total: 18_000,
  variant: { code: "V-1", partSmartCode: null },
  variantName: "Chaîne 3/8",
  productName: "Chaîne",
  productCode: "P-1",
  productSlug: "chaine",
  productType: "spare_part",
  brand: "Orvane",
  reference: "KRL-1",
  image: null,
  priceOnRequest: false,
  quoted: false,
  stockStatus: "on_stock",
  deliveryPromise: null,
  status: "available",
  availableQuantity: null,
  ...overrides,
});

/** A cart with one item and nothing chosen yet. */
const cart = (overrides: Partial<Order> = {}): Order => ({
  tokenValue: "tok_0123456789abcdef",
  number: null,
  state: "cart",
  paymentState: "awaiting_payment",
  shippingState: "ready",
  origin: "web",
  type: "part",
  localeCode: "fr",
  currency: "EUR",
  items: [item()],
  promotionLines: [],
  couponCode: null,
  name: null,
  engagementCode: null,
  engagementCodeRequired: false,
  comments: null,
  shippingAddress: null,
  billingAddress: address,
  shippingAddressId: null,
  billingAddressId: null,
  shipments: [],
  payments: [],
  totals: {
    subtotal: 18_000,
    promotion: 0,
    shipping: 0,
    packaging: 0,
    totalExclVat: 18_000,
    vatRate: 2_000,
    vat: 3_600,
    totalInclVat: 21_600,
    freeShippingRemaining: null,
  },
  itemCount: 2,
  requiresQuote: false,
  maintenanceKitSuggestions: [],
  checkoutCompletedAt: null,
  createdAt: "2026-03-14T10:00:00.000Z",
  quoteNumber: null,
  ...overrides,
});

/** The answer to choosing a shipping address: a shipment with the zone's first method, a payment without method. */
const withAddress = (overrides: Partial<Order> = {}) =>
  cart({
    shippingAddressId: 7,
    shippingAddress: address,
    shipments: [{ id: 11, method: "standard", state: "ready" }],
    payments: [{ id: 21, method: null, state: "awaiting_payment", amount: 0 }],
    ...overrides,
  });

const ready = (overrides: Partial<Order> = {}) =>
  withAddress({ payments: [{ id: 21, method: "card", state: "awaiting_payment", amount: 0 }], ...overrides });

describe("stepProblems", () => {
  it.each([
    { case: "a new cart lacks its shipping address", order: cart(), step: "shipping", problems: ["shipping_address"] },
    {
      case: "an address whose zone has no method lacks the method",
      order: withAddress({ shipments: [{ id: 11, method: null, state: "ready" }] }),
      step: "shipping",
      problems: ["shipping_method"],
    },
    { case: "an address with its default method is enough", order: withAddress(), step: "shipping", problems: [] },
    { case: "billing lacks the payment method", order: withAddress(), step: "billing", problems: ["payment_method"] },
    {
      case: "billing without a registered address and no address chosen",
      order: withAddress({ billingAddress: null }),
      step: "billing",
      problems: ["billing_address", "payment_method"],
    },
    {
      case: "a required engagement code left blank",
      order: ready({ engagementCodeRequired: true, engagementCode: "  " }),
      step: "billing",
      problems: ["engagement_code"],
    },
    {
      case: "a required engagement code given",
      order: ready({ engagementCodeRequired: true, engagementCode: "EJ-2026-14" }),
      step: "billing",
      problems: [],
    },
    { case: "the review asks for nothing of its own", order: cart(), step: "review", problems: [] },
  ] as const)("$case", ({ order, step, problems }) => {
    expect(stepProblems(order, step)).toEqual(problems);
  });
});

describe("step availability and progress", () => {
  it("opens each step once the ones before it are complete", () => {
    expect([canOpenStep(cart(), "shipping"), canOpenStep(cart(), "billing"), canOpenStep(cart(), "review")]).toEqual([true, false, false]);
    expect([canOpenStep(withAddress(), "billing"), canOpenStep(withAddress(), "review")]).toEqual([true, false]);
    expect(canOpenStep(ready(), "review")).toBe(true);
  });

  it.each([
    { case: "a new cart", order: cart(), step: "shipping" },
    { case: "an address chosen", order: withAddress(), step: "billing" },
    { case: "everything chosen", order: ready(), step: "review" },
    { case: "the engagement code still missing", order: ready({ engagementCodeRequired: true }), step: "billing" },
  ] as const)("a returning buyer starts where something is missing: $case", ({ order, step }) => {
    expect(firstOpenStep(order)).toBe(step);
  });

  it("marks passed steps complete and reachable, later complete ones only complete", () => {
    expect(stepStates(ready(), "billing")).toEqual([
      { step: "shipping", number: 1, status: "complete", reachable: true },
      { step: "billing", number: 2, status: "current", reachable: false },
      { step: "review", number: 3, status: "upcoming", reachable: false },
    ]);
    expect(stepStates(ready(), "shipping").map((state) => state.status)).toEqual(["current", "complete", "upcoming"]);
    expect(stepStates(cart(), "shipping").map((state) => state.status)).toEqual(["current", "upcoming", "upcoming"]);
    // A payment chosen before the delivery address was lost: billing is not ticked past a missing step.
    const addressLost = ready({ shippingAddressId: null, shippingAddress: null });
    expect(stepStates(addressLost, "shipping").map((state) => state.status)).toEqual(["current", "upcoming", "upcoming"]);
  });
});

describe("checkoutGate", () => {
  it.each([
    { case: "an orderable cart", order: ready(), canOrder: true, gate: null },
    { case: "an empty cart", order: cart({ items: [], itemCount: 0 }), canOrder: true, gate: "empty" },
    {
      case: "a price on request",
      order: cart({ items: [item({ unitPrice: null, discountPrice: null, priceOnRequest: true })], requiresQuote: true }),
      canOrder: true,
      gate: "requires_quote",
    },
    {
      case: "an item short of stock",
      order: cart({ items: [item(), item({ id: 2, status: "insufficient_stock" })] }),
      canOrder: true,
      gate: "unavailable_items",
    },
    { case: "no right to order", order: cart(), canOrder: false, gate: "no_right" },
    {
      case: "a missing engagement code is asked for in the steps",
      order: cart({ engagementCodeRequired: true }),
      canOrder: true,
      gate: null,
    },
  ] as const)("$case", ({ order, canOrder, gate }) => {
    expect(checkoutGate(order, canOrder)).toBe(gate);
  });
});

describe("completionFix", () => {
  it.each([
    ["cart.insufficient_stock", "cart"],
    ["cart.requires_quote", "cart"],
    ["cart.address_required", "shipping"],
    ["cart.no_shipment_method_allowed", "shipping"],
    ["cart.payment_method_required", "billing"],
    ["cart.engagement_code_required", "billing"],
    ["auth.forbidden", null],
    ["server.unavailable", null],
  ] as const)("%s is put right in %s", (code, fix) => {
    expect(completionFix(code)).toBe(fix);
  });
});

describe("shippingPrice", () => {
  const standard = { code: "standard", priceCents: 1_500, freeAboveCents: 50_000 };
  const express = { code: "express", priceCents: 3_900, freeAboveCents: null };

  it.each([
    { case: "a method that costs nothing", method: { ...express, priceCents: 0 }, order: withAddress(), price: { free: true, cents: 0 } },
    {
      case: "the chosen method made free by the cart's totals",
      method: standard,
      order: withAddress({ totals: { ...cart().totals, subtotal: 60_000, shipping: 0 } }),
      price: { free: true, cents: 0 },
    },
    {
      case: "another method whose threshold the cart reaches",
      method: { ...standard, code: "pallet" },
      order: withAddress({ totals: { ...cart().totals, subtotal: 60_000 } }),
      price: { free: true, cents: 0 },
    },
    {
      case: "a threshold missed once promotions are taken off",
      method: { ...standard, code: "pallet" },
      order: withAddress({ totals: { ...cart().totals, subtotal: 52_000, promotion: -5_000 } }),
      price: { free: false, cents: 1_500 },
    },
    {
      case: "the chosen method, paid",
      method: express,
      order: withAddress({ shipments: [{ id: 11, method: "express", state: "ready" }], totals: { ...cart().totals, shipping: 3_900 } }),
      price: { free: false, cents: 3_900 },
    },
    { case: "a method without threshold", method: express, order: withAddress(), price: { free: false, cents: 3_900 } },
  ])("$case", ({ method, order, price }) => {
    expect(shippingPrice(method, order)).toEqual(price);
  });
});
