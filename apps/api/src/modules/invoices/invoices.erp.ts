import { createHash } from "node:crypto";
import { type Database, withTransaction } from "@portal/db/client";
import { seller } from "@portal/domain/invoices/parties";
import type { ErpInvoice, ErpInvoiceReport } from "@portal/domain/invoices/schemas";
import { invoiceTotalsOf } from "@portal/domain/invoices/totals";
import { sql } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import { rows } from "../../platform/sql";
import { insertInvoices, type NewInvoice } from "./invoices.queries";
import { buyerOf } from "./invoices.service";

/*
 * Invoices and credit notes of the manufacturer's ERP, upserted by the ERP's id. Their numbers are
 * the ERP's, in the same unique space as the portal's (whose own shapes the schema refuses), so a
 * number always names one document. A document once imported never changes: sent again, it is
 * `unchanged`, or `updated` when only its paid amount moved; any other difference is refused
 * (`invoice.immutable`: the ERP corrects with a credit note). Every item is answered, in order.
 * The whole call is one transaction, read and written set-based (10,000 invoices in a few queries),
 * and ERP calls take turns (an advisory lock), so two calls never race on the same ids.
 */

type Existing = {
  id: number;
  externalId: string;
  number: string;
  fingerprint: string;
  paidCents: number;
};
type Company = {
  id: number;
  clientCode: string;
  corporateName: string;
  siret: string | null;
  countryCode: string | null;
  street: string | null;
  zipCode: string | null;
  city: string | null;
};
type Target = {
  id: number;
  number: string;
  companyId: number;
  kind: string;
  totalInclVatCents: number;
  creditedCents: number;
  orderId: number | null;
  orderNumber: string | null;
};

/** What an import may never change, hashed: everything but the paid amount. */
export function fingerprintOf(item: ErpInvoice): string {
  const { paidAmount: _, ...fixed } = item;
  const canonical = JSON.stringify(fixed, Object.keys(fixed).sort());
  const lines = JSON.stringify(
    item.lines.map((line) => [line.kind, line.reference, line.description, line.quantity, line.unitPrice, line.total]),
  );
  return createHash("sha256").update(canonical).update(lines).digest("hex");
}

/** The ERP's totals must follow from its lines, by the rule EN 16931 holds e-invoices to (VAT = rate × taxable, to the cent). */
function totalsHold(item: ErpInvoice): boolean {
  if (item.lines.some((line) => line.total !== line.quantity * line.unitPrice)) return false;
  const totals = invoiceTotalsOf(
    item.lines.map((line) => ({ ...line, unitPriceCents: line.unitPrice, totalCents: line.total, sourceId: null })),
    item.vatRateBasisPoints,
  );
  return (
    totals.totalExclVatCents === item.totalExclVat &&
    totals.vatCents === item.totalVat &&
    totals.totalInclVatCents === item.totalInclVat &&
    item.dueDate >= item.issueDate
  );
}

