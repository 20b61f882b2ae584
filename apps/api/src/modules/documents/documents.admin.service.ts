import { randomBytes } from "node:crypto";
import { type Database, withTransaction } from "@portal/db/client";
import { libraryDocumentFiles, libraryDocumentProducts, libraryDocuments } from "@portal/db/schema/index";
import {
  acceptedFileKinds,
  type DocumentFileKind,
  type DocumentKind,
  documentKinds,
  isValidWindow,
  publicationState,
} from "@portal/domain/documents/rules";
import {
  type DocumentCreate,
  type DocumentUpdate,
  documentCreateSchema,
  documentFileFieldsSchema,
  documentLimits,
  type StaffDocument,
  type StaffDocumentQuery,
} from "@portal/domain/documents/schemas";
import type { FileStore } from "@portal/domain/files/file-store";
import { type Locale, locales } from "@portal/domain/i18n/locales";
import { and, eq, sql } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import type { FormFile, FormPolicy, ReceivedForm } from "../../platform/uploads/form";
import { FileRefused } from "../../platform/uploads/refusal";
import { openZip } from "../../platform/uploads/zip";
import { type DocumentRow, findBrand, findDocument, listDocuments } from "./documents.queries";

/** A document's upload: its description in `document`, a file per language in `file_<locale>` (PDF, or a workbook for a price list). */
export const documentFormPolicy: FormPolicy<DocumentFileKind> = {
  accept: ["pdf", "xlsx"],
  maxFileBytes: documentLimits.maxFileBytes,
  maxFiles: locales.length,
  maxRequestBytes: documentLimits.maxFileBytes * 2,
  maxFields: 2,
};

/** One language's file: `file`, and its title in `title`. */
export const documentFilePolicy: FormPolicy<DocumentFileKind> = {
  accept: ["pdf", "xlsx"],
  maxFileBytes: documentLimits.maxFileBytes,
  maxFiles: 1,
  maxRequestBytes: documentLimits.maxFileBytes,
  maxFields: 2,
};

const iso = (value: Date | string) => new Date(value).toISOString();

function oneField(fields: Record<string, string[]>, name: string) {
  const [text, ...more] = fields[name] ?? [];
  if (text === undefined || more.length > 0) throw new AppError("document.payload_invalid", { detail: `${name}: one field expected` });
  return text;
}

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  return error.issues.map((issue) => `${issue.path.join(".") || "document"}: ${issue.message}`).join("; ");
}

/** The description field, checked by the domain's schema. */
function descriptionOf(fields: Record<string, string[]>): DocumentCreate {
  let json: unknown;
  try {
    json = JSON.parse(oneField(fields, "document"));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("document.payload_invalid", { detail: "document: not JSON" });
  }
  const parsed = documentCreateSchema.safeParse(json);
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.message === "document.publication_window_invalid"))
      throw new AppError("document.publication_window_invalid");
    throw new AppError("request.invalid", { detail: issuesOf(parsed.error) });
  }
  return parsed.data;
}

/** A workbook is a zip whose directory holds a workbook part; anything else zipped is refused. */
async function assertWorkbook(file: FormFile<DocumentFileKind>) {
  if (file.kind !== "xlsx") return;
  try {
    const zip = await openZip(file.bytes);
    const isWorkbook = zip.has("xl/workbook.xml");
    zip.close();
    if (!isWorkbook) throw new AppError("upload.type_not_accepted", { detail: `${file.filename}: not a workbook` });
  } catch (error) {
    if (error instanceof FileRefused) throw new AppError(error.reason === "unsafe" ? "upload.unsafe" : "upload.type_not_accepted");
    throw error;
  }
}

function assertKindTakes(kind: DocumentKind, fileKinds: Iterable<DocumentFileKind>) {
  const accepted = acceptedFileKinds(kind);
  for (const fileKind of fileKinds)
    if (!accepted.includes(fileKind)) throw new AppError("document.file_kind_not_accepted", { detail: `${kind}: ${accepted.join(", ")}` });
}

