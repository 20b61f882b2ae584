import { randomBytes } from "node:crypto";
import { type Database, withTransaction } from "@portal/db/client";
import {
  storedFiles,
  warrantyClaimDocuments,
  warrantyClaimParts,
  warrantyClaims,
  warrantyCommentFiles,
  warrantyComments,
  warrantyStatusChanges,
} from "@portal/db/schema/index";
import { type ErrorCode, errorCatalog } from "@portal/domain/errors/codes";
import type { FileStore } from "@portal/domain/files/file-store";
import type { Locale } from "@portal/domain/i18n/locales";
import { claimDateIssues, formatClaimNumber, labourMinutes, partsDeadline, warrantyDateOf } from "@portal/domain/warranty/rules";
import {
  type ClaimCreate,
  type ClaimCreated,
  claimCreateSchema,
  commentFieldsSchema,
  commentFileFieldSchema,
  documentFieldSchema,
  type Incident,
  type ReferenceInvoice,
  type WarrantyComment,
  type WarrantyDetail,
  type WarrantyFile,
  type WarrantyListQuery,
  type WarrantyPage,
  type WarrantyStatistics,
  type WarrantySummary,
  warrantyFileKinds,
  warrantyLimits,
} from "@portal/domain/warranty/schemas";
import { isActionRequired, isFinal, type WarrantyActor, type WarrantyStatus, warrantyTotals } from "@portal/domain/warranty/status";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../platform/auth/authenticate";
import { assertCan } from "../../platform/auth/permissions";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { enqueueMail } from "../../platform/mail/outbox";
import { rows } from "../../platform/sql";
import type { FormFile, FormPolicy, ReceivedForm } from "../../platform/uploads/form";
import { scopeOf } from "../cart/cart.service";
import { storedFileView, storeFile } from "../files/files.service";
import {
  type ClaimRow,
  type CommentRow,
  countByStatus,
  type FileRow,
  findCatalogMachine,
  findClaim,
  findFile,
  findRegisteredMachine,
  incidentExists,
  invoicesHoldingReference,
  listClaims,
  listComments,
  listDocuments,
  listIncidents,
  listParts,
  listStatusChanges,
  machineTokenOf,
} from "./warranty.queries";

/** What a claim's or a comment's form may carry. */
export const warrantyFormPolicy: FormPolicy = {
  accept: warrantyFileKinds,
  maxFileBytes: warrantyLimits.maxFileBytes,
  maxFiles: warrantyLimits.maxFiles,
  maxRequestBytes: warrantyLimits.maxRequestBytes,
  maxFields: 10,
};

/** Files are kept under this prefix of the file store. */
const FILE_PURPOSE = "warranty";

// ---- views ----

const fileView = (row: FileRow | null): WarrantyFile | null => (row ? storedFileView(row) : null);

export function warrantySummaryView(row: ClaimRow): WarrantySummary {
  return {
    token: row.token,
    number: row.number,
    mode: row.mode,
    status: row.status,
    actionRequired: isActionRequired(row.status),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    serialNumber: row.serialNumber,
    brand: row.brand,
    model: row.model,
    productName: row.productName,
    incident: { code: row.incidentCode, label: row.incidentLabel },
    incidentDate: row.incidentDate,
    customer: { firstname: row.customerFirstname, lastname: row.customerLastname },
  };
}

/** Who reads a claim: a customer of its company (their own last comment may go), or staff. */
export type Reader = { customerId: number } | "staff";

function commentView(row: CommentRow, claim: ClaimRow, last: boolean, reader: Reader): WarrantyComment {
  const own = reader !== "staff" && row.customerId === reader.customerId;
  return {
    id: row.id,
    body: row.body,
    author: { kind: row.customerId === null ? "staff" : "customer", name: row.authorName },
    localeCode: row.localeCode,
    createdAt: row.createdAt,
    files: row.files.map((file) => storedFileView(file)),
    deletable: own && last && !isFinal(claim.status),
  };
}

