import { invoiceNumberSchema } from "@portal/domain/invoices/schemas";
import { claimDateIssues, LABOUR_UNIT_MINUTES, MAX_LABOUR_UNITS } from "@portal/domain/warranty/rules";
import { type ClaimCreate, warrantyLimits } from "@portal/domain/warranty/schemas";
import type { FieldPath } from "react-hook-form";
import { z } from "zod";

/**
 * The claim wizard's form: text as typed (numbers included), files as chosen. The rules of the
 * domain run on it live; `toClaim` turns it into the request the API validates again.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const requiredText = (max: number) => z.string().trim().min(1, "required").max(max, `max_length?length=${max}`);
const day = z.string().regex(DAY, "required");
const wholeNumber = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "required")
    .regex(/^\d{1,9}$/, "integer")
    .refine((text) => Number(text) <= max, "invalid");

export const labourMinuteChoices = [0, 15, 30, 45] as const;

const partSchema = z.object({
  reference: requiredText(warrantyLimits.referenceLength),
  name: requiredText(warrantyLimits.partNameLength),
  quantity: wholeNumber(warrantyLimits.maxPartQuantity).refine((text) => Number(text) >= 1, "invalid"),
  invoiceNumber: z.string().trim().min(1, "warranty.part_without_invoice").pipe(invoiceNumberSchema),
});

const documentSchema = z
  .object({
    comment: z.string().max(warrantyLimits.commentLength, `max_length?length=${warrantyLimits.commentLength}`),
    file: z.custom<File | null>(),
  })
  .refine((entry) => entry.file !== null || entry.comment.trim() !== "", { message: "warranty.document_empty", path: ["comment"] });

export type ClaimMode = ClaimCreate["mode"];

/** A registered machine as the advanced claim shows it. */
export type ClaimMachine = { token: string; brand: string; model: string; serialNumber: string; sellingDate: string; endCustomer: string };

export function claimFormSchema(mode: ClaimMode, today: string) {
  return z
    .object({
      machine: z.object({
        variantCode: mode === "simple" ? z.string().min(1, "warranty.machine_required") : z.string(),
        variantLabel: z.string(),
        serialNumber: mode === "simple" ? requiredText(warrantyLimits.serialNumberLength) : z.string(),
        invoiceNumber: z.string().trim().max(40, "max_length?length=40"),
        purchaseDate: z.string().refine((text) => text === "" || DAY.test(text), "invalid"),
      }),
      incident: z.object({
        code: z.string().min(1, "required"),
        date: day,
        description: requiredText(warrantyLimits.descriptionLength),
      }),
      commissioningDate: day,
      hoursOfService: wholeNumber(warrantyLimits.maxHoursOfService),
      parts: z.array(partSchema).max(warrantyLimits.maxParts),
      labourHours: wholeNumber(Math.floor((MAX_LABOUR_UNITS * LABOUR_UNIT_MINUTES) / 60)),
      labourMinutes: z.enum(["0", "15", "30", "45"]),
      documents: z.array(documentSchema).max(warrantyLimits.maxDocuments),
    })
    .superRefine((form, ctx) => {
      if (DAY.test(form.incident.date) && DAY.test(form.commissioningDate)) {
        for (const issue of claimDateIssues({ incidentDate: form.incident.date, commissioningDate: form.commissioningDate }, today)) {
          ctx.addIssue({ code: "custom", message: issue.code, path: issue.path.split(".") });
        }
      }
      if (
        mode === "simple" &&
        form.machine.purchaseDate &&
        DAY.test(form.commissioningDate) &&
        form.machine.purchaseDate > form.commissioningDate
      ) {
        ctx.addIssue({ code: "custom", message: "warranty.purchase_after_commissioning", path: ["machine", "purchaseDate"] });
      }
      if (labourUnitsOf(form) > MAX_LABOUR_UNITS) {
        ctx.addIssue({ code: "custom", message: "warranty.labour_too_long", path: ["labourHours"] });
      }
    });
}

export type ClaimForm = z.input<ReturnType<typeof claimFormSchema>>;

export const emptyDocument = (): ClaimForm["documents"][number] => ({ comment: "", file: null });
export const emptyPart = (): ClaimForm["parts"][number] => ({ reference: "", name: "", quantity: "1", invoiceNumber: "" });

export function emptyClaimForm(): ClaimForm {
  return {
    machine: { variantCode: "", variantLabel: "", serialNumber: "", invoiceNumber: "", purchaseDate: "" },
    incident: { code: "", date: "", description: "" },
    commissioningDate: "",
    hoursOfService: "",
    parts: [],
    labourHours: "0",
    labourMinutes: "0",
    documents: [emptyDocument()],
  };
}

/** Labour in quarter hours from the hours and minutes typed. */
export function labourUnitsOf(form: Pick<ClaimForm, "labourHours" | "labourMinutes">): number {
  const hours = /^\d{1,9}$/.test(form.labourHours.trim()) ? Number(form.labourHours) : 0;
  return (hours * 60 + Number(form.labourMinutes)) / LABOUR_UNIT_MINUTES;
}

/** The form fields of each step, validated when leaving it. */
export const stepFields = {
  machine: ["machine"],
  incident: ["incident", "commissioningDate", "hoursOfService"],
  parts: ["parts"],
  labour: ["labourHours", "labourMinutes"],
  documents: ["documents"],
} as const satisfies Record<string, readonly FieldPath<ClaimForm>[]>;

/** The request of the API, and the files with the multipart field each goes in. */
export function toClaim(
  form: ClaimForm,
  mode: ClaimMode,
  machineToken: string | null,
): { claim: ClaimCreate; files: { field: string; file: File }[] } {
  const files: { field: string; file: File }[] = [];
  const documents = form.documents.map((entry) => {
    let fileField: string | null = null;
    if (entry.file) {
      fileField = `documents[${files.length}]`;
      files.push({ field: fileField, file: entry.file });
    }
    return { fileField, comment: entry.comment.trim() || null };
  });
  const common = {
    incident: { code: form.incident.code, date: form.incident.date, description: form.incident.description.trim() },
    commissioningDate: form.commissioningDate,
    hoursOfService: Number(form.hoursOfService),
    labourUnits: labourUnitsOf(form),
    parts: form.parts.map((part) => ({
      reference: part.reference.trim(),
      name: part.name.trim(),
      quantity: Number(part.quantity),
      invoiceNumber: part.invoiceNumber.trim(),
    })),
    documents,
  };
  const claim: ClaimCreate =
    mode === "advanced"
      ? { mode, machineToken: machineToken ?? "", ...common }
      : {
          mode,
          variantCode: form.machine.variantCode,
          serialNumber: form.machine.serialNumber.trim(),
          invoiceNumber: form.machine.invoiceNumber.trim() || null,
          purchaseDate: form.machine.purchaseDate || null,
          ...common,
        };
  return { claim, files };
}

/** Which step holds what an API error code is about, to open it with the message on the field. */
export const codeTargets: Partial<Record<string, { step: keyof typeof stepFields; field: string }>> = {
  "warranty.variant_unknown": { step: "machine", field: "machine.variantCode" },
  "warranty.purchase_after_commissioning": { step: "machine", field: "machine.purchaseDate" },
  "warranty.incident_unknown": { step: "incident", field: "incident.code" },
  "warranty.incident_in_future": { step: "incident", field: "incident.date" },
  "warranty.claim_deadline_passed": { step: "incident", field: "incident.date" },
  "warranty.commissioning_after_incident": { step: "incident", field: "commissioningDate" },
};
