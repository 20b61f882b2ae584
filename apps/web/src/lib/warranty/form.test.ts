import { claimCreateSchema } from "@portal/domain/warranty/schemas";
import { describe, expect, it } from "vitest";
import { type ClaimForm, claimFormSchema, emptyClaimForm, labourUnitsOf, toClaim } from "./form";

const today = "2026-11-27";

function filled(): ClaimForm {
  return {
    ...emptyClaimForm(),
    incident: { code: "engine", date: "2026-11-20", description: "Does not start" },
    commissioningDate: "2026-03-01",
    hoursOfService: "120",
    parts: [{ reference: "P-100", name: "Spark plug", quantity: "2", invoiceNumber: "F2026-000001" }],
    labourHours: "1",
    labourMinutes: "45",
    documents: [{ comment: "Seen at the workshop", file: null }],
  };
}

const messages = (form: ClaimForm, mode: "advanced" | "simple" = "advanced") => {
  const result = claimFormSchema(mode, today).safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
};

describe("claim form", () => {
  it("accepts a complete advanced claim and builds the request the API accepts", () => {
    const form = filled();
    expect(messages(form)).toEqual([]);
    const { claim, files } = toClaim(form, "advanced", "machine-token-0000000001");
    expect(claimCreateSchema.safeParse(claim).success).toBe(true);
    expect(claim.labourUnits).toBe(7);
    expect(files).toEqual([]);
  });

  it("holds the domain's date rules: 30 days after the incident, not in the future, commissioning first", () => {
    expect(messages({ ...filled(), incident: { ...filled().incident, date: "2026-10-27" } })).toContain(
      "incident.date:warranty.claim_deadline_passed",
    );
    expect(messages({ ...filled(), incident: { ...filled().incident, date: "2026-10-28" } })).toEqual([]);
    expect(messages({ ...filled(), incident: { ...filled().incident, date: "2026-11-28" } })).toContain(
      "incident.date:warranty.incident_in_future",
    );
    expect(messages({ ...filled(), commissioningDate: "2026-11-21" })).toContain("commissioningDate:warranty.commissioning_after_incident");
  });

  it("wants an invoice for each part and a file or a comment for each document", () => {
    const form = filled();
    form.parts = [{ reference: "P-100", name: "Spark plug", quantity: "1", invoiceNumber: "" }];
    form.documents = [{ comment: "  ", file: null }];
    expect(messages(form)).toEqual(["parts.0.invoiceNumber:warranty.part_without_invoice", "documents.0.comment:warranty.document_empty"]);
  });

  it("names the machine in simple mode, and sends each file in the field of its document", () => {
    const form = filled();
    expect(messages(form, "simple")).toEqual(
      expect.arrayContaining(["machine.variantCode:warranty.machine_required", "machine.serialNumber:required"]),
    );
    form.machine = { variantCode: "MOW-46", variantLabel: "Mower 46", serialNumber: "SN-1", invoiceNumber: "", purchaseDate: "2026-02-01" };
    const photo = new File([new Uint8Array([1, 2, 3])], "photo.png", { type: "image/png" });
    form.documents = [
      { comment: "", file: photo },
      { comment: "Note", file: null },
      { comment: "", file: photo },
    ];
    expect(messages(form, "simple")).toEqual([]);
    const { claim, files } = toClaim(form, "simple", null);
    expect(claimCreateSchema.safeParse(claim).success).toBe(true);
    expect(claim.documents.map((entry) => entry.fileField)).toEqual(["documents[0]", null, "documents[1]"]);
    expect(files.map((entry) => entry.field)).toEqual(["documents[0]", "documents[1]"]);
  });

  it("counts labour in quarter hours", () => {
    expect(labourUnitsOf({ labourHours: "2", labourMinutes: "15" })).toBe(9);
    expect(labourUnitsOf({ labourHours: "", labourMinutes: "30" })).toBe(2);
  });
});
