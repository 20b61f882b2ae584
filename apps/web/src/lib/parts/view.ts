import { diagramLinkQuery } from "@portal/domain/parts/links";
import type { PartsmartLineResult } from "@portal/domain/parts/schemas";

/** The viewer's zoom: from the whole drawing to six times it, by steps of a quarter. */
export const zoomLimits = { min: 1, max: 6, step: 1.25 } as const;

export type ViewState = { scale: number; x: number; y: number };
export const initialView: ViewState = { scale: 1, x: 0, y: 0 };

/** Keeps the drawing within reach: never smaller than its frame, never dragged off it. */
export function clampView(view: ViewState, frame: { width: number; height: number }): ViewState {
  const scale = Math.min(zoomLimits.max, Math.max(zoomLimits.min, view.scale));
  const minX = frame.width - frame.width * scale;
  const minY = frame.height - frame.height * scale;
  return { scale, x: Math.min(0, Math.max(minX, view.x)), y: Math.min(0, Math.max(minY, view.y)) };
}

/** Zooms by `factor` around a point of the frame (the cursor, the pinch's centre, or the frame's centre). */
export function zoomAt(
  view: ViewState,
  factor: number,
  point: { x: number; y: number },
  frame: { width: number; height: number },
): ViewState {
  const scale = Math.min(zoomLimits.max, Math.max(zoomLimits.min, view.scale * factor));
  const ratio = scale / view.scale;
  return clampView({ scale, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio }, frame);
}

/** The page's query for a model, an assembly and a highlighted position. */
export function partsHref(path: string, link: { model: string; assembly?: string | null; position?: number | null }): string {
  return `${path}?${new URLSearchParams(diagramLinkQuery(link))}`;
}

/** How many lines went in (as asked or replaced), and how many did not. */
export function summarizeResults(lines: readonly PartsmartLineResult[]) {
  const added = lines.filter((line) => line.outcome === "added" || line.outcome === "superseded").length;
  return { added, refused: lines.length - added };
}

/** The model picker's address for a page of its list, keeping its filters; page 1 goes without. */
export function modelsPageHref(path: string, filter: { q: string; brand: string; page: number }): string {
  const query = new URLSearchParams();
  if (filter.q) query.set("q", filter.q);
  if (filter.brand) query.set("brand", filter.brand);
  if (filter.page > 1) query.set("page", String(filter.page));
  return query.size ? `${path}?${query}` : path;
}

/** A model's title: its name with its brand in front, unless the name already says it ("Tondeuse Verdalis LM 320"). */
export function modelTitle(model: { name: string; brand: { name: string } }): string {
  return model.name.toLocaleLowerCase().includes(model.brand.name.toLocaleLowerCase()) ? model.name : `${model.brand.name} ${model.name}`;
}
