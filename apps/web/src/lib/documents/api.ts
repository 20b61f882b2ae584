import { brandChoiceSchema } from "@portal/domain/catalog/schemas";
import type { DocumentKind, DocumentSection } from "@portal/domain/documents/rules";
import {
  documentBrandSchema,
  documentProductSchema,
  type LivePriceListFormat,
  libraryDocumentPageSchema,
} from "@portal/domain/documents/schemas";
import { z } from "zod";
import { apiRequest } from "../api/client";

export type LibraryFilters = { brand: string; product: string; kind: DocumentKind | ""; q: string; page: number };

export const DOCUMENTS_PAGE_SIZE = 10;

async function ok<T>(result: Awaited<ReturnType<typeof apiRequest<T>>>): Promise<T> {
  if (!result.ok) throw new Error(result.code);
  return result.data;
}

export const documentQueryKeys = {
  brands: (section: DocumentSection) => ["documents", "brands", section] as const,
  catalogBrands: ["documents", "catalog-brands"] as const,
  products: (section: DocumentSection, brand: string, q: string) => ["documents", "products", section, brand, q] as const,
  page: (section: DocumentSection, filters: Partial<LibraryFilters>) => ["documents", "page", section, filters] as const,
};

export const fetchDocumentBrands = async (section: DocumentSection) =>
  ok(await apiRequest(`/api/v2/shop/document-brands?section=${section}`, { schema: z.array(documentBrandSchema) }));

/** Every brand of the catalogue: a live price list exists for each. */
export const fetchCatalogBrands = async () =>
  ok(await apiRequest("/api/v2/shop/product-attribute-choices/brand", { schema: z.array(brandChoiceSchema) }));

export async function fetchDocumentProducts(section: DocumentSection, brand: string, q: string) {
  const query = new URLSearchParams({ brand, section });
  if (q.trim()) query.set("q", q.trim());
  return ok(await apiRequest(`/api/v2/shop/document-products?${query}`, { schema: z.array(documentProductSchema) }));
}

export async function fetchDocuments(section: DocumentSection, filters: Partial<LibraryFilters>) {
  const query = new URLSearchParams({ section, page: String(filters.page ?? 1), itemsPerPage: String(DOCUMENTS_PAGE_SIZE) });
  if (filters.brand) query.set("brand", filters.brand);
  if (filters.product) query.set("product", filters.product);
  if (filters.kind) query.set("kind", filters.kind);
  if (filters.q?.trim()) query.set("q", filters.q.trim());
  return ok(await apiRequest(`/api/v2/shop/documents?${query}`, { schema: libraryDocumentPageSchema }));
}

export type Progress = { phase: "building" } | { phase: "receiving"; received: number; total: number | null };

/** The file name the answer offers (Content-Disposition), or a fallback. */
function fileNameOf(header: string | null, fallback: string) {
  const encoded = header?.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return header?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

/**
 * Builds the brand's live price list and saves it: the server builds the whole file (progress:
 * "building"), then its bytes arrive with their length (progress: the share received).
 */
export async function downloadLivePriceList(brand: string, format: LivePriceListFormat, onProgress: (progress: Progress) => void) {
  onProgress({ phase: "building" });
  const response = await fetch(`/api/v2/shop/price-lists/${encodeURIComponent(brand)}/${format}`, {
    credentials: "same-origin",
    headers: { "accept-language": document.documentElement.lang },
  });
  if (!response.ok || !response.body) throw new Error(String(response.status));
  const total = Number(response.headers.get("content-length")) || null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ phase: "receiving", received, total });
  }
  const blob = new Blob(chunks, { type: response.headers.get("content-type") ?? "application/octet-stream" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response.headers.get("content-disposition"), `${brand}.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
