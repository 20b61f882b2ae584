import { describe, expect, it } from "vitest";
import { cartLimits } from "../orders/limits";
import { diagramLinkQuery } from "./links";
import { diagramLinkOf, mergeLines, parsePartsmartMessage, referenceKey } from "./rules";

const origin = "https://parts.example.com";

describe("referenceKey", () => {
  it.each([
    ["vrd-123.456", "VRD123456"],
    [" VRD 123 456 ", "VRD123456"],
    ["krl_0001", "KRL0001"],
  ])("%s → %s", (reference, key) => expect(referenceKey(reference)).toBe(key));
});

describe("mergeLines", () => {
  it.each([
    { lines: [{ reference: "A-1", quantity: 1 }], expected: [{ reference: "A-1", quantity: 1 }] },
    {
      lines: [
        { reference: "A-1", quantity: 1 },
        { reference: "a 1", quantity: 2 },
        { reference: "B-2", quantity: 3 },
      ],
      expected: [
        { reference: "A-1", quantity: 3 },
        { reference: "B-2", quantity: 3 },
      ],
    },
    {
      lines: [
        { reference: "A-1", quantity: cartLimits.maxQuantity },
        { reference: "A1", quantity: 5 },
      ],
      expected: [{ reference: "A-1", quantity: cartLimits.maxQuantity }],
    },
  ])("$lines.length lines → $expected.length", ({ lines, expected }) => expect(mergeLines(lines)).toEqual(expected));
});

describe("parsePartsmartMessage", () => {
  const good = { type: "partsmart:add-to-cart", lines: [{ reference: "VRD-1", quantity: 2 }] };
  it.each([
    { name: "a valid message from the configured origin", from: origin, data: good, expected: [{ reference: "VRD-1", quantity: 2 }] },
    { name: "another origin", from: "https://evil.example", data: good, expected: null },
    { name: "a look-alike origin", from: `${origin}.evil.example`, data: good, expected: null },
    { name: "another type", from: origin, data: { ...good, type: "other" }, expected: null },
    { name: "no lines", from: origin, data: { ...good, lines: [] }, expected: null },
    { name: "a zero quantity", from: origin, data: { ...good, lines: [{ reference: "VRD-1", quantity: 0 }] }, expected: null },
    { name: "an extra field", from: origin, data: { ...good, script: "x" }, expected: null },
    { name: "a string", from: origin, data: JSON.stringify(good), expected: null },
    { name: "null", from: origin, data: null, expected: null },
  ])("$name", ({ from, data, expected }) => expect(parsePartsmartMessage(from, origin, data)).toEqual(expected));
});

describe("diagram deep links", () => {
  it.each([
    {
      params: { model: "VRD-LM320", assembly: "engine", position: "3" },
      expected: { model: "VRD-LM320", assembly: "engine", position: 3 },
    },
    {
      params: { model: "VRD-LM320", assembly: "engine", position: "0" },
      expected: { model: "VRD-LM320", assembly: "engine", position: null },
    },
    {
      params: { model: "VRD-LM320", assembly: "Engine!", position: "3" },
      expected: { model: "VRD-LM320", assembly: null, position: null },
    },
    { params: { model: "<script>", assembly: "engine" }, expected: { model: null, assembly: null, position: null } },
    { params: {}, expected: { model: null, assembly: null, position: null } },
  ])("$params", ({ params, expected }) => expect(diagramLinkOf(params)).toEqual(expected));

  it("writes a position only with its assembly", () => {
    expect(diagramLinkQuery({ model: "M", assembly: "engine", position: 2 })).toEqual({ model: "M", assembly: "engine", position: "2" });
    expect(diagramLinkQuery({ model: "M", position: 2 })).toEqual({ model: "M" });
  });
});