/** The staff's side of the library: documents in any state, their files, their downloads. */
export function createDocumentsAdminService(deps: { db: Database; clock: Clock; files: FileStore }) {
  const { db, clock, files } = deps;

  function staffView(row: DocumentRow): StaffDocument {
    const window = {
      publishedFrom: new Date(row.publishedFrom),
      publishedUntil: row.publishedUntil === null ? null : new Date(row.publishedUntil),
    };
    return {
      token: row.token,
      kind: row.kind,
      brand: { code: row.brandCode, name: row.brandName },
      products: row.products,
      files: row.files.map((file) => ({
        locale: file.locale,
        title: file.title,
        fileKind: file.fileKind,
        sizeBytes: Number(file.sizeBytes),
        url: `/api/v2/admin/documents/${row.token}/files/${file.locale}`,
      })),
      publishedFrom: iso(row.publishedFrom),
      publishedUntil: row.publishedUntil === null ? null : iso(row.publishedUntil),
      state: publicationState(window, clock.now()),
      downloads: Number(row.downloads),
      updatedAt: iso(row.updatedAt),
    };
  }

  async function get(token: string, tx: Database = db) {
    const row = await findDocument(tx, token, "fr");
    if (!row) throw new AppError("document.not_found");
    return row;
  }

  async function brandId(tx: Database, code: string) {
    const brand = await findBrand(tx, code);
    if (!brand) throw new AppError("document.brand_unknown");
    return brand.id;
  }

  /** The products by code, all of the brand: an unknown one or one of another brand is refused. */
  async function productIds(tx: Database, brand: number, codes: string[]) {
    const unique = [...new Set(codes)];
    if (unique.length === 0) return [];
    const found = await tx
      .select({ id: sql<number>`id`, brandId: sql<number>`brand_id` })
      .from(sql`products`)
      .where(
        sql`code in (${sql.join(
          unique.map((code) => sql`${code}`),
          sql`, `,
        )})`,
      );
    if (found.length !== unique.length || found.some((row) => row.brandId !== brand)) throw new AppError("document.product_unknown");
    return found.map((row) => row.id);
  }

  async function putBytes(token: string, locale: Locale, file: FormFile<DocumentFileKind>) {
    const key = `documents/uploads/${token}/${locale}-${randomBytes(8).toString("hex")}.${file.kind}`;
    await files.put(key, file.bytes);
    return { locale, fileKey: key, fileKind: file.kind, sizeBytes: file.size };
  }

  async function list(query: StaffDocumentQuery) {
    const { page, itemsPerPage, kind, ...filters } = query;
    const found = await listDocuments(db, { ...filters, kinds: kind ? [kind] : documentKinds, now: clock.now() }, "fr", {
      offset: (page - 1) * itemsPerPage,
      limit: itemsPerPage,
    });
    return { items: found.map(staffView), totalItems: Number(found[0]?.total ?? 0), page, itemsPerPage };
  }

  async function create(form: ReceivedForm<DocumentFileKind>) {
    const description = descriptionOf(form.fields);
    const byLocale = new Map<Locale, FormFile<DocumentFileKind>>();
    for (const file of form.files) {
      const locale = file.field.replace(/^file_/, "");
      if (!(locales as readonly string[]).includes(locale) || byLocale.has(locale as Locale))
        throw new AppError("request.invalid", { detail: `${file.field}: file_<locale> expected once per language` });
      byLocale.set(locale as Locale, file);
    }
    if (byLocale.size === 0) throw new AppError("document.file_required");
    for (const locale of byLocale.keys())
      if (!description.titles[locale]) throw new AppError("document.title_required", { detail: locale });
    assertKindTakes(
      description.kind,
      [...byLocale.values()].map((file) => file.kind),
    );
    for (const file of byLocale.values()) await assertWorkbook(file);
    const token = randomBytes(16).toString("hex");
    return withTransaction(db, async (tx) => {
      const brand = await brandId(tx, description.brand);
      const products = await productIds(tx, brand, description.products);
      const [row] = await tx
        .insert(libraryDocuments)
        .values({
          token,
          kind: description.kind,
          brandId: brand,
          publishedFrom: description.publishedFrom,
          publishedUntil: description.publishedUntil,
        })
        .returning({ id: libraryDocuments.id });
      if (!row) throw new Error("document row not written");
      const stored = [];
      for (const [locale, file] of byLocale) stored.push(await putBytes(token, locale, file));
      await tx
        .insert(libraryDocumentFiles)
        .values(stored.map((file) => ({ ...file, documentId: row.id, title: description.titles[file.locale] as string })));
      if (products.length)
        await tx.insert(libraryDocumentProducts).values(products.map((productId) => ({ documentId: row.id, productId })));
      return staffView(await get(token, tx));
    });
  }

  async function update(token: string, patch: DocumentUpdate) {
    return withTransaction(db, async (tx) => {
      const current = await get(token, tx);
      const kind = patch.kind ?? current.kind;
      assertKindTakes(
        kind,
        current.files.map((file) => file.fileKind),
      );
      const window = {
        publishedFrom: patch.publishedFrom ?? new Date(current.publishedFrom),
        publishedUntil:
          patch.publishedUntil !== undefined
            ? patch.publishedUntil
            : current.publishedUntil === null
              ? null
              : new Date(current.publishedUntil),
      };
      if (!isValidWindow(window)) throw new AppError("document.publication_window_invalid");
      const brand = await brandId(tx, patch.brand ?? current.brandCode);
      // A new brand takes the products given, or keeps the current ones only when they are of it.
      const products = await productIds(tx, brand, patch.products ?? current.products.map((product) => product.code));
      for (const [locale, title] of Object.entries(patch.titles ?? {})) {
        if (!current.files.some((file) => file.locale === locale)) throw new AppError("document.file_required", { detail: locale });
        await tx
          .update(libraryDocumentFiles)
          .set({ title })
          .where(and(eq(libraryDocumentFiles.documentId, current.id), eq(libraryDocumentFiles.locale, locale as Locale)));
      }
      await tx
        .update(libraryDocuments)
        .set({ kind, brandId: brand, ...window, updatedAt: clock.now() })
        .where(eq(libraryDocuments.id, current.id));
      await tx.delete(libraryDocumentProducts).where(eq(libraryDocumentProducts.documentId, current.id));
      if (products.length)
        await tx.insert(libraryDocumentProducts).values(products.map((productId) => ({ documentId: current.id, productId })));
      return staffView(await get(token, tx));
    });
  }

  /** Adds the document in a language, or replaces that language's file and title. */
  async function putFile(token: string, locale: Locale, form: ReceivedForm<DocumentFileKind>) {
    const parsed = documentFileFieldsSchema.safeParse({ title: form.fields.title?.length === 1 ? form.fields.title[0] : undefined });
    if (!parsed.success) throw new AppError("document.title_required", { detail: issuesOf(parsed.error) });
    const [file, ...more] = form.files;
    if (!file || more.length > 0 || file.field !== "file") throw new AppError("document.file_required");
    const current = await get(token);
    assertKindTakes(current.kind, [file.kind]);
    await assertWorkbook(file);
    const stored = await putBytes(token, locale, file);
    return withTransaction(db, async (tx) => {
      await tx
        .insert(libraryDocumentFiles)
        .values({ ...stored, documentId: current.id, title: parsed.data.title })
        .onConflictDoUpdate({
          target: [libraryDocumentFiles.documentId, libraryDocumentFiles.locale],
          set: { ...stored, title: parsed.data.title, createdAt: clock.now() },
        });
      await tx.update(libraryDocuments).set({ updatedAt: clock.now() }).where(eq(libraryDocuments.id, current.id));
      return staffView(await get(token, tx));
    });
  }

  async function deleteFile(token: string, locale: Locale) {
    return withTransaction(db, async (tx) => {
      const current = await get(token, tx);
      if (!current.files.some((file) => file.locale === locale)) throw new AppError("document.not_found");
      if (current.files.length === 1) throw new AppError("document.last_file");
      await tx
        .delete(libraryDocumentFiles)
        .where(and(eq(libraryDocumentFiles.documentId, current.id), eq(libraryDocumentFiles.locale, locale)));
      return staffView(await get(token, tx));
    });
  }

  /** Ends the publication now; a document not yet published never will be. */
  async function unpublish(token: string) {
    return withTransaction(db, async (tx) => {
      const current = await get(token, tx);
      const now = clock.now();
      const from = new Date(current.publishedFrom);
      const until = current.publishedUntil === null ? null : new Date(current.publishedUntil);
      if (until === null || until > now) {
        const publishedFrom = from < now ? from : new Date(now.getTime() - 1);
        await tx
          .update(libraryDocuments)
          .set({ publishedFrom, publishedUntil: now, updatedAt: now })
          .where(eq(libraryDocuments.id, current.id));
      }
      return staffView(await get(token, tx));
    });
  }

  async function remove(token: string) {
    const current = await get(token);
    await db.delete(libraryDocuments).where(eq(libraryDocuments.id, current.id));
  }

  /** A file of any document, whatever its window, uncounted: what the staff check before publishing. */
  async function download(token: string, locale: Locale) {
    const current = await get(token);
    const file = current.files.find((candidate) => candidate.locale === locale);
    const bytes = file && (await files.get(file.fileKey));
    if (!file || !bytes) throw new AppError("document.not_found");
    return { file, bytes };
  }

  return {
    list,
    get: async (token: string) => staffView(await get(token)),
    create,
    update,
    putFile,
    deleteFile,
    unpublish,
    remove,
    download,
  };
}

export type DocumentsAdminService = ReturnType<typeof createDocumentsAdminService>;
