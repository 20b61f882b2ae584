import type { ImageKey } from "./images";
import type { PartFamilyKey } from "./part-families";
import type { Translated } from "./text";

export type EngineType = "petrol" | "battery" | "diesel" | "electric";
export type MachineFamilyKey =
  | "lawn-mower"
  | "ride-on-mower"
  | "brush-cutter"
  | "hedge-trimmer"
  | "chainsaw"
  | "log-splitter"
  | "wood-chipper";

/** What a machine is, as far as choosing its spare parts goes. */
export type MachineTraits = {
  engine: EngineType | null;
  drive?: string;
  hasCatcher: boolean;
  kind: string;
};

/** Which engines a part family applies to: `fuel` is petrol or diesel, `powered` is battery or mains. */
type Scope = "all" | "fuel" | "petrol" | "powered";

type PartRule = [PartFamilyKey, Scope, ((machine: MachineTraits) => boolean)?];

export type MachineFamily = {
  key: MachineFamilyKey;
  /** Sub-category of `machines`; wood chippers have none, so they sit in `machines` itself. */
  taxon: string;
  kitTaxon: string;
  image: ImageKey;
  /** Plural, as a range name in documents: "Tondeuses", "Chainsaws". */
  plural: Translated;
  parts: PartRule[];
  /** Service kit contents in order of preference; a machine's kit keeps the first six it has. */
  kit: [PartFamilyKey, number][];
};

const selfPropelled = (machine: MachineTraits) => machine.drive === "self_propelled";
const collects = (machine: MachineTraits) => machine.hasCatcher;
const hydrostatic = (machine: MachineTraits) => machine.drive === "hydrostatic" || machine.drive === "four_wheel_drive";
const wheeled = (machine: MachineTraits) => machine.drive !== "pto" && machine.drive !== "tracked";
const withBlade = (machine: MachineTraits) => machine.kind !== "line-trimmer";
const hydraulicFeed = (machine: MachineTraits) => machine.drive === "towed" || machine.drive === "tracked" || machine.drive === "pto";

const twoStrokeEngine: PartRule[] = [
  ["air-filter", "fuel"],
  ["fuel-filter", "fuel"],
  ["spark-plug", "petrol"],
  ["ignition-coil", "petrol"],
  ["carburettor", "petrol"],
  ["recoil-starter", "petrol"],
  ["starter-rope", "petrol"],
  ["piston-kit", "petrol"],
  ["gasket-kit", "petrol"],
  ["muffler", "petrol"],
  ["tank-cap", "petrol"],
  ["clutch", "petrol"],
];

const cordlessMotor: PartRule[] = [
  ["electric-motor", "powered"],
  ["control-switch", "powered"],
  ["control-board", "powered"],
];

