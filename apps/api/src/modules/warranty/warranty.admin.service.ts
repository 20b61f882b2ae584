import { type Database, withTransaction } from "@portal/db/client";
import { warrantyClaims } from "@portal/db/schema/index";
import type { FileStore } from "@portal/domain/files/file-store";
import type { Locale } from "@portal/domain/i18n/locales";
import { warrantyDateOf } from "@portal/domain/warranty/rules";
import {
  type StaffStatusChange,
  type StaffWarranty,
  type StaffWarrantyQuery,
  staffCommentFieldsSchema,
  warrantyLimits,
} from "@portal/domain/warranty/schemas";
import { canTransition, isFinal, nextStatuses } from "@portal/domain/warranty/status";
import { eq, sql } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { enqueueMail } from "../../platform/mail/outbox";
import type { FormPolicy, ReceivedForm } from "../../platform/uploads/form";
import { storeFile } from "../files/files.service";
import { type ClaimRow, findClaim, listClaims } from "./warranty.queries";
import {
  commentFilesOf,
  insertComment,
  recordStatusChange,
  refusalOf,
  singleField,
  warrantyDetailView,
  warrantySummaryView,
} from "./warranty.service";

/** Staff read claims in French, the back office's language. */
const STAFF_LOCALE: Locale = "fr";

/** The refund document: one PDF. */
export const refundFormPolicy: FormPolicy = {
  accept: ["pdf"],
  maxFileBytes: warrantyLimits.maxFileBytes,
  maxFiles: 1,
  maxRequestBytes: warrantyLimits.maxFileBytes,
  maxFields: 1,
};

const staffFieldsOf = (row: ClaimRow) => ({
  company: { id: row.companyId, corporateName: row.companyName },
  customer: { id: row.customerId, email: row.customerEmail, firstname: row.customerFirstname, lastname: row.customerLastname },
  internalNumber: row.internalNumber,
});

/** Provider staff run the claims: status, internal number, parts received, comments, refund document. */
export function createWarrantyAdminService({ db, clock, files }: { db: Database; clock: Clock; files: FileStore }) {
  async function requireClaim(token: string, tx: Database = db, lock = false) {
    const claim = await findClaim(tx, token, null, STAFF_LOCALE, { lock });
    if (!claim) throw new AppError("warranty.not_found");
    return claim;
  }

  async function view(claim: ClaimRow): Promise<StaffWarranty> {
    return {
      ...(await warrantyDetailView(db, claim, "staff")),
      ...staffFieldsOf(claim),
      nextStatuses: nextStatuses(claim.status, "staff"),
    };
  }

  async function get(token: string): Promise<StaffWarranty> {
    return view(await requireClaim(token));
  }

  async function list(query: StaffWarrantyQuery) {
    const { items, total } = await listClaims(
      db,
      { companyId: query.companyId, q: query.q || undefined, status: query.status },
      query,
      STAFF_LOCALE,
    );
    return {
      items: items.map((row) => ({ ...warrantySummaryView(row), ...staffFieldsOf(row) })),
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      total,
    };
  }

  /** Moves a claim along an allowed transition (409 otherwise), with an optional note for the customer. */
  async function changeStatus(token: string, staffUserId: number, input: StaffStatusChange): Promise<StaffWarranty> {
    await withTransaction(db, async (tx) => {
      const claim = await requireClaim(token, tx, true);
      if (!canTransition(claim.status, input.status, "staff")) throw new AppError("warranty.status_transition_invalid");
      await recordStatusChange(tx, claim, input.status, { actor: "staff", staffUserId }, input.note);
    });
    return get(token);
  }

  async function setInternalNumber(token: string, internalNumber: string | null): Promise<StaffWarranty> {
    const claim = await requireClaim(token);
    await db.update(warrantyClaims).set({ internalNumber }).where(eq(warrantyClaims.id, claim.id));
    return get(token);
  }

  /** The replaced parts arrived (today unless dated): the 2-month sweep leaves the claim alone. */
  async function markPartsReceived(token: string, receivedOn: string | undefined): Promise<StaffWarranty> {
    const today = warrantyDateOf(clock.now());
    const day = receivedOn ?? today;
    await withTransaction(db, async (tx) => {
      const claim = await requireClaim(token, tx, true);
      if (isFinal(claim.status)) throw new AppError("warranty.closed");
      if (day > today || day < claim.claimDate) {
        throw new AppError("request.invalid", { detail: "receivedOn: between the claim's date and today" });
      }
      await tx.update(warrantyClaims).set({ partsReceivedAt: day }).where(eq(warrantyClaims.id, claim.id));
    });
    return get(token);
  }

  /** A staff comment with files, e-mailed to the claim's customer in the claim's language. */
  async function comment(token: string, staffUserId: number, form: ReceivedForm): Promise<StaffWarranty> {
    for (const name of Object.keys(form.fields)) {
      if (name !== "comment") throw new AppError("request.invalid", { detail: `unknown field ${name}` });
    }
    const parsed = staffCommentFieldsSchema.safeParse({ comment: singleField(form, "comment") });
    if (!parsed.success) throw refusalOf(parsed.error);
    const commentFiles = commentFilesOf(form);
    await withTransaction(db, async (tx) => {
      const claim = await requireClaim(token, tx, true);
      if (isFinal(claim.status)) throw new AppError("warranty.closed");
      if (!parsed.data.comment && commentFiles.length === 0) throw new AppError("warranty.comment_empty");
      await insertComment(tx, files, claim, { body: parsed.data.comment, files: commentFiles, locale: claim.localeCode, staffUserId });
      await enqueueMail(tx, {
        kind: "warranty_update",
        recipient: claim.customerEmail,
        locale: claim.localeCode,
        payload: {
          firstname: claim.customerFirstname,
          claimNumber: claim.number,
          claimToken: claim.token,
          status: null,
          message: parsed.data.comment,
        },
      });
    });
    return get(token);
  }

  /** Attaches (or replaces) the refund document of an accepted claim: one PDF in the field `refund`. */
  async function attachRefund(token: string, staffUserId: number, form: ReceivedForm): Promise<StaffWarranty> {
    const [file] = form.files;
    if (file?.field !== "refund" || Object.keys(form.fields).length > 0) {
      throw new AppError("request.invalid", { detail: "one PDF in the field refund" });
    }
    await withTransaction(db, async (tx) => {
      const claim = await requireClaim(token, tx, true);
      if (claim.status !== "accepted") throw new AppError("warranty.refund_requires_acceptance");
      const stored = await storeFile(tx, files, { companyId: claim.companyId, staffUserId, purpose: "warranty", file });
      await tx.update(warrantyClaims).set({ refundFileId: stored.id, updatedAt: sql`now()` }).where(eq(warrantyClaims.id, claim.id));
    });
    return get(token);
  }

  return { list, get, changeStatus, setInternalNumber, markPartsReceived, comment, attachRefund };
}

export type WarrantyAdminService = ReturnType<typeof createWarrantyAdminService>;