/** Everything filed, the status history, the thread and the refund document. */
export async function warrantyDetailView(db: Database, row: ClaimRow, reader: Reader): Promise<WarrantyDetail> {
  const [parts, documents, history, comments, refund, machineToken] = await Promise.all([
    listParts(db, row.id),
    listDocuments(db, row.id),
    listStatusChanges(db, row.id),
    listComments(db, row.id),
    row.refundFileId === null ? null : findFile(db, row.refundFileId),
    row.machineRegistrationId === null ? null : machineTokenOf(db, row.machineRegistrationId),
  ]);
  return {
    ...warrantySummaryView(row),
    internalNumber: row.internalNumber,
    variantCode: row.variantCode,
    machineToken,
    invoiceNumber: row.invoiceNumber,
    purchaseDate: row.purchaseDate,
    commissioningDate: row.commissioningDate,
    hoursOfService: row.hoursOfService,
    incidentDescription: row.incidentDescription,
    labourUnits: row.labourUnits,
    labourMinutes: labourMinutes(row.labourUnits),
    parts: parts.map((part) => ({
      reference: part.reference,
      name: part.name,
      quantity: part.quantity,
      invoice: { number: part.invoiceNumber, date: part.invoiceDate },
    })),
    documents: documents.map((document) => ({ id: document.id, comment: document.comment, file: fileView(document.file) })),
    partsDeadline: partsDeadline(row.claimDate),
    partsReceivedAt: row.partsReceivedAt,
    refundDocument: fileView(refund ?? null),
    localeCode: row.localeCode,
    history: history.map((change) => ({
      from: change.fromStatus,
      to: change.toStatus,
      by: change.actor,
      note: change.note,
      at: change.at,
    })),
    comments: comments.map((comment, index) => commentView(comment, row, index === comments.length - 1, reader)),
  };
}

// ---- shared steps ----

export type StatusAuthor = { actor: WarrantyActor; staffUserId?: number; customerId?: number };

/**
 * Moves a locked claim to `to`, logs who did it and e-mails the claim's customer in the claim's
 * language; the caller has checked the transition.
 */
export async function recordStatusChange(tx: Database, claim: ClaimRow, to: WarrantyStatus, author: StatusAuthor, note: string | null) {
  await tx.update(warrantyClaims).set({ status: to }).where(eq(warrantyClaims.id, claim.id));
  await tx.insert(warrantyStatusChanges).values({
    claimId: claim.id,
    fromStatus: claim.status,
    toStatus: to,
    actor: author.actor,
    staffUserId: author.staffUserId ?? null,
    customerId: author.customerId ?? null,
    note,
  });
  await enqueueMail(tx, {
    kind: "warranty_update",
    recipient: claim.customerEmail,
    locale: claim.localeCode,
    payload: { firstname: claim.customerFirstname, claimNumber: claim.number, claimToken: claim.token, status: to, message: note },
  });
}

/** The files of a form whose fields are named `files[i]`, every other file field refused. */
export function commentFilesOf(form: ReceivedForm): FormFile[] {
  for (const file of form.files)
    if (!commentFileFieldSchema.safeParse(file.field).success) throw new AppError("warranty.document_field_invalid");
  return form.files;
}

/** One value of a text field, or null; a field sent twice is refused. */
export function singleField(form: ReceivedForm, name: string): string | null {
  const values = form.fields[name];
  if (!values || values.length === 0) return null;
  if (values.length > 1) throw new AppError("request.invalid", { detail: `${name} given twice` });
  return values[0] ?? null;
}