export const machineFamilies: MachineFamily[] = [
  {
    key: "lawn-mower",
    taxon: "machines-lawn-mowers",
    kitTaxon: "maintenance-kits-lawn-mowers",
    image: "lawn-mower",
    plural: { fr: "Tondeuses", en: "Lawn mowers", de: "Rasenmäher", nl: "Grasmaaiers" },
    parts: [
      ["air-filter", "fuel"],
      ["fuel-filter", "fuel"],
      ["spark-plug", "petrol"],
      ["ignition-coil", "petrol"],
      ["carburettor", "petrol"],
      ["recoil-starter", "petrol"],
      ["starter-rope", "petrol"],
      ["gasket-kit", "petrol"],
      ["muffler", "petrol"],
      ["tank-cap", "petrol"],
      ...cordlessMotor,
      ["mower-blade", "all"],
      ["drive-belt", "all", selfPropelled],
      ["pulley", "all", selfPropelled],
      ["wheel", "all"],
      ["bearing", "all"],
      ["control-cable", "all"],
      ["grass-catcher", "all", collects],
      ["guard", "all"],
      ["handle", "all"],
      ["hardware-kit", "all"],
      ["decal-set", "all"],
    ],
    kit: [
      ["air-filter", 1],
      ["spark-plug", 1],
      ["mower-blade", 1],
      ["hardware-kit", 1],
      ["drive-belt", 1],
      ["bearing", 2],
    ],
  },
  {
    key: "ride-on-mower",
    taxon: "machines-ride-on-mowers",
    kitTaxon: "maintenance-kits-ride-on-mowers",
    image: "ride-on-mower",
    plural: { fr: "Tracteurs tondeuses", en: "Ride-on mowers", de: "Aufsitzmäher", nl: "Zitmaaiers" },
    parts: [
      ["air-filter", "fuel"],
      ["fuel-filter", "fuel"],
      ["oil-filter", "fuel"],
      ["hydraulic-filter", "fuel", hydrostatic],
      ["spark-plug", "petrol"],
      ["ignition-coil", "petrol"],
      ["carburettor", "petrol"],
      ["gasket-kit", "fuel"],
      ["muffler", "fuel"],
      ["tank-cap", "fuel"],
      ["electric-motor", "powered"],
      ["control-board", "powered"],
      ["mower-blade", "all"],
      ["drive-belt", "fuel"],
      ["deck-belt", "fuel"],
      ["pulley", "fuel"],
      ["wheel", "all"],
      ["bearing", "all"],
      ["control-cable", "all"],
      ["grass-catcher", "all", collects],
      ["seat", "all"],
      ["hardware-kit", "all"],
      ["decal-set", "all"],
    ],
    kit: [
      ["air-filter", 1],
      ["oil-filter", 1],
      ["fuel-filter", 1],
      ["spark-plug", 2],
      ["mower-blade", 2],
      ["deck-belt", 1],
      ["hardware-kit", 1],
      ["bearing", 2],
    ],
  },
  {
    key: "brush-cutter",
    taxon: "machines-brush-cutters",
    kitTaxon: "maintenance-kits-brush-cutters",
    image: "brush-cutter",
    plural: { fr: "Débroussailleuses", en: "Brush cutters", de: "Freischneider", nl: "Bosmaaiers" },
    parts: [
      ...twoStrokeEngine,
      ...cordlessMotor,
      ["gear-head", "all"],
      ["brush-blade", "all", withBlade],
      ["line-spool", "all"],
      ["anti-vibration", "petrol"],
      ["guard", "all"],
      ["handle", "all"],
      ["bearing", "all"],
      ["hardware-kit", "all"],
      ["decal-set", "all"],
    ],
    kit: [
      ["air-filter", 1],
      ["spark-plug", 1],
      ["fuel-filter", 1],
      ["starter-rope", 1],
      ["line-spool", 2],
      ["brush-blade", 1],
      ["hardware-kit", 1],
      ["bearing", 1],
    ],
  },
  {
    key: "hedge-trimmer",
    taxon: "machines-hedge-trimmers",
    kitTaxon: "maintenance-kits",
    image: "hedge-trimmer",
    plural: { fr: "Taille-haies", en: "Hedge trimmers", de: "Heckenscheren", nl: "Heggenscharen" },
    parts: [
      ...twoStrokeEngine,
      ...cordlessMotor,
      ["hedge-blade", "all"],
      ["gear-head", "all"],
      ["anti-vibration", "petrol"],
      ["guard", "all"],
      ["handle", "all"],
      ["bearing", "all"],
      ["hardware-kit", "all"],
      ["decal-set", "all"],
    ],
    kit: [
      ["air-filter", 1],
      ["spark-plug", 1],
      ["fuel-filter", 1],
      ["starter-rope", 1],
      ["anti-vibration", 4],
      ["hardware-kit", 1],
      ["hedge-blade", 1],
      ["bearing", 2],
    ],
  },
  {
    key: "chainsaw",
    taxon: "machines-chainsaws",
    kitTaxon: "maintenance-kits-chainsaws",
    image: "chainsaw",
    plural: { fr: "Tronçonneuses", en: "Chainsaws", de: "Motorsägen", nl: "Kettingzagen" },
    parts: [
      ...twoStrokeEngine,
      ...cordlessMotor,
      ["saw-chain", "all"],
      ["guide-bar", "all"],
      ["chain-sprocket", "all"],
      ["oil-pump", "all"],
      ["chain-brake", "all"],
      ["anti-vibration", "petrol"],
      ["handle", "all"],
      ["hardware-kit", "all"],
      ["decal-set", "all"],
    ],
    kit: [
      ["saw-chain", 2],
      ["chain-sprocket", 1],
      ["air-filter", 1],
      ["spark-plug", 1],
      ["fuel-filter", 1],
      ["starter-rope", 1],
      ["guide-bar", 1],
      ["hardware-kit", 1],
    ],
  },
  {
    key: "log-splitter",
    taxon: "machines-log-splitters",
    kitTaxon: "maintenance-kits",
    image: "log-splitter",
    plural: { fr: "Fendeuses", en: "Log splitters", de: "Holzspalter", nl: "Houtklovers" },
    parts: [
      ["hydraulic-filter", "all"],
      ["hydraulic-valve", "all"],
      ["hydraulic-hose", "all"],
      ["ram-seal-kit", "all"],
      ["hydraulic-pump", "all"],
      ["splitting-wedge", "all"],
      ["wheel", "all", wheeled],
      ["electric-motor", "powered"],
      ["control-switch", "powered"],
      ["air-filter", "fuel"],
      ["fuel-filter", "fuel"],
      ["spark-plug", "petrol"],
      ["carburettor", "petrol"],
      ["recoil-starter", "petrol"],
      ["starter-rope", "petrol"],
      ["gasket-kit", "fuel"],
      ["muffler", "fuel"],
      ["tank-cap", "fuel"],
      ["handle", "all"],
      ["guard", "all"],
      ["hardware-kit", "all"],
      ["decal-set", "all"],
    ],
    kit: [
      ["hydraulic-filter", 1],
      ["ram-seal-kit", 1],
      ["air-filter", 1],
      ["spark-plug", 1],
      ["fuel-filter", 1],
      ["hydraulic-hose", 1],
      ["hardware-kit", 1],
    ],
  },
  {
    key: "wood-chipper",
    taxon: "machines",
    kitTaxon: "maintenance-kits",
    image: "wood-chipper",
    plural: { fr: "Broyeurs de branches", en: "Wood chippers", de: "Holzhäcksler", nl: "Houtversnipperaars" },
    parts: [
      ["chipper-knife", "all"],
      ["anvil", "all"],
      ["drive-belt", "all"],
      ["pulley", "all"],
      ["bearing", "all"],
      ["wheel", "all", wheeled],
      ["air-filter", "fuel"],
      ["fuel-filter", "fuel"],
      ["oil-filter", "fuel"],
      ["spark-plug", "petrol"],
      ["ignition-coil", "petrol"],
      ["carburettor", "petrol"],
      ["gasket-kit", "fuel"],
      ["muffler", "fuel"],
      ["tank-cap", "fuel"],
      ["hydraulic-filter", "all", hydraulicFeed],
      ["hydraulic-hose", "all", hydraulicFeed],
      ["control-cable", "all"],
      ["guard", "all"],
      ["hardware-kit", "all"],
      ["decal-set", "all"],
    ],
    kit: [
      ["chipper-knife", 2],
      ["anvil", 1],
      ["drive-belt", 1],
      ["air-filter", 1],
      ["spark-plug", 1],
      ["oil-filter", 1],
      ["fuel-filter", 1],
      ["hardware-kit", 1],
    ],
  },
];

