import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Database } from "../../client";
import { partDiagrams, partDiagramTranslations, partDrawings, partModels, partPositions } from "../../schema/index";
import { imageKeys } from "./images";
import { lines, type MachineFamilyKey, machineFamily, slotsPerModel } from "./lines";
import type { PartFamilyKey } from "./part-families";
import { imageKey, legacyModel, legacySlotsPresent, modelCode } from "./parts";
import type { Translated } from "./text";

/* Exploded views of the demo machines: one drawing per assembly, in one line-art style. */

export const diagramWidth = 640;
const cellWidth = 200;
const cellHeight = 170;
const columns = 3;
const top = 40;
const batchSize = 500;

export type AssemblyCode = "engine" | "motor" | "cutting" | "hydraulics" | "transmission" | "chassis" | "controls";

const assemblyOrder: AssemblyCode[] = ["engine", "motor", "cutting", "hydraulics", "transmission", "chassis", "controls"];

const assemblyNames: Record<Exclude<AssemblyCode, "cutting">, Translated> = {
  engine: { fr: "Moteur thermique", en: "Engine", de: "Verbrennungsmotor", nl: "Verbrandingsmotor" },
  motor: { fr: "Moteur électrique", en: "Electric motor", de: "Elektromotor", nl: "Elektromotor" },
  hydraulics: { fr: "Circuit hydraulique", en: "Hydraulics", de: "Hydraulik", nl: "Hydraulisch circuit" },
  transmission: { fr: "Transmission", en: "Drive train", de: "Antrieb", nl: "Aandrijving" },
  chassis: { fr: "Châssis et carter", en: "Chassis and housing", de: "Rahmen und Gehäuse", nl: "Chassis en behuizing" },
  controls: { fr: "Commandes et guidon", en: "Handle and controls", de: "Griff und Bedienelemente", nl: "Handgreep en bediening" },
};

/** The cutting assembly is named after what the machine does. */
const cuttingNames: Record<MachineFamilyKey, Translated> = {
  "lawn-mower": { fr: "Carter de coupe", en: "Cutting deck", de: "Mähwerk", nl: "Maaidek" },
  "ride-on-mower": { fr: "Plateau de coupe", en: "Cutting deck", de: "Mähwerk", nl: "Maaidek" },
  "brush-cutter": {
    fr: "Renvoi d'angle et outil de coupe",
    en: "Gear head and cutting tool",
    de: "Winkelgetriebe und Schneidwerkzeug",
    nl: "Haakse overbrenging en snijgereedschap",
  },
  "hedge-trimmer": { fr: "Lamier", en: "Cutter bar", de: "Messerbalken", nl: "Messenbalk" },
  chainsaw: { fr: "Guide et chaîne", en: "Bar and chain", de: "Schiene und Kette", nl: "Zaagblad en ketting" },
  "log-splitter": { fr: "Ensemble de fendage", en: "Splitting assembly", de: "Spalteinheit", nl: "Kloofeenheid" },
  "wood-chipper": { fr: "Rotor de broyage", en: "Chipping rotor", de: "Häckselrotor", nl: "Hakselrotor" },
};

const assemblyOfPart: Record<PartFamilyKey, AssemblyCode> = {
  "air-filter": "engine",
  "fuel-filter": "engine",
  "oil-filter": "engine",
  "spark-plug": "engine",
  "ignition-coil": "engine",
  carburettor: "engine",
  "recoil-starter": "engine",
  "starter-rope": "engine",
  "piston-kit": "engine",
  "gasket-kit": "engine",
  muffler: "engine",
  "tank-cap": "engine",
  clutch: "engine",
  "electric-motor": "motor",
  "control-board": "motor",
  "mower-blade": "cutting",
  "brush-blade": "cutting",
  "hedge-blade": "cutting",
  "chipper-knife": "cutting",
  anvil: "cutting",
  "splitting-wedge": "cutting",
  "saw-chain": "cutting",
  "guide-bar": "cutting",
  "chain-sprocket": "cutting",
  "chain-brake": "cutting",
  "oil-pump": "cutting",
  "gear-head": "cutting",
  "line-spool": "cutting",
  "hydraulic-filter": "hydraulics",
  "hydraulic-valve": "hydraulics",
  "hydraulic-hose": "hydraulics",
  "ram-seal-kit": "hydraulics",
  "hydraulic-pump": "hydraulics",
  "drive-belt": "transmission",
  "deck-belt": "transmission",
  pulley: "transmission",
  bearing: "transmission",
  wheel: "chassis",
  seat: "chassis",
  "grass-catcher": "chassis",
  guard: "chassis",
  "anti-vibration": "chassis",
  "hardware-kit": "chassis",
  "decal-set": "chassis",
  "control-cable": "controls",
  "control-switch": "controls",
  handle: "controls",
};