/** A comment with its files, by a customer or staff, on a locked claim. */
export async function insertComment(
  tx: Database,
  store: FileStore,
  claim: ClaimRow,
  input: { body: string | null; files: FormFile[]; locale: Locale; customerId?: number; staffUserId?: number },
) {
  const [comment] = await tx
    .insert(warrantyComments)
    .values({
      claimId: claim.id,
      customerId: input.customerId ?? null,
      staffUserId: input.staffUserId ?? null,
      body: input.body,
      localeCode: input.locale,
    })
    .returning({ id: warrantyComments.id });
  if (!comment) throw new Error("comment insert returned nothing");
  for (const file of input.files) {
    const stored = await storeFile(tx, store, {
      companyId: claim.companyId,
      customerId: input.customerId,
      staffUserId: input.staffUserId,
      purpose: FILE_PURPOSE,
      file,
    });
    await tx.insert(warrantyCommentFiles).values({ commentId: comment.id, fileId: stored.id });
  }
  // The thread moves the claim's list position: the last change is the last word.
  await tx.update(warrantyClaims).set({ updatedAt: sql`now()` }).where(eq(warrantyClaims.id, claim.id));
  return comment.id;
}

/** The first domain code among a schema's issues, or a plain invalid request naming the fields. */
export function refusalOf(error: z.ZodError): AppError {
  for (const issue of error.issues) {
    if (Object.hasOwn(errorCatalog, issue.message)) return new AppError(issue.message as ErrorCode);
  }
  return new AppError("request.invalid", {
    detail: error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".") || "claim"}: ${issue.message}`)
      .join("; "),
  });
}

const newToken = () => randomBytes(24).toString("base64url");

// ---- the customer's use cases ----

export function createWarrantyService({ db, clock, files }: { db: Database; clock: Clock; files: FileStore }) {
  async function requireClaim(actor: Actor, token: string, locale: Locale, tx: Database = db, lock = false) {
    const { companyId } = scopeOf(actor);
    const claim = await findClaim(tx, token, companyId, locale, { lock });
    if (!claim) throw new AppError("warranty.not_found");
    return claim;
  }

  async function incidents(locale: Locale): Promise<Incident[]> {
    return listIncidents(db, locale);
  }

  async function referenceInvoices(actor: Actor, reference: string): Promise<ReferenceInvoice[]> {
    const { companyId } = scopeOf(actor);
    const found = await invoicesHoldingReference(db, companyId, reference);
    return found.map(({ invoiceNumber, date, orderNumber, quantity }) => ({ invoiceNumber, date, orderNumber, quantity }));
  }

  /** The claim in the form's `claim` field (JSON) checked by the schema, with each document's file. */
  function readClaimForm(form: ReceivedForm): { claim: ClaimCreate; filesByField: Map<string, FormFile> } {
    const text = singleField(form, "claim");
    if (text === null || text.length > warrantyLimits.maxPayloadChars) throw new AppError("warranty.payload_invalid");
    for (const name of Object.keys(form.fields))
      if (name !== "claim") throw new AppError("request.invalid", { detail: `unknown field ${name}` });
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new AppError("warranty.payload_invalid");
    }
    const parsed = claimCreateSchema.safeParse(json);
    if (!parsed.success) throw refusalOf(parsed.error);
    const filesByField = new Map<string, FormFile>();
    for (const file of form.files) {
      if (!documentFieldSchema.safeParse(file.field).success || filesByField.has(file.field))
        throw new AppError("warranty.document_field_invalid");
      filesByField.set(file.field, file);
    }
    // Every file belongs to a document entry and every entry naming a file got it.
    const named = new Set(parsed.data.documents.flatMap((d) => (d.fileField ? [d.fileField] : [])));
    if (named.size !== filesByField.size || [...named].some((field) => !filesByField.has(field))) {
      throw new AppError("warranty.document_field_invalid");
    }
    return { claim: parsed.data, filesByField };
  }

  /**
   * Files a claim: the rules checked again (dates against today in Paris, the incident, the
   * machine, each part's invoice of the company holding its reference), then the claim, its parts,
   * documents and first history line in one transaction. Answers its number and token. The form is
   * read only once the right is checked.
   */
  async function submit(actor: Actor, receive: () => Promise<ReceivedForm>, locale: Locale): Promise<ClaimCreated> {
    await assertCan(db, actor, "warranty.request");
    const { companyId, customerId } = scopeOf(actor);
    const { claim, filesByField } = readClaimForm(await receive());
    const now = clock.now();
    const today = warrantyDateOf(now);
    const [dateIssue] = claimDateIssues({ incidentDate: claim.incident.date, commissioningDate: claim.commissioningDate }, today);
    if (dateIssue) throw new AppError(dateIssue.code);
    if (!(await incidentExists(db, claim.incident.code))) throw new AppError("warranty.incident_unknown");

    let machine: {
      machineRegistrationId: number | null;
      variantCode: string | null;
      serialNumber: string;
      brand: string | null;
      model: string | null;
      productName: string | null;
      invoiceNumber: string | null;
      purchaseDate: string | null;
    };
    if (claim.mode === "simple") {
      const found = await findCatalogMachine(db, claim.variantCode, locale);
      if (!found) throw new AppError("warranty.variant_unknown");
      machine = {
        machineRegistrationId: null,
        variantCode: found.variantCode,
        serialNumber: claim.serialNumber,
        brand: found.brand,
        model: found.model,
        productName: found.productName,
        invoiceNumber: claim.invoiceNumber,
        purchaseDate: claim.purchaseDate ?? null,
      };
    } else {
      const found = await findRegisteredMachine(db, claim.machineToken, companyId);
      if (!found) throw new AppError("warranty.machine_not_found");
      machine = {
        machineRegistrationId: found.id,
        variantCode: found.variantCode,
        serialNumber: found.serialNumber,
        brand: found.brand,
        model: found.model,
        productName: found.model,
        invoiceNumber: null,
        purchaseDate: found.sellingDate,
      };
    }
    if (machine.purchaseDate && machine.purchaseDate > claim.commissioningDate) throw new AppError("warranty.purchase_after_commissioning");

    // Each part by an invoice of this company that holds its reference.
    const invoiceIds: number[] = [];
    for (const part of claim.parts) {
      const [invoice] = await invoicesHoldingReference(db, companyId, part.reference, [part.invoiceNumber]);
      if (!invoice) throw new AppError("warranty.part_without_invoice", { detail: part.reference });
      invoiceIds.push(invoice.invoiceId);
    }

    return withTransaction(db, async (tx) => {
      const [{ sequence } = { sequence: 0 }] = await rows<{ sequence: number }>(
        tx,
        sql`select nextval('warranty_claim_number_seq')::int as sequence`,
      );
      const number = formatClaimNumber(Number(today.slice(0, 4)), sequence);
      const token = newToken();
      const [created] = await tx
        .insert(warrantyClaims)
        .values({
          token,
          number,
          mode: claim.mode,
          companyId,
          customerId,
          ...machine,
          commissioningDate: claim.commissioningDate,
          hoursOfService: claim.hoursOfService,
          incidentCode: claim.incident.code,
          incidentDate: claim.incident.date,
          incidentDescription: claim.incident.description,
          labourUnits: claim.labourUnits,
          status: "new",
          claimDate: today,
          localeCode: locale,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: warrantyClaims.id });
      if (!created) throw new Error("claim insert returned nothing");
      if (claim.parts.length > 0) {
        await tx.insert(warrantyClaimParts).values(
          claim.parts.map((part, index) => ({
            claimId: created.id,
            reference: part.reference,
            name: part.name,
            quantity: part.quantity,
            invoiceId: invoiceIds[index] as number,
          })),
        );
      }
      for (const [position, document] of claim.documents.entries()) {
        const file = document.fileField ? filesByField.get(document.fileField) : undefined;
        const stored = file ? await storeFile(tx, files, { companyId, customerId, purpose: FILE_PURPOSE, file }) : null;
        await tx
          .insert(warrantyClaimDocuments)
          .values({ claimId: created.id, fileId: stored?.id ?? null, comment: document.comment, position });
      }
      await tx
        .insert(warrantyStatusChanges)
        .values({ claimId: created.id, fromStatus: null, toStatus: "new", actor: "customer", customerId, at: now });
      return { number, token };
    });
  }

  async function list(actor: Actor, query: WarrantyListQuery, locale: Locale): Promise<WarrantyPage> {
    const { companyId } = scopeOf(actor);
    const { items, total } = await listClaims(
      db,
      { companyId, q: query.q || undefined, status: query.status, serialNumber: query.serialNumber },
      query,
      locale,
    );
    return { items: items.map(warrantySummaryView), page: query.page, itemsPerPage: query.itemsPerPage, total };
  }

  async function get(actor: Actor, token: string, locale: Locale): Promise<WarrantyDetail> {
    return warrantyDetailView(db, await requireClaim(actor, token, locale), { customerId: actor.customerId });
  }

  async function statistics(actor: Actor): Promise<WarrantyStatistics> {
    const { companyId } = scopeOf(actor);
    const counts = await countByStatus(db, companyId);
    return warrantyTotals(Object.fromEntries(counts.map((row) => [row.status, row.count])));
  }

  /**
   * A customer's comment, with files. On a claim waiting for more information it is the answer:
   * the claim goes back in progress, logged as the customer's move.
   */
  async function comment(actor: Actor, receive: () => Promise<ReceivedForm>, locale: Locale): Promise<WarrantyDetail> {
    await assertCan(db, actor, "warranty.request");
    const form = await receive();
    for (const name of Object.keys(form.fields)) {
      if (name !== "claim" && name !== "comment") throw new AppError("request.invalid", { detail: `unknown field ${name}` });
    }
    const parsed = commentFieldsSchema.safeParse({ claim: singleField(form, "claim") ?? undefined, comment: singleField(form, "comment") });
    if (!parsed.success) {
      // An unreadable claim token names no claim of the company.
      if (parsed.error.issues.some((issue) => issue.path[0] === "claim")) throw new AppError("warranty.not_found");
      throw refusalOf(parsed.error);
    }
    const commentFiles = commentFilesOf(form);
    const token = await withTransaction(db, async (tx) => {
      const claim = await requireClaim(actor, parsed.data.claim, locale, tx, true);
      if (isFinal(claim.status)) throw new AppError("warranty.closed");
      if (!parsed.data.comment && commentFiles.length === 0) throw new AppError("warranty.comment_empty");
      await insertComment(tx, files, claim, { body: parsed.data.comment, files: commentFiles, locale, customerId: actor.customerId });
      if (claim.status === "request_more_information") {
        await recordStatusChange(tx, claim, "in_progress", { actor: "customer", customerId: actor.customerId }, null);
      }
      return claim.token;
    });
    return get(actor, token, locale);
  }

  /** Deletes one's own comment while it is the last of the thread of an open claim. */
  async function deleteComment(actor: Actor, id: number): Promise<void> {
    const { companyId } = scopeOf(actor);
    await withTransaction(db, async (tx) => {
      const [found] = await rows<{ claimId: number; customerId: number | null; status: WarrantyStatus; last: boolean }>(
        tx,
        sql`select m.claim_id as "claimId", m.customer_id as "customerId", c.status,
          not exists (select 1 from warranty_comments later where later.claim_id = m.claim_id and later.id > m.id) as last
        from warranty_comments m join warranty_claims c on c.id = m.claim_id
        where m.id = ${id} and c.company_id = ${companyId}
        for update of c`,
      );
      if (!found) throw new AppError("warranty.comment_not_found");
      if (found.customerId !== actor.customerId || !found.last) throw new AppError("warranty.comment_not_deletable");
      if (isFinal(found.status)) throw new AppError("warranty.closed");
      const attached = await tx
        .select({ fileId: warrantyCommentFiles.fileId })
        .from(warrantyCommentFiles)
        .where(eq(warrantyCommentFiles.commentId, id));
      await tx.delete(warrantyComments).where(and(eq(warrantyComments.id, id), eq(warrantyComments.claimId, found.claimId)));
      if (attached.length > 0) {
        await tx.delete(storedFiles).where(
          inArray(
            storedFiles.id,
            attached.map((row) => row.fileId),
          ),
        );
      }
    });
  }

  return { incidents, referenceInvoices, submit, list, get, statistics, comment, deleteComment };
}

export type WarrantyService = ReturnType<typeof createWarrantyService>;