export function machineFamily(key: MachineFamilyKey): MachineFamily {
  const family = machineFamilies.find((candidate) => candidate.key === key);
  if (!family) throw new Error(`Unknown machine family ${key}`);
  return family;
}

function inScope(scope: Scope, engine: EngineType | null): boolean {
  switch (scope) {
    case "all":
      return true;
    case "fuel":
      return engine === "petrol" || engine === "diesel";
    case "petrol":
      return engine === "petrol";
    case "powered":
      return engine === "battery" || engine === "electric";
  }
}

/** The spare parts a machine has, in exploded-view order. */
export function partsOf(family: MachineFamily, machine: MachineTraits): PartFamilyKey[] {
  return family.parts.filter(([, scope, when]) => inScope(scope, machine.engine) && (when ? when(machine) : true)).map(([key]) => key);
}

export type BrandCode = "verdalis" | "sylvor" | "meranor" | "kerlan";

/** Prefix of the manufacturer references printed on each brand's parts. */
export const referencePrefix: Record<BrandCode, string> = { verdalis: "VRD", sylvor: "SYL", meranor: "MRN", kerlan: "KRL" };

/**
 * A range of machines of one family and brand. Discontinued models of each range still need
 * parts: the volume generator invents them from `legacySeries`, with the sixteen parts of `legacySlots`
 * (the last slot holds either one more part or the older reference of an earlier slot).
 */
export type Line = {
  family: MachineFamilyKey;
  brand: Exclude<BrandCode, "kerlan">;
  /** Two series letters no current model uses, so legacy names never clash with sold machines. */
  legacySeries: [string, string];
  numbers: { min: number; count: number };
  legacySlots: PartFamilyKey[];
};

