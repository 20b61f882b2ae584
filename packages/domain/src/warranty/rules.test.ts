import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  arePartsOverdue,
  claimDateIssues,
  claimDeadline,
  formatClaimNumber,
  isDocumentFilled,
  isValidLabourUnits,
  isWithinClaimDeadline,
  labourMinutes,
  MAX_LABOUR_UNITS,
  partsDeadline,
  partsWithoutInvoice,
  warrantyDateOf,
} from "./rules";

describe("calendar arithmetic", () => {
  it.each([
    ["2026-01-31", 1, "2026-02-01"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-03-29", 30, "2026-04-28"],
  ] as const)("%s + %d days = %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ["2026-01-15", 2, "2026-03-15"],
    ["2026-12-31", 2, "2027-02-28"],
    ["2027-12-31", 2, "2028-02-29"],
    ["2026-08-31", 2, "2026-10-31"],
    ["2026-07-31", 2, "2026-09-30"],
    ["2026-11-30", 2, "2027-01-30"],
  ] as const)("%s + %d months = %s", (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it("refuses what is not a calendar date", () => {
    expect(() => addDays("2026-1-1", 1)).toThrow(RangeError);
  });

  it("dates an instant in Paris, not in UTC", () => {
    expect(warrantyDateOf(new Date("2026-03-09T22:59:59Z"))).toBe("2026-03-09");
    expect(warrantyDateOf(new Date("2026-03-09T23:00:00Z"))).toBe("2026-03-10");
    // Summer time: midnight in Paris is 22:00 UTC.
    expect(warrantyDateOf(new Date("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
  });
});

describe("30 days after the incident", () => {
  it.each([
    ["2026-03-01", "2026-03-01", true],
    ["2026-03-01", "2026-03-30", true],
    ["2026-03-01", "2026-03-31", true],
    ["2026-03-01", "2026-04-01", false],
    ["2026-02-01", "2026-03-03", true],
    ["2026-02-01", "2026-03-04", false],
  ] as const)("incident %s, claimed %s: %s", (incident, today, ok) => {
    expect(isWithinClaimDeadline(incident, today)).toBe(ok);
  });

  it("ends on the 30th day", () => {
    expect(claimDeadline("2026-03-01")).toBe("2026-03-31");
  });

  it.each([
    [{ incidentDate: "2026-03-01", commissioningDate: "2025-06-01" }, "2026-03-31", []],
    [{ incidentDate: "2026-03-01", commissioningDate: "2026-03-01" }, "2026-04-01", ["warranty.claim_deadline_passed"]],
    [{ incidentDate: "2026-04-02", commissioningDate: "2025-06-01" }, "2026-04-01", ["warranty.incident_in_future"]],
    [{ incidentDate: "2026-03-01", commissioningDate: "2026-03-02" }, "2026-03-05", ["warranty.commissioning_after_incident"]],
    [
      { incidentDate: "2026-01-01", commissioningDate: "2026-03-02" },
      "2026-03-05",
      ["warranty.claim_deadline_passed", "warranty.commissioning_after_incident"],
    ],
  ] as const)("%j on %s -> %j", (claim, today, codes) => {
    expect(claimDateIssues(claim, today).map((issue) => issue.code)).toEqual(codes);
  });
});

describe("parts within 2 months of the claim", () => {
  it.each([
    ["2026-01-15", null, "2026-03-15", false],
    ["2026-01-15", null, "2026-03-16", true],
    ["2026-01-15", "2026-03-20", "2026-04-01", false],
    ["2026-12-31", null, "2027-02-28", false],
    ["2026-12-31", null, "2027-03-01", true],
  ] as const)("claimed %s, received %s, on %s overdue: %s", (claimDate, partsReceivedAt, today, overdue) => {
    expect(arePartsOverdue({ claimDate, partsReceivedAt }, today)).toBe(overdue);
  });

  it("has its last day two calendar months later", () => {
    expect(partsDeadline("2026-05-10")).toBe("2026-07-10");
  });
});

describe("labour in quarter hours", () => {
  it.each([
    [0, true],
    [1, true],
    [MAX_LABOUR_UNITS, true],
    [MAX_LABOUR_UNITS + 1, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
  ])("%d units valid: %s", (units, ok) => {
    expect(isValidLabourUnits(units)).toBe(ok);
  });

  it("counts 15 minutes a unit", () => {
    expect(labourMinutes(6)).toBe(90);
  });
});

describe("documents and parts", () => {
  it.each([
    [{ fileField: "documents[0]" }, true],
    [{ comment: "photo of the deck" }, true],
    [{ fileField: "documents[1]", comment: "both" }, true],
    [{ comment: "   " }, false],
    [{ fileField: null, comment: null }, false],
    [{}, false],
  ])("%j filled: %s", (entry, ok) => {
    expect(isDocumentFilled(entry)).toBe(ok);
  });

  it("finds the parts no invoice of the company backs", () => {
    const invoiced = new Set(["A1|F2026-000001", "B2|F2026-000002"]);
    const parts = [
      { reference: "A1", invoiceNumber: "F2026-000001" },
      { reference: "A1", invoiceNumber: "F2026-000002" },
      { reference: "B2", invoiceNumber: "F2026-000002" },
      { reference: "C3", invoiceNumber: "" },
    ];
    expect(partsWithoutInvoice(parts, (reference, number) => invoiced.has(`${reference}|${number}`))).toEqual([parts[1], parts[3]]);
  });

  it("numbers claims G-year-sequence", () => {
    expect(formatClaimNumber(2026, 123)).toBe("G-2026-000123");
  });
});
