import { randomBytes } from "node:crypto";
import { type Database, withTransaction } from "@portal/db/client";
import type { Locale } from "@portal/domain/i18n/locales";
import { invoiceDateOf } from "@portal/domain/invoices/status";
import { endCustomerName, sellingDateProblem } from "@portal/domain/machines/rules";
import {
  type MachineDetail,
  type MachineRegistration,
  type MachineRegistrationListQuery,
  type MachineRegistrationPage,
  type MachineRegistrationRequest,
  type MachineSold,
  type MachineSoldQuery,
  type MachineSoldReport,
  machineSoldInputSchema,
} from "@portal/domain/machines/schemas";
import type { Actor } from "../../platform/auth/authenticate";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import type { CatalogService } from "../catalog/catalog.service";
import {
  findCompany,
  findMachineSold,
  findMachineSoldBySerial,
  findRegistration,
  insertRegistration,
  knownVariantCodes,
  listAllRegistrations,
  listMachinesSold,
  listRegistrations,
  type MachineSoldRow,
  type MachineSoldUpsert,
  type RegistrationRow,
  type RegistrationSummaryRow,
  referenceChecks,
  upsertMachinesSold,
} from "./machines.queries";

const newRegistrationToken = () => randomBytes(18).toString("base64url");

function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === "23505" || cause?.code === "23505";
}

function companyOf(actor: Actor): number {
  if (actor.companyId === null) throw new AppError("auth.company_required");
  return actor.companyId;
}

function machineSoldView(row: MachineSoldRow): MachineSold {
  return {
    serialNumber: row.serialNumber,
    brand: row.brand,
    model: row.model,
    variantCode: row.variantCode,
    soldAt: row.soldAt,
    registered: row.registrationToken !== null,
  };
}

export function summaryOf(row: RegistrationSummaryRow) {
  return {
    token: row.token,
    serialNumber: row.serialNumber,
    brand: row.brand,
    model: row.model,
    sellingDate: row.sellingDate,
    customerType: row.customerType,
    endCustomer: endCustomerName(row),
    city: row.city,
    registeredAt: row.registeredAt,
  };
}

/** The stored sale invoice of a registration as the API shows it; files are read by the files area. */
export type InvoiceFileReader = (db: Database, fileId: number) => Promise<MachineRegistration["invoice"]>;

function registrationOf(row: RegistrationRow, invoice: MachineRegistration["invoice"]): MachineRegistration {
  return {
    ...summaryOf(row),
    variantCode: row.variantCode,
    firstName: row.firstName,
    lastName: row.lastName,
    corporateName: row.corporateName,
    siret: row.siret,
    activity: row.activity,
    email: row.email,
    phone: row.phone,
    street: row.street,
    zipCode: row.zipCode,
    country: row.country,
    deliveredComplete: row.deliveredComplete,
    localeCode: row.localeCode,
    invoice,
  };
}

/** A file the registration came with, already typed by its content (pdf, png or jpeg). */
export type RegistrationInvoice = { store(db: Database, owner: { companyId: number; customerId: number }): Promise<{ id: number }> };