const twoStrokeSlots: PartFamilyKey[] = [
  "air-filter",
  "fuel-filter",
  "spark-plug",
  "ignition-coil",
  "carburettor",
  "recoil-starter",
  "starter-rope",
  "piston-kit",
  "gasket-kit",
  "muffler",
];

const brushCutterSlots: PartFamilyKey[] = [
  ...twoStrokeSlots,
  "tank-cap",
  "clutch",
  "gear-head",
  "brush-blade",
  "anti-vibration",
  "line-spool",
];

const logSplitterSlots: PartFamilyKey[] = [
  "hydraulic-filter",
  "hydraulic-valve",
  "hydraulic-hose",
  "ram-seal-kit",
  "hydraulic-pump",
  "splitting-wedge",
  "wheel",
  "air-filter",
  "spark-plug",
  "fuel-filter",
  "carburettor",
  "recoil-starter",
  "starter-rope",
  "gasket-kit",
  "muffler",
  "handle",
];

const woodChipperSlots: PartFamilyKey[] = [
  "chipper-knife",
  "anvil",
  "drive-belt",
  "pulley",
  "bearing",
  "wheel",
  "air-filter",
  "fuel-filter",
  "oil-filter",
  "spark-plug",
  "ignition-coil",
  "carburettor",
  "gasket-kit",
  "muffler",
  "control-cable",
  "hydraulic-hose",
];

/** Every range, in a fixed order: the index of a line is part of the generated data. */
export const lines: Line[] = [
  {
    family: "lawn-mower",
    brand: "verdalis",
    legacySeries: ["LV", "TS"],
    numbers: { min: 300, count: 700 },
    legacySlots: [
      "air-filter",
      "spark-plug",
      "ignition-coil",
      "carburettor",
      "recoil-starter",
      "starter-rope",
      "gasket-kit",
      "muffler",
      "tank-cap",
      "mower-blade",
      "drive-belt",
      "pulley",
      "wheel",
      "bearing",
      "control-cable",
      "grass-catcher",
    ],
  },
  {
    family: "ride-on-mower",
    brand: "verdalis",
    legacySeries: ["RX", "TX"],
    numbers: { min: 100, count: 400 },
    legacySlots: [
      "air-filter",
      "fuel-filter",
      "oil-filter",
      "spark-plug",
      "ignition-coil",
      "carburettor",
      "gasket-kit",
      "muffler",
      "mower-blade",
      "drive-belt",
      "deck-belt",
      "pulley",
      "wheel",
      "bearing",
      "control-cable",
      "seat",
    ],
  },
  {
    family: "brush-cutter",
    brand: "verdalis",
    legacySeries: ["BX", "DV"],
    numbers: { min: 200, count: 600 },
    legacySlots: brushCutterSlots,
  },
  {
    family: "hedge-trimmer",
    brand: "verdalis",
    legacySeries: ["HX", "HV"],
    numbers: { min: 200, count: 600 },
    legacySlots: [...twoStrokeSlots, "tank-cap", "clutch", "hedge-blade", "gear-head", "anti-vibration", "handle"],
  },
  {
    family: "chainsaw",
    brand: "sylvor",
    legacySeries: ["SX", "CF"],
    numbers: { min: 300, count: 600 },
    legacySlots: [...twoStrokeSlots, "clutch", "saw-chain", "guide-bar", "chain-sprocket", "oil-pump", "chain-brake"],
  },
  { family: "brush-cutter", brand: "sylvor", legacySeries: ["FX", "DS"], numbers: { min: 400, count: 500 }, legacySlots: brushCutterSlots },
  { family: "log-splitter", brand: "sylvor", legacySeries: ["LF", "SV"], numbers: { min: 500, count: 400 }, legacySlots: logSplitterSlots },
  { family: "wood-chipper", brand: "sylvor", legacySeries: ["WX", "BS"], numbers: { min: 100, count: 500 }, legacySlots: woodChipperSlots },
  {
    family: "log-splitter",
    brand: "meranor",
    legacySeries: ["MF", "HS"],
    numbers: { min: 100, count: 800 },
    legacySlots: logSplitterSlots,
  },
  {
    family: "wood-chipper",
    brand: "meranor",
    legacySeries: ["MB", "MX"],
    numbers: { min: 100, count: 800 },
    legacySlots: woodChipperSlots,
  },
];

/** Letters after a legacy model number; past them, a generation mark keeps names unique. */
export const legacySuffixes = ["", "S", "E", "X", "R", "H", "K", "T"];

export const slotsPerModel = 16;