/** How many of a part one machine holds, when more than one. */
function quantityOf(key: PartFamilyKey, family: MachineFamilyKey): number {
  switch (key) {
    case "wheel":
      return family === "lawn-mower" || family === "ride-on-mower" ? 4 : 2;
    case "bearing":
    case "chipper-knife":
    case "hydraulic-hose":
      return 2;
    case "anti-vibration":
      return 4;
    case "mower-blade":
      return family === "ride-on-mower" ? 2 : 1;
    default:
      return 1;
  }
}

type Shape = "cylinder" | "disc" | "bar" | "box" | "loop" | "plug";

const shapeOfPart: Record<PartFamilyKey, Shape> = {
  "air-filter": "box",
  "fuel-filter": "cylinder",
  "oil-filter": "cylinder",
  "hydraulic-filter": "cylinder",
  "spark-plug": "plug",
  "ignition-coil": "box",
  carburettor: "box",
  "recoil-starter": "disc",
  "starter-rope": "loop",
  "piston-kit": "cylinder",
  "gasket-kit": "disc",
  muffler: "cylinder",
  clutch: "disc",
  "tank-cap": "disc",
  "oil-pump": "box",
  "electric-motor": "cylinder",
  "drive-belt": "loop",
  "deck-belt": "loop",
  pulley: "disc",
  "mower-blade": "bar",
  "brush-blade": "disc",
  "hedge-blade": "bar",
  "chipper-knife": "bar",
  anvil: "bar",
  "splitting-wedge": "box",
  "saw-chain": "loop",
  "guide-bar": "bar",
  "chain-sprocket": "disc",
  "chain-brake": "box",
  wheel: "disc",
  bearing: "disc",
  "control-cable": "loop",
  "grass-catcher": "box",
  seat: "box",
  "anti-vibration": "cylinder",
  "gear-head": "box",
  "hydraulic-valve": "box",
  "hydraulic-hose": "loop",
  "ram-seal-kit": "disc",
  "hydraulic-pump": "cylinder",
  "control-switch": "box",
  "control-board": "box",
  handle: "bar",
  guard: "box",
  "hardware-kit": "box",
  "decal-set": "box",
  "line-spool": "disc",
};

const cos30 = Math.cos(Math.PI / 6);
const sin30 = 0.5;
const round = (value: number) => Math.round(value * 10) / 10;

/** Isometric projection of a point around (cx, cy): x goes right-down, y left-down, z up. */
const iso = (cx: number, cy: number) => (x: number, y: number, z: number) =>
  `${round(cx + (x - y) * cos30)},${round(cy + (x + y) * sin30 - z)}`;

function cylinder(cx: number, cy: number, r: number, h: number): string {
  const rx = round(r * cos30 * Math.SQRT2);
  const ry = round(r * sin30 * Math.SQRT2);
  const base = cy + h / 2;
  const lid = cy - h / 2;
  return [
    `<path class="f" d="M${round(cx - rx)},${round(lid)} L${round(cx - rx)},${round(base)} A${rx},${ry} 0 0 0 ${round(cx + rx)},${round(base)} L${round(cx + rx)},${round(lid)}"/>`,
    `<ellipse class="t" cx="${round(cx)}" cy="${round(lid)}" rx="${rx}" ry="${ry}"/>`,
    `<ellipse class="d" cx="${round(cx)}" cy="${round(lid)}" rx="${round(rx * 0.45)}" ry="${round(ry * 0.45)}"/>`,
    `<path class="d" d="M${round(cx - rx)},${round(cy)} A${rx},${ry} 0 0 0 ${round(cx + rx)},${round(cy)}"/>`,
  ].join("");
}

