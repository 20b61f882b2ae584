import { describe, expect, it } from "vitest";
import {
  acceptedFileKinds,
  chooseLanguage,
  formatKibibytes,
  isPublished,
  isValidWindow,
  orderedLanguages,
  publicationState,
} from "./rules";

describe("chooseLanguage", () => {
  it.each([
    { available: ["fr", "en", "de", "nl"], wanted: "de", expected: { locale: "de", fallback: false } },
    { available: ["fr", "en"], wanted: "de", expected: { locale: "en", fallback: true } },
    { available: ["fr", "en"], wanted: "nl", expected: { locale: "en", fallback: true } },
    { available: ["fr"], wanted: "en", expected: { locale: "fr", fallback: true } },
    { available: ["nl", "de"], wanted: "fr", expected: { locale: "de", fallback: true } },
    { available: ["nl"], wanted: "fr", expected: { locale: "nl", fallback: true } },
    { available: ["en"], wanted: "en", expected: { locale: "en", fallback: false } },
    { available: [], wanted: "fr", expected: null },
  ] as const)("$wanted among $available", ({ available, wanted, expected }) => {
    expect(chooseLanguage(available, wanted)).toEqual(expected);
  });

  it("orders languages as the interface does", () => {
    expect(orderedLanguages(["nl", "en", "fr"])).toEqual(["fr", "en", "nl"]);
  });
});

describe("publication", () => {
  const at = (text: string) => new Date(text);
  it.each([
    { from: "2026-01-01T00:00:00Z", until: null, now: "2025-12-31T23:59:59Z", published: false, state: "scheduled" },
    { from: "2026-01-01T00:00:00Z", until: null, now: "2026-01-01T00:00:00Z", published: true, state: "published" },
    { from: "2026-01-01T00:00:00Z", until: "2026-06-01T00:00:00Z", now: "2026-05-31T23:59:59Z", published: true, state: "published" },
    { from: "2026-01-01T00:00:00Z", until: "2026-06-01T00:00:00Z", now: "2026-06-01T00:00:00Z", published: false, state: "expired" },
    { from: "2026-01-01T00:00:00Z", until: "2026-06-01T00:00:00Z", now: "2027-01-01T00:00:00Z", published: false, state: "expired" },
  ] as const)("from $from until $until at $now", ({ from, until, now, published, state }) => {
    const window = { publishedFrom: at(from), publishedUntil: until ? at(until) : null };
    expect(isPublished(window, at(now))).toBe(published);
    expect(publicationState(window, at(now))).toBe(state);
  });

  it.each([
    { until: null, valid: true },
    { until: "2026-01-02T00:00:00Z", valid: true },
    { until: "2026-01-01T00:00:00Z", valid: false },
    { until: "2025-12-01T00:00:00Z", valid: false },
  ])("a window ending $until is valid: $valid", ({ until, valid }) => {
    expect(isValidWindow({ publishedFrom: at("2026-01-01T00:00:00Z"), publishedUntil: until ? at(until) : null })).toBe(valid);
  });
});

describe("files and sizes", () => {
  it("takes a workbook for a price list only", () => {
    expect(acceptedFileKinds("price_list")).toEqual(["pdf", "xlsx"]);
    expect(acceptedFileKinds("manual")).toEqual(["pdf"]);
    expect(acceptedFileKinds("training")).toEqual(["pdf"]);
  });

  it.each([
    { bytes: 1536, locale: "fr", text: "1,5 KiB" },
    { bytes: 1536, locale: "en", text: "1.5 KiB" },
    { bytes: 2_500_000, locale: "fr", text: "2\u202f441,4 KiB" },
    { bytes: 2_500_000, locale: "en", text: "2,441.4 KiB" },
    { bytes: 100, locale: "de", text: "0,1 KiB" },
  ] as const)("$bytes bytes in $locale", ({ bytes, locale, text }) => {
    expect(formatKibibytes(bytes, locale)).toBe(text);
  });
});