export function createInvoicesErpService(deps: { db: Database; clock: Clock }) {
  const { db } = deps;

  async function upsert(items: readonly ErpInvoice[]): Promise<ErpInvoiceReport> {
    return withTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invoices.erp_import'))`);
      const externalIds = [...new Set(items.map((item) => item.externalId))];
      const existing = new Map(
        (
          await rows<Existing>(
            tx,
            sql`select id, external_id as "externalId", number, erp_fingerprint as fingerprint, paid_cents as "paidCents"
            from invoices where external_id in (select jsonb_array_elements_text(${JSON.stringify(externalIds)}::jsonb))`,
          )
        ).map((row) => [row.externalId, row]),
      );
      const numbers = [...new Set(items.flatMap((item) => [item.number, ...(item.corrects ? [item.corrects] : [])]))];
      const byNumber = new Map(
        (
          await rows<Target>(
            tx,
            sql`select id, number, company_id as "companyId", kind, total_incl_vat_cents as "totalInclVatCents",
              credited_cents as "creditedCents", order_id as "orderId", order_number as "orderNumber"
            from invoices where number in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))`,
          )
        ).map((row) => [row.number, row]),
      );
      const clientCodes = [...new Set(items.map((item) => item.clientCode))];
      const companies = new Map(
        (
          await rows<Company>(
            tx,
            sql`select id, client_code as "clientCode", corporate_name as "corporateName", siret, country_code as "countryCode",
              street, zip_code as "zipCode", city
            from companies where client_code in (select jsonb_array_elements_text(${JSON.stringify(clientCodes)}::jsonb))`,
          )
        ).map((row) => [row.clientCode, row]),
      );
      const orderNumbers = [...new Set(items.flatMap((item) => (item.orderNumber ? [item.orderNumber] : [])))];
      const orders = new Map(
        (
          await rows<{ id: number; number: string; companyId: number }>(
            tx,
            sql`select id, number, company_id as "companyId" from orders where number in (select jsonb_array_elements_text(${JSON.stringify(orderNumbers)}::jsonb))`,
          )
        ).map((row) => [row.number, row]),
      );

      const results: ErpInvoiceReport["results"] = new Array(items.length);
      const toCreate: { index: number; document: NewInvoice }[] = [];
      const paidUpdates: { id: number; paidCents: number }[] = [];
      const seenInBatch = new Map<string, string>();
      const numbersInBatch = new Set<string>();
      const creditedInBatch = new Map<number, number>();
      const reject = (index: number, item: ErpInvoice, code: string) => {
        results[index] = { index, externalId: item.externalId, outcome: "rejected", number: null, code };
      };

      // Invoices first, then credit notes: a note may correct an invoice sent in the same call.
      const order = items
        .map((item, index) => ({ item, index }))
        .sort((a, b) => Number(a.item.kind === "credit_note") - Number(b.item.kind === "credit_note"));
      for (const { item, index } of order) {
        const fingerprint = fingerprintOf(item);
        const known = existing.get(item.externalId);
        const repeated = seenInBatch.get(item.externalId);
        if (known || repeated) {
          if ((known?.fingerprint ?? repeated) !== fingerprint) {
            reject(index, item, "invoice.immutable");
            continue;
          }
          if (known && known.paidCents !== item.paidAmount) {
            paidUpdates.push({ id: known.id, paidCents: item.paidAmount });
            known.paidCents = item.paidAmount;
            results[index] = { index, externalId: item.externalId, outcome: "updated", number: known.number, code: null };
          } else {
            results[index] = { index, externalId: item.externalId, outcome: "unchanged", number: item.number, code: null };
          }
          continue;
        }
        const company = companies.get(item.clientCode);
        if (!company) {
          reject(index, item, "invoice.company_unknown");
          continue;
        }
        if (byNumber.has(item.number) || numbersInBatch.has(item.number)) {
          reject(index, item, "invoice.number_taken");
          continue;
        }
        if (!totalsHold(item)) {
          reject(index, item, "invoice.totals_mismatch");
          continue;
        }
        let corrected: Target | undefined;
        if (item.kind === "credit_note") {
          corrected = item.corrects ? byNumber.get(item.corrects) : undefined;
          if (!corrected || corrected.companyId !== company.id || corrected.kind !== "invoice") {
            reject(index, item, "invoice.corrected_unknown");
            continue;
          }
          const already = corrected.creditedCents + (creditedInBatch.get(corrected.id) ?? 0);
          if (already + item.totalInclVat > corrected.totalInclVatCents) {
            reject(index, item, "invoice.credit_exceeds_remaining");
            continue;
          }
        }
        const linkedOrder = item.orderNumber ? orders.get(item.orderNumber) : undefined;
        const orderId = corrected ? corrected.orderId : linkedOrder && linkedOrder.companyId === company.id ? linkedOrder.id : null;
        const document: NewInvoice = {
          number: item.number,
          kind: item.kind,
          source: "erp",
          year: null,
          sequence: null,
          externalId: item.externalId,
          erpFingerprint: fingerprint,
          companyId: company.id,
          orderId,
          // Set once the corrected invoice has its id (it may be created by this very call).
          correctedInvoiceId: corrected?.id ?? null,
          issuedAt: `${item.issueDate}T00:00:00.000Z`,
          issueDate: item.issueDate,
          dueDate: item.dueDate,
          paymentTerms: item.paymentTerms,
          localeCode: "fr",
          vatRateBasisPoints: item.vatRateBasisPoints,
          ...(() => {
            const totals = invoiceTotalsOf(
              item.lines.map((line) => ({ ...line, unitPriceCents: line.unitPrice, totalCents: line.total, sourceId: null })),
              item.vatRateBasisPoints,
            );
            return {
              linesCents: totals.linesCents,
              allowancesCents: totals.allowancesCents,
              chargesCents: totals.chargesCents,
              totalExclVatCents: totals.totalExclVatCents,
              vatCents: totals.vatCents,
              totalInclVatCents: totals.totalInclVatCents,
            };
          })(),
          paidCents: item.paidAmount,
          orderNumber: corrected?.orderNumber ?? item.orderNumber ?? null,
          deliveredCustomer: item.deliveredCustomer ?? null,
          deliveredCity: item.city ?? null,
          seller,
          buyer: buyerOf(
            { ...company, clientCode: company.clientCode, email: null },
            company.street && company.zipCode && company.city && company.countryCode
              ? {
                  firstname: "",
                  lastname: "",
                  company: company.corporateName,
                  street: company.street,
                  postcode: company.zipCode,
                  city: company.city,
                  countryCode: company.countryCode,
                  phone: null,
                }
              : null,
            company.countryCode ?? "FR",
          ),
          reason: null,
          lines: item.lines.map((line) => ({ ...line, unitPriceCents: line.unitPrice, totalCents: line.total, sourceId: null })),
        };
        seenInBatch.set(item.externalId, fingerprint);
        numbersInBatch.add(item.number);
        if (item.kind === "invoice") {
          // Later credit notes of this call find it by number; its id comes once written.
          byNumber.set(item.number, {
            id: -1 - index,
            number: item.number,
            companyId: company.id,
            kind: "invoice",
            totalInclVatCents: item.totalInclVat,
            creditedCents: 0,
            orderId,
            orderNumber: document.orderNumber,
          });
        } else if (corrected) {
          creditedInBatch.set(corrected.id, (creditedInBatch.get(corrected.id) ?? 0) + item.totalInclVat);
        }
        toCreate.push({ index, document });
        results[index] = { index, externalId: item.externalId, outcome: "created", number: item.number, code: null };
      }

      // Invoices, then the credit notes with the ids of invoices written just before.
      const written = new Map<number, number>();
      const invoicesToWrite = toCreate.filter(({ document }) => document.kind === "invoice");
      const indexOfNumber = new Map(invoicesToWrite.map(({ index, document }) => [document.number, index]));
      for (const row of await insertInvoices(
        tx,
        invoicesToWrite.map(({ document }) => document),
      )) {
        const index = indexOfNumber.get(row.number);
        if (index !== undefined) written.set(-1 - index, row.id);
      }
      const notes = toCreate
        .filter(({ document }) => document.kind === "credit_note")
        .map(({ document }) => ({
          ...document,
          correctedInvoiceId:
            document.correctedInvoiceId !== null && document.correctedInvoiceId < 0
              ? (written.get(document.correctedInvoiceId) ?? null)
              : document.correctedInvoiceId,
        }));
      await insertInvoices(tx, notes);
      const credited = new Map<number, number>();
      for (const note of notes) {
        if (note.correctedInvoiceId !== null)
          credited.set(note.correctedInvoiceId, (credited.get(note.correctedInvoiceId) ?? 0) + note.totalInclVatCents);
      }
      if (credited.size > 0) {
        await tx.execute(
          sql`update invoices i set credited_cents = i.credited_cents + c.amount
          from jsonb_to_recordset(${JSON.stringify([...credited].map(([id, amount]) => ({ id, amount })))}::jsonb) as c(id integer, amount integer)
          where i.id = c.id`,
        );
      }
      if (paidUpdates.length > 0) {
        await tx.execute(
          sql`update invoices i set paid_cents = p."paidCents"
          from jsonb_to_recordset(${JSON.stringify(paidUpdates)}::jsonb) as p(id integer, "paidCents" integer)
          where i.id = p.id and i.source = 'erp'`,
        );
      }
      const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
      return { created: count("created"), updated: count("updated"), unchanged: count("unchanged"), rejected: count("rejected"), results };
    });
  }

  return { upsert };
}

export type InvoicesErpService = ReturnType<typeof createInvoicesErpService>;