function box(cx: number, cy: number, a: number, b: number, h: number): string {
  const p = iso(cx, cy + h / 2);
  const topFace = `${p(-a, -b, h)} ${p(a, -b, h)} ${p(a, b, h)} ${p(-a, b, h)}`;
  const right = `${p(a, -b, 0)} ${p(a, b, 0)} ${p(a, b, h)} ${p(a, -b, h)}`;
  const left = `${p(-a, b, 0)} ${p(a, b, 0)} ${p(a, b, h)} ${p(-a, b, h)}`;
  return [
    `<polygon class="f" points="${left}"/>`,
    `<polygon class="s" points="${right}"/>`,
    `<polygon class="t" points="${topFace}"/>`,
    `<polyline class="d" points="${p(-a * 0.5, -b * 0.5, h)} ${p(a * 0.5, -b * 0.5, h)} ${p(a * 0.5, b * 0.5, h)}"/>`,
  ].join("");
}

function disc(cx: number, cy: number, r: number): string {
  const rx = round(r * cos30 * Math.SQRT2);
  const ry = round(r * sin30 * Math.SQRT2);
  const teeth = Array.from({ length: 12 }, (_, index) => {
    const angle = (index / 12) * Math.PI * 2;
    return `M${round(cx + Math.cos(angle) * rx * 0.78)},${round(cy + Math.sin(angle) * ry * 0.78)} L${round(cx + Math.cos(angle) * rx)},${round(cy + Math.sin(angle) * ry)}`;
  }).join(" ");
  return [
    `<path class="f" d="M${round(cx - rx)},${round(cy)} L${round(cx - rx)},${round(cy + 8)} A${rx},${ry} 0 0 0 ${round(cx + rx)},${round(cy + 8)} L${round(cx + rx)},${round(cy)}"/>`,
    `<ellipse class="t" cx="${round(cx)}" cy="${round(cy)}" rx="${rx}" ry="${ry}"/>`,
    `<path class="d" d="${teeth}"/>`,
    `<ellipse class="f" cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx * 0.28)}" ry="${round(ry * 0.28)}"/>`,
  ].join("");
}

function bar(cx: number, cy: number, length: number): string {
  const p = iso(cx, cy);
  const half = length / 2;
  const outline = `${p(-half, -8, 6)} ${p(half - 10, -8, 6)} ${p(half, 0, 6)} ${p(half - 10, 8, 6)} ${p(-half, 8, 6)}`;
  return [
    `<polygon class="f" points="${p(-half, 8, 0)} ${p(half - 10, 8, 0)} ${p(half - 10, 8, 6)} ${p(-half, 8, 6)}"/>`,
    `<polygon class="t" points="${outline}"/>`,
    `<circle class="d" cx="${p(-half + 10, 0, 6).split(",")[0]}" cy="${p(-half + 10, 0, 6).split(",")[1]}" r="3"/>`,
  ].join("");
}

function loop(cx: number, cy: number, r: number): string {
  const rx = round(r * 1.3);
  const ry = round(r * 0.55);
  return [
    `<ellipse class="n" cx="${round(cx)}" cy="${round(cy)}" rx="${rx}" ry="${ry}"/>`,
    `<ellipse class="n" cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx - 6)}" ry="${round(ry - 4)}"/>`,
  ].join("");
}

function plug(cx: number, cy: number): string {
  return [
    cylinder(cx, cy - 26, 9, 22),
    box(cx, cy + 2, 12, 12, 12),
    `<path class="d" d="M${cx - 4},${cy + 14} L${cx + 4},${cy + 18} M${cx - 4},${cy + 20} L${cx + 4},${cy + 24} M${cx},${cy + 12} L${cx},${cy + 30}"/>`,
  ].join("");
}

function drawShape(shape: Shape, cx: number, cy: number, size: number): string {
  switch (shape) {
    case "cylinder":
      return cylinder(cx, cy, 24 + size * 8, 46 + size * 14);
    case "disc":
      return disc(cx, cy, 32 + size * 10);
    case "bar":
      return bar(cx, cy, 100 + size * 30);
    case "box":
      return box(cx, cy, 26 + size * 8, 20 + size * 6, 32 + size * 10);
    case "loop":
      return loop(cx, cy, 34 + size * 10);
    case "plug":
      return plug(cx, cy);
  }
}