export function createMachinesService(deps: { db: Database; clock: Clock; catalog: CatalogService; readInvoice: InvoiceFileReader }) {
  const { db, clock, catalog, readInvoice } = deps;
  const today = () => invoiceDateOf(clock.now());
  const offsetOf = (query: { page: number; itemsPerPage: number }) => (query.page - 1) * query.itemsPerPage;

  async function withInvoice(row: RegistrationRow) {
    return registrationOf(row, row.invoiceFileId === null ? null : await readInvoice(db, row.invoiceFileId));
  }

  /** What the catalogue offers for the machine's variant; nothing when the catalogue no longer knows it. */
  async function catalogueOf(variantCode: string | null, locale: Locale) {
    const none = { product: null, spareParts: [], maintenanceKits: [], documents: [] };
    if (variantCode === null) return none;
    try {
      const [view, associations, documents] = await Promise.all([
        catalog.variantView({ code: variantCode }, locale),
        catalog.variantAssociations(variantCode, locale),
        catalog.variantDocuments(variantCode, locale),
      ]);
      return {
        product: { code: view.product.code, name: view.product.name, slug: view.product.slug },
        spareParts: associations.spare_parts ?? [],
        maintenanceKits: associations.maintenance_kit ?? [],
        documents,
      };
    } catch (error) {
      if (error instanceof AppError && error.code === "catalog.variant_not_found") return none;
      throw error;
    }
  }

  return {
    /** GET machine-solds: the machine to register; `registered` tells whether someone already did. */
    async lookup(actor: Actor, query: MachineSoldQuery): Promise<MachineSold> {
      companyOf(actor);
      const row = await findMachineSold(db, query.serialNumber, query.clientCode);
      if (!row) throw new AppError("machine.not_recognised");
      return machineSoldView(row);
    },

    /**
     * POST machine-registrations: one transaction writes the invoice file and the registration; a
     * machine registered meanwhile breaks the unique index and reads as already registered.
     */
    async register(
      actor: Actor,
      input: MachineRegistrationRequest,
      invoice: RegistrationInvoice | null,
      locale: Locale,
    ): Promise<MachineRegistration> {
      const companyId = companyOf(actor);
      const machine = await findMachineSold(db, input.serialNumber, input.clientCode);
      if (!machine) throw new AppError("machine.not_recognised");
      if (machine.registrationToken !== null) throw new AppError("machine.already_registered");
      const problem = sellingDateProblem(input.sellingDate, { soldAt: machine.soldAt, today: today() });
      if (problem) throw new AppError(problem);
      if (!invoice) throw new AppError("machine.invoice_required");
      const professional = input.customerType === "professional" ? input : null;
      const person = input.customerType === "private" ? input : null;
      const checks = await referenceChecks(db, input.country, professional?.activity ?? null);
      if (!checks.countryAllowed) throw new AppError("address.country_not_allowed");
      if (!checks.activityKnown) throw new AppError("request.invalid", { detail: "activity: unknown" });
      const token = newRegistrationToken();
      try {
        await withTransaction(db, async (tx) => {
          const file = await invoice.store(tx, { companyId, customerId: actor.customerId });
          await insertRegistration(tx, {
            token,
            machineSoldId: machine.id,
            companyId,
            registeredBy: actor.customerId,
            customerType: input.customerType,
            firstName: person?.firstName ?? null,
            lastName: person?.lastName ?? null,
            corporateName: professional?.corporateName ?? null,
            siret: professional?.siret ?? null,
            activityCode: professional?.activity ?? null,
            email: input.email,
            phone: input.phone,
            street: input.street,
            zipCode: input.zipCode,
            city: input.city,
            countryCode: input.country,
            sellingDate: input.sellingDate,
            deliveredComplete: input.deliveredComplete,
            invoiceFileId: file.id,
            localeCode: input.localeCode ?? locale,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError("machine.already_registered");
        throw error;
      }
      const row = await findRegistration(db, token, companyId);
      if (!row) throw new Error("registration not read back");
      return withInvoice(row);
    },

    /** GET machine-registrations: the company's registered machines, newest first. */
    async list(actor: Actor, query: MachineRegistrationListQuery): Promise<MachineRegistrationPage> {
      const companyId = companyOf(actor);
      const { items, total } = await listRegistrations(db, {
        companyId,
        search: query.q || null,
        limit: query.itemsPerPage,
        offset: offsetOf(query),
      });
      return { items: items.map(summaryOf), totalItems: total, page: query.page, itemsPerPage: query.itemsPerPage };
    },

    /** GET machine-registrations/{token}: the machine page of a registration of the company. */
    async detail(actor: Actor, token: string, locale: Locale): Promise<MachineDetail> {
      const row = await findRegistration(db, token, companyOf(actor));
      if (!row) throw new AppError("machine.registration_not_found");
      const [registration, offer] = await Promise.all([withInvoice(row), catalogueOf(row.variantCode, locale)]);
      return { ...registration, ...offer };
    },

    // ---- staff ----

    async staffList(query: MachineRegistrationListQuery & { companyId?: number }) {
      const { items, total } = await listAllRegistrations(db, {
        companyId: query.companyId ?? null,
        search: query.q || null,
        limit: query.itemsPerPage,
        offset: offsetOf(query),
      });
      return {
        items: items.map((row) => ({ ...summaryOf(row), companyId: row.companyId, corporateName: row.companyName })),
        totalItems: total,
        page: query.page,
        itemsPerPage: query.itemsPerPage,
      };
    },

    async staffDetail(token: string) {
      const row = await findRegistration(db, token, null);
      if (!row) throw new AppError("machine.registration_not_found");
      const company = await findCompany(db, row.companyId);
      if (!company) throw new Error("registration without its company");
      return { ...(await withInvoice(row)), company };
    },

    async staffMachinesSold(query: { q?: string; clientCode?: string; page: number; itemsPerPage: number }) {
      const { items, total } = await listMachinesSold(db, {
        clientCode: query.clientCode ?? null,
        search: query.q || null,
        limit: query.itemsPerPage,
        offset: offsetOf(query),
      });
      return {
        items: items.map((row) => ({ ...machineSoldView(row), clientCode: row.clientCode, registrationToken: row.registrationToken })),
        totalItems: total,
        page: query.page,
        itemsPerPage: query.itemsPerPage,
      };
    },

    async staffMachineSold(serialNumber: string) {
      const row = await findMachineSoldBySerial(db, serialNumber);
      if (!row) throw new AppError("machine.sold_not_found");
      return { ...machineSoldView(row), clientCode: row.clientCode, registrationToken: row.registrationToken };
    },

    /**
     * The ERP's machines sold, created or updated by serial number. Each line is checked on its own:
     * a bad one is reported by its index and the others are written. Sending the same lines again
     * changes nothing and counts them unchanged.
     */
    async upsertSold(items: readonly unknown[]): Promise<MachineSoldReport> {
      const errors: MachineSoldReport["errors"] = [];
      const valid: { index: number; machine: MachineSoldUpsert }[] = [];
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const parsed = machineSoldInputSchema.safeParse(item);
        const serialNumber =
          typeof (item as { serialNumber?: unknown })?.serialNumber === "string" ? (item as { serialNumber: string }).serialNumber : null;
        if (!parsed.success) {
          const detail = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
          errors.push({ index, serialNumber, code: "request.invalid", detail });
          return;
        }
        if (seen.has(parsed.data.serialNumber)) {
          errors.push({
            index,
            serialNumber: parsed.data.serialNumber,
            code: "request.invalid",
            detail: "serialNumber: repeated in this call",
          });
          return;
        }
        seen.add(parsed.data.serialNumber);
        valid.push({ index, machine: { ...parsed.data, variantCode: parsed.data.variantCode ?? null } });
      });
      const known = await knownVariantCodes(db, [
        ...new Set(valid.flatMap(({ machine }) => (machine.variantCode ? [machine.variantCode] : []))),
      ]);
      const writable = valid.filter(({ index, machine }) => {
        if (machine.variantCode === null || known.has(machine.variantCode)) return true;
        errors.push({ index, serialNumber: machine.serialNumber, code: "catalog.variant_not_found" });
        return false;
      });
      const { created, updated } = await withTransaction(db, (tx) =>
        upsertMachinesSold(
          tx,
          writable.map(({ machine }) => machine),
        ),
      );
      errors.sort((a, b) => a.index - b.index);
      return { created, updated, unchanged: writable.length - created - updated, errors };
    },
  };
}

export type MachinesService = ReturnType<typeof createMachinesService>;
