import { describe, expect, it } from "vitest";
import {
  claimCreateSchema,
  commentFieldsSchema,
  staffStatusChangeSchema,
  warrantyListQuerySchema,
  warrantyStatisticsSchema,
} from "./schemas";
import { warrantyTotals } from "./status";

const simple = {
  mode: "simple",
  variantCode: "MOW-500",
  serialNumber: "SN123456",
  purchaseDate: "2025-04-01",
  incident: { code: "engine_wont_start", date: "2026-03-01", description: "The engine does not start." },
  commissioningDate: "2025-04-10",
  hoursOfService: 120,
  labourUnits: 6,
  parts: [{ reference: "REF-1", name: "Spark plug", quantity: 2, invoiceNumber: "F2026-000001" }],
  documents: [{ fileField: "documents[0]" }, { comment: "Noise when cold" }],
};

const messages = (input: unknown) => {
  const result = claimCreateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("claim creation payload", () => {
  it("takes a simple claim", () => {
    expect(claimCreateSchema.parse(simple).mode).toBe("simple");
  });

  it("takes an advanced claim by machine token, without the simple fields", () => {
    const { variantCode, serialNumber, purchaseDate, ...rest } = simple;
    const advanced = { ...rest, mode: "advanced", machineToken: "abcdefghijklmnop1234" };
    expect(claimCreateSchema.parse(advanced).mode).toBe("advanced");
    expect(claimCreateSchema.safeParse({ ...advanced, variantCode }).success).toBe(false);
  });

  it.each([
    ["no mode", { ...simple, mode: undefined }],
    ["an unknown mode", { ...simple, mode: "other" }],
    ["an unknown field", { ...simple, extra: 1 }],
    ["a labour count that is not whole", { ...simple, labourUnits: 1.5 }],
    ["negative labour", { ...simple, labourUnits: -1 }],
    ["too much labour", { ...simple, labourUnits: 801 }],
    ["labour as text", { ...simple, labourUnits: "4" }],
    ["negative hours", { ...simple, hoursOfService: -1 }],
    ["a zero quantity", { ...simple, parts: [{ ...simple.parts[0], quantity: 0 }] }],
    ["a date that does not exist", { ...simple, commissioningDate: "2025-02-30" }],
    ["an empty description", { ...simple, incident: { ...simple.incident, description: " " } }],
    ["an incident code with spaces", { ...simple, incident: { ...simple.incident, code: "oil leak" } }],
    ["a document field of another name", { ...simple, documents: [{ fileField: "invoice" }] }],
    ["too many parts", { ...simple, parts: Array.from({ length: 51 }, () => simple.parts[0]) }],
    ["no serial number", { ...simple, serialNumber: "" }],
  ])("refuses %s", (_, input) => {
    expect(claimCreateSchema.safeParse(input).success).toBe(false);
  });

  it.each([
    ["a part without invoice", { ...simple, parts: [{ ...simple.parts[0], invoiceNumber: "" }] }, "warranty.part_without_invoice"],
    ["a part with no invoice field", { ...simple, parts: [{ reference: "R", name: "N", quantity: 1 }] }, "warranty.part_without_invoice"],
    ["an empty document", { ...simple, documents: [{ comment: "  " }] }, "warranty.document_empty"],
    [
      "a machine put into service after the incident",
      { ...simple, commissioningDate: "2026-03-02" },
      "warranty.commissioning_after_incident",
    ],
    ["a purchase after the commissioning", { ...simple, purchaseDate: "2025-05-01" }, "warranty.purchase_after_commissioning"],
    [
      "two documents on one file",
      { ...simple, documents: [{ fileField: "documents[0]" }, { fileField: "documents[0]" }] },
      "warranty.document_field_invalid",
    ],
  ])("says why it refuses %s", (_, input, code) => {
    expect(messages(input)).toContain(code);
  });
});

describe("queries and staff requests", () => {
  it("reads list queries from text", () => {
    expect(warrantyListQuerySchema.parse({ page: "2", status: "waiting_piece" })).toEqual({
      page: 2,
      itemsPerPage: 20,
      status: "waiting_piece",
    });
    expect(warrantyListQuerySchema.safeParse({ page: "0" }).success).toBe(false);
    expect(warrantyListQuerySchema.safeParse({ status: "lost" }).success).toBe(false);
    expect(warrantyListQuerySchema.safeParse({ itemsPerPage: "101" }).success).toBe(false);
  });

  it("takes a comment by claim token, empty text allowed (files may carry it)", () => {
    expect(commentFieldsSchema.parse({ claim: "abcdefghijklmnop1234", comment: " " })).toEqual({
      claim: "abcdefghijklmnop1234",
      comment: null,
    });
    expect(commentFieldsSchema.safeParse({ claim: "short", comment: "x" }).success).toBe(false);
  });

  it("takes a status change with an optional note", () => {
    expect(staffStatusChangeSchema.parse({ status: "accepted" })).toEqual({ status: "accepted", note: null });
    expect(staffStatusChangeSchema.safeParse({ status: "closed" }).success).toBe(false);
  });

  it("describes the statistics the totals make", () => {
    expect(warrantyStatisticsSchema.parse(warrantyTotals({ new: 1 })).total).toBe(1);
  });
});