/** A small stable number in [0, 1) from a text, so drawings differ a little. */
function wobble(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return ((hash >>> 0) % 1000) / 1000;
}

export type DiagramPart = { key: PartFamilyKey; variantId: number };

/** A drawing as stored: found again by the sha-256 of its text. */
export type DrawingDraft = { svg: string; width: number; height: number; hash: string };

export type DiagramDraft = {
  /** The model's code. */
  model: string;
  code: AssemblyCode;
  position: number;
  name: Translated;
  drawing: DrawingDraft;
  positions: { number: number; variantId: number; quantity: number; x: number; y: number }[];
};

/** A parts-catalogue model: sold (with its product) or discontinued (with parts only). */
export type ModelDraft = {
  code: string;
  brandId: number;
  name: string;
  productId: number | null;
  imageKey: string | null;
  discontinued: boolean;
};

const style =
  ".f{fill:#fff;stroke:#1f2933;stroke-width:1.6;stroke-linejoin:round}.s{fill:#e4e8ec;stroke:#1f2933;stroke-width:1.6;stroke-linejoin:round}" +
  ".t{fill:#f3f5f7;stroke:#1f2933;stroke-width:1.6;stroke-linejoin:round}.d{fill:none;stroke:#52606d;stroke-width:1}" +
  ".n{fill:none;stroke:#1f2933;stroke-width:1.6}.l{fill:none;stroke:#52606d;stroke-width:1}" +
  ".c{fill:#fff;stroke:#1f2933;stroke-width:1.6}.x{font:600 17px Arial,Helvetica,sans-serif;fill:#1f2933;text-anchor:middle;dominant-baseline:central}" +
  ".a{fill:none;stroke:#9aa5b1;stroke-width:1;stroke-dasharray:6 5}";

/**
 * One assembly's drawing: its parts in a grid on an exploded axis, each with a leader line to its
 * number. `look` varies the parts' sizes a little: a sold model's own name, or a whole range's.
 */
