import type { Database } from "@portal/db/client";
import { chooseLanguage, documentSections, orderedLanguages } from "@portal/domain/documents/rules";
import {
  type DocumentListQuery,
  type DocumentProductQuery,
  documentLimits,
  type LibraryDocument,
  type LibraryDocumentPage,
  type LivePriceListFormat,
} from "@portal/domain/documents/schemas";
import type { FileStore } from "@portal/domain/files/file-store";
import type { Locale } from "@portal/domain/i18n/locales";
import type { Actor } from "../../platform/auth/authenticate";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import type { FileDownload } from "../files/files.service";
import { priceListPdf, priceListWorkbook } from "./documents.price-list";
import {
  companyDiscount,
  countDownload,
  type DocumentRow,
  findBrand,
  findDocument,
  listBrands,
  listDocuments,
  listProducts,
  priceListRows,
} from "./documents.queries";

export const documentMediaTypes = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

export const documentDownloadUrl = (token: string) => `/api/v2/shop/documents/${token}/download`;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A file name from a title: letters, digits and dashes, as every system takes it. */
export function fileNameOf(title: string, extension: string) {
  const stem = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);
  return `${stem || "document"}.${extension}`;
}

function companyOf(actor: Actor) {
  if (actor.companyId === null) throw new AppError("auth.company_required");
  return actor.companyId;
}

/** The document as a reader of `locale` sees it: their language's file, or another one marked as a fallback. */
export function libraryView(row: DocumentRow, locale: Locale): LibraryDocument | null {
  const choice = chooseLanguage(
    row.files.map((file) => file.locale),
    locale,
  );
  const file = choice && row.files.find((candidate) => candidate.locale === choice.locale);
  if (!choice || !file) return null;
  return {
    token: row.token,
    kind: row.kind,
    brand: { code: row.brandCode, name: row.brandName },
    products: row.products,
    title: file.title,
    locale: choice.locale,
    fallback: choice.fallback,
    languages: orderedLanguages(row.files.map((entry) => entry.locale)),
    fileKind: file.fileKind,
    sizeBytes: Number(file.sizeBytes),
    publishedFrom: iso(row.publishedFrom),
    url: documentDownloadUrl(row.token),
  };
}

/** The documentation library of the customer area: published documents only, to logged-in customers of a company. */
export function createDocumentsService(deps: { db: Database; clock: Clock; files: FileStore }) {
  const { db, clock, files } = deps;

  async function list(actor: Actor, query: DocumentListQuery, locale: Locale): Promise<LibraryDocumentPage> {
    companyOf(actor);
    const { section, page, itemsPerPage, kind, ...filters } = query;
    const kinds = documentSections[section].filter((candidate: string) => kind === undefined || candidate === kind);
    const now = clock.now();
    const found = kinds.length
      ? await listDocuments(db, { ...filters, kinds, publishedAt: now, now }, locale, {
          offset: (page - 1) * itemsPerPage,
          limit: itemsPerPage,
        })
      : [];
    return {
      items: found.flatMap((row) => libraryView(row, locale) ?? []),
      totalItems: Number(found[0]?.total ?? 0),
      page,
      itemsPerPage,
    };
  }

  async function brands(actor: Actor, section: keyof typeof documentSections) {
    companyOf(actor);
    const found = await listBrands(db, documentSections[section], clock.now());
    return found.map((row) => ({ code: row.code, name: row.name, documents: Number(row.documents) }));
  }

  async function products(actor: Actor, query: DocumentProductQuery, locale: Locale) {
    companyOf(actor);
    if (!(await findBrand(db, query.brand))) throw new AppError("document.brand_unknown");
    return listProducts(
      db,
      { brand: query.brand, kinds: documentSections[query.section], q: query.q, at: clock.now(), limit: documentLimits.productOptionsMax },
      locale,
    );
  }

  /** The file in the language asked for (or the reader's, or the fallback), counted once it is read. */
  async function download(actor: Actor, token: string, wanted: Locale): Promise<FileDownload> {
    companyOf(actor);
    const now = clock.now();
    const row = await findDocument(db, token, wanted, now);
    const choice =
      row &&
      chooseLanguage(
        row.files.map((file) => file.locale),
        wanted,
      );
    const file = choice && row.files.find((candidate) => candidate.locale === choice.locale);
    if (!row || !file) throw new AppError("document.not_found");
    const bytes = await files.get(file.fileKey);
    if (!bytes) throw new AppError("document.not_found");
    if (!(await countDownload(db, row.id, now))) throw new AppError("document.not_found");
    return { name: fileNameOf(file.title, file.fileKind), mediaType: documentMediaTypes[file.fileKind], bytes };
  }

  /** The brand's live price list at the caller's company's prices, built now. */
  async function livePriceList(actor: Actor, brandCode: string, format: LivePriceListFormat, locale: Locale): Promise<FileDownload> {
    const companyId = companyOf(actor);
    const [brand, company] = await Promise.all([findBrand(db, brandCode), companyDiscount(db, companyId)]);
    if (!brand) throw new AppError("document.brand_unknown");
    if (!company) throw new AppError("auth.company_required");
    const issuedAt = clock.now();
    const list = {
      brand: brand.name,
      company: company.name,
      discountBasisPoints: company.discountBasisPoints,
      issuedAt,
      locale,
      rows: await priceListRows(db, brand.id, locale),
    };
    const bytes = format === "xlsx" ? await priceListWorkbook(list) : await priceListPdf(list);
    const day = issuedAt.toISOString().slice(0, 10);
    return { name: fileNameOf(`${brand.name}-${day}`, format), mediaType: documentMediaTypes[format], bytes };
  }

  return { list, brands, products, download, livePriceList };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
