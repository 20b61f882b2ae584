import { createHmac } from "node:crypto";
import type { Database } from "@portal/db/client";
import { availabilityOf, priceOf } from "@portal/domain/catalog/availability";
import type { Locale } from "@portal/domain/i18n/locales";
import { mergeLines, referenceKey } from "@portal/domain/parts/rules";
import type {
  Diagram,
  ModelAssemblies,
  PartsModel,
  PartsModelList,
  PartsmartInformations,
  PartsmartLineResult,
  PartsmartOrder,
  PartsmartReport,
  PartsSearchPage,
  PositionHit,
  WhereUsed,
} from "@portal/domain/parts/schemas";
import { discountedPrice } from "@portal/domain/pricing/totals";
import type { Actor } from "../../platform/auth/authenticate";
import type { Config } from "../../platform/config";
import { AppError } from "../../platform/errors";
import type { AddedLine, CartService } from "../cart/cart.service";
import { scopeOf } from "../cart/cart.service";
import { fileUrl } from "../catalog/catalog.service";
import {
  companyDiscount,
  findDiagram,
  findDrawing,
  findModel,
  whereUsed as findWhereUsed,
  type HitRow,
  listAssemblies,
  listModelBrands,
  listModels,
  listPositions,
  type ModelFilter,
  type ModelRow,
  type PartsScope,
  searchPositions,
} from "./parts.queries";

/** Where a drawing is served: its id never changes content, so the address can be cached for good. */
const drawingPath = (id: number) => `/api/v2/shop/partsmart/drawings/${id}/svg`;

const modelView = (row: ModelRow): PartsModel => ({
  code: row.code,
  name: row.name,
  brand: { code: row.brandCode, name: row.brandName },
  image: row.imageKey ? fileUrl(row.imageKey) : null,
  registered: row.registered,
  discontinued: row.discontinued,
  assemblies: row.assemblies,
});

const hitView = (row: HitRow): PositionHit => ({
  model: { code: row.modelCode, name: row.modelName, brand: row.brand },
  assembly: { code: row.assemblyCode, name: row.assemblyName },
  number: row.number,
  reference: row.reference,
  name: row.name,
  quantity: row.quantity,
});

/** The company a parts call reads prices for: a customer without an active company sees none. */
const partsScope = (actor: Actor): PartsScope => ({ companyId: scopeOf(actor).companyId });

/** What became of a line in the cart's words (spec section 7: the code and detail stored against the item). */
function resultOf(line: AddedLine): PartsmartLineResult {
  const base = { reference: line.reference, quantity: line.quantity };
  const match = line.match;
  switch (line.status) {
    case "not_found":
      return { ...base, outcome: "unknown_reference", addedReference: null, code: "cart.product_not_found", detail: null };
    case "not_sellable":
      return { ...base, outcome: "not_sellable", addedReference: null, code: "cart.not_sellable", detail: null };
    case "insufficient_stock":
    case "out_of_stock":
      return {
        ...base,
        outcome: line.status,
        addedReference: null,
        code: "cart.insufficient_stock",
        detail: String(Math.max(0, (match?.stockQuantity ?? 0) - (match?.inCart ?? 0))),
      };
    case "added": {
      const asked = referenceKey(line.reference);
      const sameAsAsked = match !== null && (referenceKey(match.reference) === asked || referenceKey(match.code) === asked);
      return {
        ...base,
        outcome: sameAsAsked ? "added" : "superseded",
        addedReference: match?.reference ?? null,
        code: null,
        detail: null,
      };
    }
  }
}

export function createPartsService({ db, cart, config }: { db: Database; cart: CartService; config: Pick<Config, "partsmart"> }) {
  async function requireModel(actor: Actor, code: string) {
    const model = await findModel(db, partsScope(actor), code);
    if (!model) throw new AppError("parts.model_not_found");
    return model;
  }

  async function models(actor: Actor, filter: ModelFilter): Promise<PartsModelList> {
    const [found, brands] = await Promise.all([listModels(db, partsScope(actor), filter), listModelBrands(db)]);
    return { items: found.items.map(modelView), total: found.total, page: filter.page, itemsPerPage: filter.itemsPerPage, brands };
  }

  async function assemblies(actor: Actor, locale: Locale, code: string): Promise<ModelAssemblies> {
    const model = await requireModel(actor, code);
    const found = await listAssemblies(db, model.id, locale);
    return {
      model: modelView(model),
      assemblies: found.map((row) => ({ code: row.code, name: row.name, positions: row.positions, svg: drawingPath(row.drawingId) })),
    };
  }

  /** One view with its rows priced for the caller's company (its discount applied, as in the cart). */
  async function diagram(actor: Actor, locale: Locale, code: string, assembly: string): Promise<Diagram> {
    const scope = partsScope(actor);
    const model = await requireModel(actor, code);
    const found = await findDiagram(db, model.id, assembly, locale);
    if (!found) throw new AppError("parts.diagram_not_found");
    const [positions, discount] = [await listPositions(db, found.id, locale), await companyDiscount(db, scope)];
    return {
      model: modelView(model),
      assembly: { code: found.code, name: found.name },
      width: found.width,
      height: found.height,
      svg: drawingPath(found.drawingId),
      positions: positions.map((row) => {
        const price = priceOf(row);
        return {
          number: row.number,
          x: row.x,
          y: row.y,
          quantity: row.quantity,
          variantCode: row.variantCode,
          partSmartCode: row.partSmartCode,
          reference: row.reference,
          name: row.name,
          slug: row.slug,
          priceCents: price.priceCents === null ? null : discountedPrice(price.priceCents, discount),
          priceOnRequest: price.priceOnRequest,
          ...availabilityOf(row),
          supersededBy: row.replacement,
          sellable: row.sellable,
        };
      }),
    };
  }

  async function drawing(id: number) {
    const found = await findDrawing(db, id);
    if (!found) throw new AppError("parts.diagram_not_found");
    return found;
  }

  async function search(actor: Actor, locale: Locale, query: { q: string; page: number; itemsPerPage: number }): Promise<PartsSearchPage> {
    partsScope(actor);
    const found = await searchPositions(db, locale, query);
    return { items: found.items.map(hitView), total: found.total, page: query.page, itemsPerPage: query.itemsPerPage };
  }

  async function whereUsed(actor: Actor, locale: Locale, variant: string): Promise<WhereUsed> {
    partsScope(actor);
    const found = await findWhereUsed(db, locale, variant);
    if (!found) throw new AppError("catalog.variant_not_found");
    return { items: found.map(hitView) };
  }

  /**
   * Lines picked on a view into the cart, in one transaction, by the cart's own rules. A superseded
   * reference brings the part that replaces it, as adding it by hand does, and says so.
   */
  async function order(actor: Actor, locale: Locale, input: PartsmartOrder): Promise<PartsmartReport> {
    const added = await cart.addLines(actor, input.tokenValue, mergeLines(input.lines), locale);
    return { order: added.order, lines: added.lines.map(resultOf) };
  }

  /** What the page needs to show the catalogue; an external one gets the company's own key. */
  function informations(actor: Actor): PartsmartInformations {
    const { companyId } = partsScope(actor);
    const settings = config.partsmart;
    if (settings.provider === "builtin") return { provider: "builtin" };
    const key = createHmac("sha256", settings.keySecret).update(`company:${companyId}`).digest("base64url").slice(0, 32);
    return { provider: "external", url: settings.url, origin: settings.origin, key };
  }

  return { models, assemblies, diagram, drawing, search, whereUsed, order, informations };
}

export type PartsService = ReturnType<typeof createPartsService>;