export function drawAssembly(look: string, parts: PartFamilyKey[]): { svg: string; height: number; points: { x: number; y: number }[] } {
  const rows = Math.ceil(parts.length / columns);
  const height = top + rows * cellHeight + 20;
  const body: string[] = [];
  const points: { x: number; y: number }[] = [];
  const centers = parts.map((_, index) => {
    const row = Math.floor(index / columns);
    const inRow = Math.min(columns, parts.length - row * columns);
    const offset = (diagramWidth - inRow * cellWidth) / 2;
    return { x: offset + (index % columns) * cellWidth + cellWidth / 2 + 12, y: top + row * cellHeight + cellHeight / 2 + 18 };
  });
  // The exploded axis joins the parts in assembly order.
  for (let row = 0; row < rows; row++) {
    const inRow = centers.slice(row * columns, (row + 1) * columns);
    if (inRow.length > 1) body.push(`<polyline class="a" points="${inRow.map((c) => `${round(c.x)},${round(c.y)}`).join(" ")}"/>`);
  }
  parts.forEach((key, index) => {
    const center = centers[index] as { x: number; y: number };
    const size = wobble(`${look}:${key}`);
    body.push(drawShape(shapeOfPart[key], center.x, center.y, size));
    const callout = { x: Math.round(center.x - 72), y: Math.round(center.y - 58) };
    body.push(`<path class="l" d="M${callout.x + 12},${callout.y + 12} L${round(center.x - 14)},${round(center.y - 10)}"/>`);
    body.push(`<circle class="d" cx="${round(center.x - 14)}" cy="${round(center.y - 10)}" r="2"/>`);
    body.push(
      `<circle class="c" cx="${callout.x}" cy="${callout.y}" r="17"/><text class="x" x="${callout.x}" y="${callout.y}">${index + 1}</text>`,
    );
    points.push(callout);
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${diagramWidth} ${height}" width="${diagramWidth}" height="${height}">` +
    `<style>${style}</style><rect width="100%" height="100%" fill="#fff"/>${body.join("")}</svg>`;
  return { svg, height, points };
}

export function drawingOf(look: string, parts: PartFamilyKey[]): { drawing: DrawingDraft; points: { x: number; y: number }[] } {
  const drawn = drawAssembly(look, parts);
  const hash = createHash("sha256").update(drawn.svg).digest("hex");
  return { drawing: { svg: drawn.svg, width: diagramWidth, height: drawn.height, hash }, points: drawn.points };
}

const assemblyName = (code: AssemblyCode, family: MachineFamilyKey): Translated =>
  code === "cutting" ? cuttingNames[family] : assemblyNames[code];

/** The exploded views of one sold machine model, by assembly, in a fixed order, each drawn for the model. */
export function diagramsOf(machine: { code: string; model: string; family: MachineFamilyKey; parts: DiagramPart[] }): DiagramDraft[] {
  const byAssembly = new Map<AssemblyCode, DiagramPart[]>();
  for (const part of machine.parts) {
    const code = assemblyOfPart[part.key];
    byAssembly.set(code, [...(byAssembly.get(code) ?? []), part]);
  }
  return assemblyOrder.flatMap((code, position) => {
    const parts = byAssembly.get(code);
    if (!parts) return [];
    const { drawing, points } = drawingOf(
      machine.model,
      parts.map((part) => part.key),
    );
    return [
      {
        model: machine.code,
        code,
        position,
        name: assemblyName(code, machine.family),
        drawing,
        positions: parts.map((part, index) => ({
          number: index + 1,
          variantId: part.variantId,
          quantity: quantityOf(part.key, machine.family),
          ...(points[index] as { x: number; y: number }),
        })),
      },
    ];
  });
}

/** A view of a discontinued model, as every model of its range with the same parts has it. */
export type LegacyView = {
  code: AssemblyCode;
  position: number;
  name: Translated;
  drawing: DrawingDraft;
  /** Numbered hotspots, each on one of the model's slots (its part is variant `16 j + slot` of the volume parts). */
  positions: { number: number; slot: number; quantity: number; x: number; y: number }[];
};

/**
 * The views of a discontinued model of range `line` whose first `present` slots are current parts
 * (15 when the last slot holds the older reference of an earlier part: that reference is no
 * position of its own, its replacement is). One drawing per range and assembly contents, drawn
 * with the range's look, so all such models share it.
 */
export function legacyViews(line: number, present: number): LegacyView[] {
  const range = lines[line];
  if (!range) throw new Error(`no line ${line}`);
  const slots = range.legacySlots.slice(0, present).map((key, slot) => ({ key, slot }));
  return assemblyOrder.flatMap((code, position) => {
    const parts = slots.filter((part) => assemblyOfPart[part.key] === code);
    if (parts.length === 0) return [];
    const { drawing, points } = drawingOf(
      `${range.brand}:${range.legacySeries.join("")}`,
      parts.map((part) => part.key),
    );
    return [
      {
        code,
        position,
        name: assemblyName(code, range.family),
        drawing,
        positions: parts.map((part, index) => ({
          number: index + 1,
          slot: part.slot,
          quantity: quantityOf(part.key, range.family),
          ...(points[index] as { x: number; y: number }),
        })),
      },
    ];
  });
}

/** Writes drawings not stored yet; gives the id of each drawing by its hash. */
export async function insertDrawings(db: Database, drawings: DrawingDraft[]): Promise<Map<string, number>> {
  const unique = [...new Map(drawings.map((drawing) => [drawing.hash, drawing])).values()];
  const ids = new Map<string, number>();
  for (let start = 0; start < unique.length; start += batchSize) {
    const batch = unique.slice(start, start + batchSize);
    await db.insert(partDrawings).values(batch).onConflictDoNothing({ target: partDrawings.hash });
    const found = await db
      .select({ id: partDrawings.id, hash: partDrawings.hash })
      .from(partDrawings)
      .where(
        inArray(
          partDrawings.hash,
          batch.map((drawing) => drawing.hash),
        ),
      );
    for (const row of found) ids.set(row.hash, row.id);
  }
  return ids;
}

/** Writes models; gives the id of each by its code. */
export async function insertModels(db: Database, models: ModelDraft[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let start = 0; start < models.length; start += batchSize) {
    const inserted = await db
      .insert(partModels)
      .values(models.slice(start, start + batchSize))
      .returning({ id: partModels.id, code: partModels.code });
    for (const row of inserted) ids.set(row.code, row.id);
  }
  return ids;
}

/** Writes the views of models already stored, in batches: views first (their ids come back), then names and positions. */
export async function insertDiagrams(db: Database, modelIds: Map<string, number>, drafts: DiagramDraft[]): Promise<void> {
  const drawingIds = await insertDrawings(
    db,
    drafts.map((draft) => draft.drawing),
  );
  const idOfModel = (code: string) => {
    const id = modelIds.get(code);
    if (id === undefined) throw new Error(`model ${code} was not inserted`);
    return id;
  };
  for (let start = 0; start < drafts.length; start += batchSize) {
    const batch = drafts.slice(start, start + batchSize);
    const inserted = await db
      .insert(partDiagrams)
      .values(
        batch.map(({ model, code, position, drawing }) => ({
          modelId: idOfModel(model),
          drawingId: drawingIds.get(drawing.hash) as number,
          code,
          position,
        })),
      )
      .returning({ id: partDiagrams.id, modelId: partDiagrams.modelId, code: partDiagrams.code });
    const idOf = new Map(inserted.map((row) => [`${row.modelId}:${row.code}`, row.id]));
    const id = (draft: DiagramDraft) => idOf.get(`${idOfModel(draft.model)}:${draft.code}`) as number;
    const names = batch.flatMap((draft) =>
      (Object.entries(draft.name) as [keyof Translated, string][]).map(([locale, name]) => ({ diagramId: id(draft), locale, name })),
    );
    const positions = batch.flatMap((draft) => draft.positions.map((position) => ({ diagramId: id(draft), ...position })));
    for (let at = 0; at < names.length; at += batchSize) await db.insert(partDiagramTranslations).values(names.slice(at, at + batchSize));
    for (let at = 0; at < positions.length; at += batchSize) await db.insert(partPositions).values(positions.slice(at, at + batchSize));
  }
}

/** A discontinued range's model shows the range's machine picture, when there is one. */
export function rangeImage(line: number): string | null {
  const range = lines[line];
  if (!range) throw new Error(`no line ${line}`);
  const picture = machineFamily(range.family).image;
  return imageKeys.includes(picture) ? imageKey(picture) : null;
}

/** Volume parts as the parts catalogue sees them: which variant is slot 0 of model 0, how many there are. */
export type LegacyPlan = { seed: number; count: number; firstVariantId: number };

/** The views of every range and slot count a plan can need, each computed once. */
export function legacyTemplates(count: number): Map<string, LegacyView[]> {
  const presents = new Set([slotsPerModel - 1, slotsPerModel, count % slotsPerModel].filter((present) => present > 0));
  const templates = new Map<string, LegacyView[]>();
  lines.forEach((_, line) => {
    for (const present of presents) templates.set(`${line}:${present}`, legacyViews(line, present));
  });
  return templates;
}

/**
 * The discontinued models the volume parts belong to, with their views, written through the ORM a
 * batch of models at a time (small catalogues; bulk.ts writes the same rows set-based).
 */
export async function insertLegacyModels(db: Database, plan: LegacyPlan, brandId: (code: string) => number): Promise<void> {
  const modelCount = Math.ceil(plan.count / slotsPerModel);
  const templates = legacyTemplates(plan.count);
  for (let start = 0; start < modelCount; start += batchSize) {
    const models: ModelDraft[] = [];
    const drafts: DiagramDraft[] = [];
    for (let j = start; j < Math.min(modelCount, start + batchSize); j++) {
      const model = legacyModel(j);
      const range = lines[model.line] as (typeof lines)[number];
      const code = modelCode(range.brand, model.name);
      models.push({
        code,
        brandId: brandId(range.brand),
        name: model.name,
        productId: null,
        imageKey: rangeImage(model.line),
        discontinued: true,
      });
      const views = templates.get(`${model.line}:${legacySlotsPresent(j, plan.count, plan.seed)}`) ?? [];
      for (const view of views) {
        drafts.push({
          model: code,
          code: view.code,
          position: view.position,
          name: view.name,
          drawing: view.drawing,
          positions: view.positions.map(({ slot, ...position }) => ({
            ...position,
            variantId: plan.firstVariantId + j * slotsPerModel + slot,
          })),
        });
      }
    }
    await insertDiagrams(db, await insertModels(db, models), drafts);
  }
}
