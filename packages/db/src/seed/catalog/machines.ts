import type { OptionCode } from "./attributes";
import type { EngineType, MachineFamilyKey } from "./lines";
import type { MandatoryKey, Translated } from "./text";

/** Technical values of a machine or of one of its variants, by attribute code. */
export type Specs = Partial<{
  power_kw: number;
  displacement_cm3: number;
  battery_voltage_v: number;
  battery_capacity_ah: number;
  cutting_width_cm: number;
  blade_length_cm: number;
  bar_length_cm: number;
  chain_pitch: OptionCode<"chain_pitch">;
  splitting_force_t: number;
  max_log_length_cm: number;
  max_branch_diameter_cm: number;
  drive_type: OptionCode<"drive_type">;
  /** Lowest and highest height in mm, number of positions. */
  cutting_height: [number, number, number];
  collection_capacity_l: number;
  fuel_tank_l: number;
  weight_kg: number;
  noise_db: number;
  mulching: boolean;
}>;

export type VariantLabel =
  | { kind: "width" | "bar" | "blade" | "force"; value: number }
  | { kind: "bare" }
  | { kind: "battery"; ah: number; count: 1 | 2 }
  | { kind: "text"; text: Translated };

export type MachineVariantSeed = {
  key: string;
  label?: VariantLabel;
  /** Euros excluding VAT; null when the price is given on request. */
  price: number | null;
  specs?: Specs;
};

export type MachineKind =
  | "push-mower"
  | "self-propelled-mower"
  | "battery-mower"
  | "electric-mower"
  | "rider"
  | "lawn-tractor"
  | "zero-turn"
  | "front-mower"
  | "brush-cutter"
  | "battery-brush-cutter"
  | "line-trimmer"
  | "clearing-saw"
  | "hedge-trimmer"
  | "battery-hedge-trimmer"
  | "long-reach-hedge-trimmer"
  | "chainsaw"
  | "top-handle-chainsaw"
  | "battery-chainsaw"
  | "horizontal-log-splitter"
  | "vertical-log-splitter"
  | "pto-log-splitter"
  | "wood-chipper"
  | "towed-wood-chipper"
  | "pto-wood-chipper";

export type Tier = "compact" | "professional" | "intensive";

export type MachineSeed = {
  family: MachineFamilyKey;
  brand: "verdalis" | "sylvor" | "meranor";
  kind: MachineKind;
  model: string;
  /** Null for machines driven by a tractor's power take-off. */
  engine: EngineType | null;
  tier: Tier;
  specs: Specs;
  variants: MachineVariantSeed[];
  /** Eco-contribution in cents, the same on every variant. */
  ecotax: number;
  mandatory?: MandatoryKey;
};

/** Product names: `{n}` is the brand and model. */
export const kindNames: Record<MachineKind, Translated> = {
  "push-mower": { fr: "Tondeuse poussée {n}", en: "{n} push lawn mower", de: "Schiebemäher {n}", nl: "Duwmaaier {n}" },
  "self-propelled-mower": {
    fr: "Tondeuse autotractée {n}",
    en: "{n} self-propelled lawn mower",
    de: "Rasenmäher mit Radantrieb {n}",
    nl: "Zelfrijdende grasmaaier {n}",
  },
  "battery-mower": { fr: "Tondeuse sur batterie {n}", en: "{n} cordless lawn mower", de: "Akku-Rasenmäher {n}", nl: "Accugrasmaaier {n}" },
  "electric-mower": {
    fr: "Tondeuse électrique {n}",
    en: "{n} electric lawn mower",
    de: "Elektro-Rasenmäher {n}",
    nl: "Elektrische grasmaaier {n}",
  },
  rider: { fr: "Tondeuse autoportée {n}", en: "{n} ride-on mower", de: "Aufsitzmäher {n}", nl: "Zitmaaier {n}" },
  "lawn-tractor": { fr: "Tracteur tondeuse {n}", en: "{n} lawn tractor", de: "Rasentraktor {n}", nl: "Gazontrekker {n}" },
  "zero-turn": {
    fr: "Tondeuse à rayon de braquage zéro {n}",
    en: "{n} zero-turn mower",
    de: "Zero-Turn-Mäher {n}",
    nl: "Zero-turnmaaier {n}",
  },
  "front-mower": { fr: "Tondeuse frontale {n}", en: "{n} front mower", de: "Frontmäher {n}", nl: "Frontmaaier {n}" },
  "brush-cutter": { fr: "Débroussailleuse {n}", en: "{n} brush cutter", de: "Freischneider {n}", nl: "Bosmaaier {n}" },
  "battery-brush-cutter": {
    fr: "Débroussailleuse sur batterie {n}",
    en: "{n} cordless brush cutter",
    de: "Akku-Freischneider {n}",
    nl: "Accubosmaaier {n}",
  },
  "line-trimmer": {
    fr: "Coupe-bordures sur batterie {n}",
    en: "{n} cordless line trimmer",
    de: "Akku-Rasentrimmer {n}",
    nl: "Accugrastrimmer {n}",
  },
  "clearing-saw": {
    fr: "Débroussailleuse forestière {n}",
    en: "{n} clearing saw",
    de: "Forstfreischneider {n}",
    nl: "Bosmaaier met zaagblad {n}",
  },
  "hedge-trimmer": { fr: "Taille-haies {n}", en: "{n} hedge trimmer", de: "Heckenschere {n}", nl: "Heggenschaar {n}" },
  "battery-hedge-trimmer": {
    fr: "Taille-haies sur batterie {n}",
    en: "{n} cordless hedge trimmer",
    de: "Akku-Heckenschere {n}",
    nl: "Accuheggenschaar {n}",
  },
  "long-reach-hedge-trimmer": {
    fr: "Taille-haies sur perche {n}",
    en: "{n} long-reach hedge trimmer",
    de: "Langschaft-Heckenschere {n}",
    nl: "Heggenschaar met steel {n}",
  },
  chainsaw: { fr: "Tronçonneuse {n}", en: "{n} chainsaw", de: "Motorsäge {n}", nl: "Kettingzaag {n}" },
  "top-handle-chainsaw": {
    fr: "Tronçonneuse d'élagage {n}",
    en: "{n} top-handle chainsaw",
    de: "Top-Handle-Motorsäge {n}",
    nl: "Snoeizaag {n}",
  },
  "battery-chainsaw": {
    fr: "Tronçonneuse sur batterie {n}",
    en: "{n} cordless chainsaw",
    de: "Akku-Motorsäge {n}",
    nl: "Accukettingzaag {n}",
  },
  "horizontal-log-splitter": {
    fr: "Fendeuse horizontale {n}",
    en: "{n} horizontal log splitter",
    de: "Liegender Holzspalter {n}",
    nl: "Horizontale houtklover {n}",
  },
  "vertical-log-splitter": {
    fr: "Fendeuse verticale {n}",
    en: "{n} vertical log splitter",
    de: "Stehender Holzspalter {n}",
    nl: "Verticale houtklover {n}",
  },
  "pto-log-splitter": {
    fr: "Fendeuse sur prise de force {n}",
    en: "{n} PTO log splitter",
    de: "Zapfwellen-Holzspalter {n}",
    nl: "Houtklover op aftakas {n}",
  },
  "wood-chipper": { fr: "Broyeur de branches {n}", en: "{n} wood chipper", de: "Holzhäcksler {n}", nl: "Houtversnipperaar {n}" },
  "towed-wood-chipper": {
    fr: "Broyeur de branches tractable {n}",
    en: "{n} towable wood chipper",
    de: "Anhänger-Holzhäcksler {n}",
    nl: "Aanhangbare houtversnipperaar {n}",
  },
  "pto-wood-chipper": {
    fr: "Broyeur de branches sur prise de force {n}",
    en: "{n} PTO wood chipper",
    de: "Zapfwellen-Holzhäcksler {n}",
    nl: "Houtversnipperaar op aftakas {n}",
  },
};

const width = (cm: number, price: number | null, specs: Specs = {}): MachineVariantSeed => ({
  key: String(cm),
  label: { kind: "width", value: cm },
  price,
  specs: { cutting_width_cm: cm, ...specs },
});
const bar = (cm: number, price: number, specs: Specs = {}): MachineVariantSeed => ({
  key: String(cm),
  label: { kind: "bar", value: cm },
  price,
  specs: { bar_length_cm: cm, ...specs },
});
const blade = (cm: number, price: number, specs: Specs = {}): MachineVariantSeed => ({
  key: String(cm),
  label: { kind: "blade", value: cm },
  price,
  specs: { blade_length_cm: cm, ...specs },
});
const force = (tonnes: number, price: number | null, specs: Specs = {}): MachineVariantSeed => ({
  key: `${tonnes}T`,
  label: { kind: "force", value: tonnes },
  price,
  specs: { splitting_force_t: tonnes, ...specs },
});
const bare = (key: string, price: number, specs: Specs = {}): MachineVariantSeed => ({ key, label: { kind: "bare" }, price, specs });
const withBattery = (key: string, price: number, ah: number, count: 1 | 2 = 1, specs: Specs = {}): MachineVariantSeed => ({
  key,
  label: { kind: "battery", ah, count },
  price,
  specs: { battery_capacity_ah: ah, ...specs },
});
const single = (price: number | null, specs: Specs = {}): MachineVariantSeed => ({ key: "", price, specs });
const option = (key: string, price: number, text: Translated, specs: Specs = {}): MachineVariantSeed => ({
  key,
  label: { kind: "text", text },
  price,
  specs,
});

const electricStart: Translated = {
  fr: "Démarrage électrique",
  en: "Electric start",
  de: "Elektrostart",
  nl: "Elektrische start",
};
const bladeBrakeClutch: Translated = {
  fr: "Avec frein de lame à embrayage",
  en: "With blade brake clutch",
  de: "Mit Messerbremskupplung",
  nl: "Met meskoppeling en -rem",
};
const mulchingFitted: Translated = {
  fr: "Avec kit mulching monté",
  en: "With mulching kit fitted",
  de: "Mit montiertem Mulchkit",
  nl: "Met gemonteerde mulchkit",
};
const bladeFitted: Translated = {
  fr: "Avec lame 3 dents",
  en: "With three-tooth blade",
  de: "Mit Dreizahnmesser",
  nl: "Met drietandmes",
};
const lineHeadOnly: Translated = { fr: "Avec tête à fil", en: "With trimmer head", de: "Mit Fadenkopf", nl: "Met maaikop" };
const comfortHarness: Translated = {
  fr: "Avec harnais forestier confort",
  en: "With comfort forestry harness",
  de: "Mit Komfort-Forstgurt",
  nl: "Met comfortabel bosbouwdraagstel",
};
const standardHarness: Translated = {
  fr: "Avec harnais standard",
  en: "With standard harness",
  de: "Mit Standardgurt",
  nl: "Met standaard draagstel",
};
const logLifter: Translated = {
  fr: "Avec table élévatrice de bûches",
  en: "With log lift table",
  de: "Mit Stammheber",
  nl: "Met stammenlift",
};
const standard: Translated = { fr: "Version standard", en: "Standard version", de: "Standardausführung", nl: "Standaarduitvoering" };

/** The machines on sale, by range. Prices in euros excluding VAT; ecotax in cents. */
export const machineSeeds: MachineSeed[] = [
  // Verdalis lawn mowers.
  {
    family: "lawn-mower",
    brand: "verdalis",
    kind: "push-mower",
    model: "LM 320",
    engine: "petrol",
    tier: "compact",
    specs: {
      power_kw: 1.8,
      displacement_cm3: 125,
      fuel_tank_l: 0.8,
      collection_capacity_l: 50,
      noise_db: 96,
      drive_type: "push",
      cutting_height: [25, 75, 6],
      mulching: false,
    },
    variants: [width(42, 349, { weight_kg: 24 }), width(46, 389, { weight_kg: 26 })],
    ecotax: 150,
  },
  {
    family: "lawn-mower",
    brand: "verdalis",
    kind: "push-mower",
    model: "LM 340 M",
    engine: "petrol",
    tier: "compact",
    specs: {
      power_kw: 2.1,
      displacement_cm3: 145,
      fuel_tank_l: 0.9,
      noise_db: 97,
      drive_type: "push",
      cutting_height: [30, 80, 7],
      mulching: true,
    },
    variants: [width(46, 449, { weight_kg: 28 })],
    ecotax: 150,
  },
  {
    family: "lawn-mower",
    brand: "verdalis",
    kind: "self-propelled-mower",
    model: "LM 510 S",
    engine: "petrol",
    tier: "professional",
    specs: {
      power_kw: 2.4,
      displacement_cm3: 166,
      fuel_tank_l: 1,
      collection_capacity_l: 65,
      noise_db: 97,
      drive_type: "self_propelled",
      cutting_height: [25, 80, 7],
      mulching: true,
    },
    variants: [width(46, 549, { weight_kg: 31 }), width(51, 599, { weight_kg: 34 }), width(53, 649, { weight_kg: 36 })],
    ecotax: 200,
  },
  {
    family: "lawn-mower",
    brand: "verdalis",
    kind: "self-propelled-mower",
    model: "LM 530 SV",
    engine: "petrol",
    tier: "professional",
    specs: {
      power_kw: 2.6,
      displacement_cm3: 170,
      fuel_tank_l: 1.1,
      collection_capacity_l: 70,
      noise_db: 97,
      drive_type: "self_propelled",
      cutting_height: [25, 90, 8],
      mulching: true,
      cutting_width_cm: 53,
    },
    variants: [option("STD", 799, standard, { weight_kg: 38 }), option("ES", 899, electricStart, { weight_kg: 41 })],
    ecotax: 200,
  },
  {
    family: "lawn-mower",
    brand: "verdalis",
    kind: "self-propelled-mower",
    model: "LM 720 PRO",
    engine: "petrol",
    tier: "intensive",
    specs: {
      power_kw: 3.3,
      displacement_cm3: 196,
      fuel_tank_l: 1.5,
      collection_capacity_l: 75,
      noise_db: 98,
      drive_type: "self_propelled",
      cutting_height: [20, 100, 8],
      mulching: true,
      cutting_width_cm: 53,
    },
    variants: [option("STD", 1190, standard, { weight_kg: 45 }), option("BBC", 1390, bladeBrakeClutch, { weight_kg: 48 })],
    ecotax: 250,
  },
  {
    family: "lawn-mower",
    brand: "verdalis",
    kind: "self-propelled-mower",
    model: "LM 760 HD",
    engine: "petrol",
    tier: "intensive",
    specs: {
      power_kw: 3.6,
      displacement_cm3: 196,
      fuel_tank_l: 1.7,
      collection_capacity_l: 80,
      noise_db: 98,
      drive_type: "self_propelled",
      cutting_height: [15, 95, 9],
      mulching: false,
    },
    variants: [width(56, 1590, { weight_kg: 52 })],
    ecotax: 250,
  },
  {
    family: "lawn-mower",
    brand: "verdalis",
    kind: "battery-mower",
    model: "LM 36 Li",
    engine: "battery",
    tier: "compact",
    specs: {
      power_kw: 0.9,
      battery_voltage_v: 36,
      collection_capacity_l: 40,
      noise_db: 83,
      drive_type: "push",
      cutting_height: [25, 70, 5],
      mulching: false,
      cutting_width_cm: 38,
      weight_kg: 16,
    },
    variants: [bare("T", 279), withBattery("K4", 429, 4)],
    ecotax: 80,
  },
  {
    family: "lawn-mower",
    brand: "verdalis",
    kind: "battery-mower",
    model: "LM 548 Li S",
    engine: "battery",
    tier: "professional",
    specs: {
      power_kw: 1.6,
      battery_voltage_v: 54,
      collection_capacity_l: 60,
      noise_db: 85,
      drive_type: "self_propelled",
      cutting_height: [25, 85, 7],
      mulching: true,
      cutting_width_cm: 48,
      weight_kg: 27,
    },
    variants: [bare("T", 549), withBattery("K5", 899, 5, 2)],
    ecotax: 120,
  },
  {
    family: "lawn-mower",
    brand: "verdalis",
    kind: "battery-mower",
    model: "LM 553 Li PRO",
    engine: "battery",
    tier: "intensive",
    specs: {
      power_kw: 2.2,
      battery_voltage_v: 54,
      collection_capacity_l: 70,
      noise_db: 86,
      drive_type: "self_propelled",
      cutting_height: [20, 100, 8],
      mulching: true,
      cutting_width_cm: 53,
      weight_kg: 39,
    },
    variants: [bare("T", 990), withBattery("K7", 1590, 7.5, 2)],
    ecotax: 150,
  },
  {
    family: "lawn-mower",
    brand: "verdalis",
    kind: "electric-mower",
    model: "LM 350 E",
    engine: "electric",
    tier: "compact",
    specs: {
      power_kw: 1.6,
      collection_capacity_l: 45,
      noise_db: 88,
      drive_type: "push",
      cutting_height: [25, 70, 5],
      mulching: false,
    },
    variants: [width(37, 219, { weight_kg: 14 }), width(42, 249, { weight_kg: 16 })],
    ecotax: 90,
  },
  // Verdalis ride-on mowers.
  {
    family: "ride-on-mower",
    brand: "verdalis",
    kind: "rider",
    model: "RT 84",
    engine: "petrol",
    tier: "compact",
    specs: {
      power_kw: 6.2,
      displacement_cm3: 344,
      fuel_tank_l: 6,
      collection_capacity_l: 200,
      noise_db: 98,
      drive_type: "hydrostatic",
      cutting_height: [30, 80, 6],
      mulching: false,
      weight_kg: 180,
    },
    variants: [width(84, 2290)],
    ecotax: 600,
  },
  {
    family: "ride-on-mower",
    brand: "verdalis",
    kind: "lawn-tractor",
    model: "TR 92",
    engine: "petrol",
    tier: "compact",
    specs: {
      power_kw: 7.6,
      displacement_cm3: 452,
      fuel_tank_l: 7.5,
      collection_capacity_l: 300,
      noise_db: 99,
      drive_type: "hydrostatic",
      cutting_height: [30, 90, 7],
      mulching: false,
    },
    variants: [width(92, 2690, { weight_kg: 210 }), width(107, 2990, { weight_kg: 225 })],
    ecotax: 800,
  },
  {
    family: "ride-on-mower",
    brand: "verdalis",
    kind: "lawn-tractor",
    model: "TR 107 H",
    engine: "petrol",
    tier: "professional",
    specs: {
      power_kw: 12.5,
      displacement_cm3: 656,
      fuel_tank_l: 11,
      collection_capacity_l: 320,
      noise_db: 100,
      drive_type: "hydrostatic",
      cutting_height: [25, 100, 8],
      mulching: false,
    },
    variants: [width(107, 3990, { weight_kg: 260 }), width(122, 4490, { weight_kg: 275 })],
    ecotax: 1000,
  },
  {
    family: "ride-on-mower",
    brand: "verdalis",
    kind: "lawn-tractor",
    model: "TR 122 HX",
    engine: "petrol",
    tier: "intensive",
    specs: {
      power_kw: 15.3,
      displacement_cm3: 726,
      fuel_tank_l: 13,
      collection_capacity_l: 360,
      noise_db: 100,
      drive_type: "hydrostatic",
      cutting_height: [25, 100, 10],
      cutting_width_cm: 122,
      weight_kg: 305,
    },
    variants: [option("STD", 5490, standard, { mulching: false }), option("MK", 5890, mulchingFitted, { mulching: true })],
    ecotax: 1200,
  },
  {
    family: "ride-on-mower",
    brand: "verdalis",
    kind: "zero-turn",
    model: "ZT 107",
    engine: "petrol",
    tier: "professional",
    specs: {
      power_kw: 15.3,
      displacement_cm3: 724,
      fuel_tank_l: 11.4,
      noise_db: 101,
      drive_type: "hydrostatic",
      cutting_height: [38, 114, 13],
      mulching: false,
    },
    variants: [width(107, 6490, { weight_kg: 295 }), width(122, 7190, { weight_kg: 310 })],
    ecotax: 1200,
  },
  {
    family: "ride-on-mower",
    brand: "verdalis",
    kind: "zero-turn",
    model: "ZT 152 PRO",
    engine: "petrol",
    tier: "intensive",
    specs: {
      power_kw: 18.5,
      displacement_cm3: 852,
      fuel_tank_l: 22,
      noise_db: 102,
      drive_type: "hydrostatic",
      cutting_height: [38, 127, 15],
      mulching: false,
    },
    variants: [width(137, 10900, { weight_kg: 410 }), width(152, 11900, { weight_kg: 430 })],
    ecotax: 1500,
  },
  {
    family: "ride-on-mower",
    brand: "verdalis",
    kind: "front-mower",
    model: "FM 140 D",
    engine: "diesel",
    tier: "intensive",
    specs: {
      power_kw: 18,
      displacement_cm3: 1123,
      fuel_tank_l: 26,
      collection_capacity_l: 600,
      noise_db: 99,
      drive_type: "four_wheel_drive",
      cutting_height: [25, 110, 12],
      mulching: true,
    },
    variants: [width(137, null, { weight_kg: 690 }), width(152, null, { weight_kg: 720 })],
    ecotax: 1500,
  },
  {
    family: "ride-on-mower",
    brand: "verdalis",
    kind: "rider",
    model: "RT 76 Li",
    engine: "battery",
    tier: "compact",
    specs: {
      power_kw: 3.5,
      battery_voltage_v: 48,
      battery_capacity_ah: 60,
      collection_capacity_l: 200,
      noise_db: 86,
      drive_type: "hydrostatic",
      cutting_height: [30, 80, 6],
      mulching: false,
      weight_kg: 195,
    },
    variants: [width(76, 3490)],
    ecotax: 900,
    mandatory: "batteryWithMachine",
  },
  // Verdalis brush cutters.
  {
    family: "brush-cutter",
    brand: "verdalis",
    kind: "brush-cutter",
    model: "BC 26",
    engine: "petrol",
    tier: "compact",
    specs: { power_kw: 0.75, displacement_cm3: 25.4, fuel_tank_l: 0.5, noise_db: 96, cutting_width_cm: 40, weight_kg: 4.9 },
    variants: [single(249)],
    ecotax: 50,
  },
  {
    family: "brush-cutter",
    brand: "verdalis",
    kind: "brush-cutter",
    model: "BC 36",
    engine: "petrol",
    tier: "professional",
    specs: { power_kw: 1.4, displacement_cm3: 36.3, fuel_tank_l: 0.7, noise_db: 98, cutting_width_cm: 44 },
    variants: [option("F", 599, lineHeadOnly, { weight_kg: 7.2 }), option("L", 649, bladeFitted, { weight_kg: 7.4 })],
    ecotax: 60,
  },
  {
    family: "brush-cutter",
    brand: "verdalis",
    kind: "brush-cutter",
    model: "BC 45 PRO",
    engine: "petrol",
    tier: "intensive",
    specs: { power_kw: 2.1, displacement_cm3: 45.6, fuel_tank_l: 0.9, noise_db: 99, cutting_width_cm: 46, weight_kg: 8.6 },
    variants: [single(849)],
    ecotax: 60,
  },
  {
    family: "brush-cutter",
    brand: "verdalis",
    kind: "battery-brush-cutter",
    model: "BC 36 Li",
    engine: "battery",
    tier: "professional",
    specs: { power_kw: 1, battery_voltage_v: 36, noise_db: 84, cutting_width_cm: 40, weight_kg: 4.6 },
    variants: [bare("T", 299), withBattery("K4", 459, 4)],
    ecotax: 50,
  },
  {
    family: "brush-cutter",
    brand: "verdalis",
    kind: "line-trimmer",
    model: "LT 36 Li",
    engine: "battery",
    tier: "compact",
    specs: { power_kw: 0.6, battery_voltage_v: 36, noise_db: 80, cutting_width_cm: 33, weight_kg: 3.2 },
    variants: [bare("T", 219), withBattery("K2", 349, 2.5)],
    ecotax: 40,
  },
  // Verdalis hedge trimmers.
  {
    family: "hedge-trimmer",
    brand: "verdalis",
    kind: "hedge-trimmer",
    model: "HT 22",
    engine: "petrol",
    tier: "compact",
    specs: { power_kw: 0.65, displacement_cm3: 21.7, fuel_tank_l: 0.45, noise_db: 97 },
    variants: [blade(60, 449, { weight_kg: 5.1 }), blade(75, 479, { weight_kg: 5.4 })],
    ecotax: 50,
  },
  {
    family: "hedge-trimmer",
    brand: "verdalis",
    kind: "hedge-trimmer",
    model: "HT 26 D",
    engine: "petrol",
    tier: "professional",
    specs: { power_kw: 0.8, displacement_cm3: 24.5, fuel_tank_l: 0.5, noise_db: 98, blade_length_cm: 65, weight_kg: 5.6 },
    variants: [single(529)],
    ecotax: 50,
  },
  {
    family: "hedge-trimmer",
    brand: "verdalis",
    kind: "battery-hedge-trimmer",
    model: "HT 36 Li",
    engine: "battery",
    tier: "compact",
    specs: { power_kw: 0.5, battery_voltage_v: 36, noise_db: 82 },
    variants: [
      { key: "50T", label: { kind: "blade", value: 50 }, price: 229, specs: { blade_length_cm: 50, weight_kg: 3.4 } },
      { key: "60T", label: { kind: "blade", value: 60 }, price: 249, specs: { blade_length_cm: 60, weight_kg: 3.6 } },
      withBattery("60K2", 379, 2.5, 1, { blade_length_cm: 60, weight_kg: 4.4 }),
    ],
    ecotax: 40,
  },
  {
    family: "hedge-trimmer",
    brand: "verdalis",
    kind: "battery-hedge-trimmer",
    model: "HT 54 Li PRO",
    engine: "battery",
    tier: "intensive",
    specs: { power_kw: 0.9, battery_voltage_v: 54, noise_db: 84, blade_length_cm: 75, weight_kg: 4.1 },
    variants: [bare("T", 449), withBattery("K5", 649, 5)],
    ecotax: 50,
  },
  {
    family: "hedge-trimmer",
    brand: "verdalis",
    kind: "long-reach-hedge-trimmer",
    model: "HTP 25 L",
    engine: "petrol",
    tier: "professional",
    specs: { power_kw: 0.9, displacement_cm3: 25.4, fuel_tank_l: 0.55, noise_db: 97, blade_length_cm: 50, weight_kg: 7.6 },
    variants: [single(699)],
    ecotax: 60,
  },
  {
    family: "hedge-trimmer",
    brand: "verdalis",
    kind: "long-reach-hedge-trimmer",
    model: "HTP 36 Li",
    engine: "battery",
    tier: "professional",
    specs: { power_kw: 0.6, battery_voltage_v: 36, noise_db: 82, blade_length_cm: 50, weight_kg: 4.9 },
    variants: [bare("T", 399), withBattery("K4", 559, 4)],
    ecotax: 50,
  },
  // Sylvor chainsaws.
  {
    family: "chainsaw",
    brand: "sylvor",
    kind: "chainsaw",
    model: "CS 35",
    engine: "petrol",
    tier: "compact",
    specs: {
      power_kw: 1.5,
      displacement_cm3: 34.9,
      fuel_tank_l: 0.3,
      noise_db: 101,
      chain_pitch: "three_eighths_low_profile",
      weight_kg: 4.3,
    },
    variants: [bar(30, 319), bar(35, 329)],
    ecotax: 50,
    mandatory: "chainsawProtection",
  },
  {
    family: "chainsaw",
    brand: "sylvor",
    kind: "chainsaw",
    model: "CS 42",
    engine: "petrol",
    tier: "professional",
    specs: { power_kw: 2, displacement_cm3: 41.6, fuel_tank_l: 0.4, noise_db: 102, chain_pitch: "point_325", weight_kg: 4.9 },
    variants: [bar(35, 449), bar(40, 459), bar(45, 469)],
    ecotax: 60,
    mandatory: "chainsawProtection",
  },
  {
    family: "chainsaw",
    brand: "sylvor",
    kind: "chainsaw",
    model: "CS 50",
    engine: "petrol",
    tier: "professional",
    specs: { power_kw: 2.6, displacement_cm3: 50.2, fuel_tank_l: 0.5, noise_db: 103, chain_pitch: "point_325", weight_kg: 5.4 },
    variants: [bar(40, 629), bar(45, 639), bar(50, 649)],
    ecotax: 60,
    mandatory: "chainsawProtection",
  },
  {
    family: "chainsaw",
    brand: "sylvor",
    kind: "chainsaw",
    model: "CS 62 PRO",
    engine: "petrol",
    tier: "intensive",
    specs: { power_kw: 3.6, displacement_cm3: 61.5, fuel_tank_l: 0.7, noise_db: 104, chain_pitch: "three_eighths", weight_kg: 6.1 },
    variants: [bar(45, 989), bar(50, 999), bar(63, 1019)],
    ecotax: 70,
    mandatory: "chainsawProtection",
  },
  {
    family: "chainsaw",
    brand: "sylvor",
    kind: "chainsaw",
    model: "CS 92 XP",
    engine: "petrol",
    tier: "intensive",
    specs: { power_kw: 5.2, displacement_cm3: 91.6, fuel_tank_l: 1.1, noise_db: 106, weight_kg: 7.9 },
    variants: [
      bar(63, 1499, { chain_pitch: "three_eighths" }),
      bar(75, 1529, { chain_pitch: "three_eighths" }),
      bar(90, 1569, { chain_pitch: "point_404" }),
    ],
    ecotax: 80,
    mandatory: "chainsawProtection",
  },
  {
    family: "chainsaw",
    brand: "sylvor",
    kind: "top-handle-chainsaw",
    model: "CS 25 T",
    engine: "petrol",
    tier: "professional",
    specs: { power_kw: 1.1, displacement_cm3: 25, fuel_tank_l: 0.2, noise_db: 100, weight_kg: 2.6 },
    variants: [bar(25, 469, { chain_pitch: "quarter" }), bar(30, 479, { chain_pitch: "three_eighths_low_profile" })],
    ecotax: 50,
    mandatory: "topHandle",
  },
  {
    family: "chainsaw",
    brand: "sylvor",
    kind: "battery-chainsaw",
    model: "CS 36 Li",
    engine: "battery",
    tier: "compact",
    specs: { power_kw: 1.5, battery_voltage_v: 36, noise_db: 89, chain_pitch: "three_eighths_low_profile", weight_kg: 3.6 },
    variants: [bar(30, 299), bar(35, 309), withBattery("35K4", 459, 4, 1, { bar_length_cm: 35 })],
    ecotax: 50,
    mandatory: "chainsawProtection",
  },
  {
    family: "chainsaw",
    brand: "sylvor",
    kind: "battery-chainsaw",
    model: "CS 54 Li PRO",
    engine: "battery",
    tier: "intensive",
    specs: { power_kw: 2.7, battery_voltage_v: 54, noise_db: 92, chain_pitch: "point_325", weight_kg: 4.5 },
    variants: [bar(35, 529), bar(40, 539), withBattery("40K7", 799, 7.5, 1, { bar_length_cm: 40 })],
    ecotax: 60,
    mandatory: "chainsawProtection",
  },
  {
    family: "chainsaw",
    brand: "sylvor",
    kind: "top-handle-chainsaw",
    model: "CS 54 Li T",
    engine: "battery",
    tier: "professional",
    specs: { power_kw: 1.8, battery_voltage_v: 54, noise_db: 88, chain_pitch: "quarter", weight_kg: 2.9 },
    variants: [bar(25, 399), bar(30, 409)],
    ecotax: 50,
    mandatory: "topHandle",
  },
  // Sylvor clearing saws.
  {
    family: "brush-cutter",
    brand: "sylvor",
    kind: "clearing-saw",
    model: "FS 45",
    engine: "petrol",
    tier: "professional",
    specs: { power_kw: 2.2, displacement_cm3: 45.6, fuel_tank_l: 0.9, noise_db: 100, cutting_width_cm: 22.5, weight_kg: 8.9 },
    variants: [single(899)],
    ecotax: 60,
  },
  {
    family: "brush-cutter",
    brand: "sylvor",
    kind: "clearing-saw",
    model: "FS 55",
    engine: "petrol",
    tier: "intensive",
    specs: { power_kw: 2.8, displacement_cm3: 53.3, fuel_tank_l: 1, noise_db: 101, cutting_width_cm: 22.5, weight_kg: 9.6 },
    variants: [option("H", 1089, standardHarness), option("HC", 1169, comfortHarness)],
    ecotax: 70,
  },
  // Sylvor log splitters and wood chippers.
  {
    family: "log-splitter",
    brand: "sylvor",
    kind: "horizontal-log-splitter",
    model: "LS 7 E",
    engine: "electric",
    tier: "compact",
    specs: { power_kw: 2.5, max_log_length_cm: 52, noise_db: 78, weight_kg: 92 },
    variants: [force(7, 449)],
    ecotax: 120,
  },
  {
    family: "log-splitter",
    brand: "sylvor",
    kind: "vertical-log-splitter",
    model: "LS 12 V",
    engine: "petrol",
    tier: "professional",
    specs: { power_kw: 4.8, displacement_cm3: 196, fuel_tank_l: 3.6, max_log_length_cm: 105, noise_db: 92, weight_kg: 240 },
    variants: [force(12, 1590)],
    ecotax: 300,
  },
  {
    family: "wood-chipper",
    brand: "sylvor",
    kind: "wood-chipper",
    model: "WC 60",
    engine: "petrol",
    tier: "compact",
    specs: { power_kw: 6.3, displacement_cm3: 270, fuel_tank_l: 3.6, max_branch_diameter_cm: 6, noise_db: 103, weight_kg: 95 },
    variants: [single(2190)],
    ecotax: 300,
  },
  {
    family: "wood-chipper",
    brand: "sylvor",
    kind: "towed-wood-chipper",
    model: "WC 100 T",
    engine: "petrol",
    tier: "professional",
    specs: {
      power_kw: 17.5,
      displacement_cm3: 627,
      fuel_tank_l: 15,
      max_branch_diameter_cm: 10,
      drive_type: "towed",
      noise_db: 106,
      weight_kg: 520,
    },
    variants: [single(9900)],
    ecotax: 800,
  },
  // Meranor log splitters.
  {
    family: "log-splitter",
    brand: "meranor",
    kind: "horizontal-log-splitter",
    model: "MS 16 H",
    engine: "petrol",
    tier: "professional",
    specs: { displacement_cm3: 212, fuel_tank_l: 3.6, max_log_length_cm: 60, noise_db: 93 },
    variants: [force(16, 2390, { power_kw: 4.8, weight_kg: 210 }), force(20, 2790, { power_kw: 6.3, weight_kg: 235 })],
    ecotax: 300,
  },
  {
    family: "log-splitter",
    brand: "meranor",
    kind: "vertical-log-splitter",
    model: "MS 22 V",
    engine: "electric",
    tier: "intensive",
    specs: { power_kw: 5.5, splitting_force_t: 22, max_log_length_cm: 110, noise_db: 80 },
    variants: [option("STD", 3290, standard, { weight_kg: 390 }), option("LT", 3690, logLifter, { weight_kg: 430 })],
    ecotax: 400,
  },
  {
    family: "log-splitter",
    brand: "meranor",
    kind: "pto-log-splitter",
    model: "MS 30 T",
    engine: null,
    tier: "intensive",
    specs: { drive_type: "pto", max_log_length_cm: 130 },
    variants: [force(25, 4590, { weight_kg: 540 }), force(30, 4990, { weight_kg: 590 })],
    ecotax: 400,
    mandatory: "tractorMounted",
  },
  {
    family: "log-splitter",
    brand: "meranor",
    kind: "horizontal-log-splitter",
    model: "MS 30 XP",
    engine: "petrol",
    tier: "intensive",
    specs: {
      power_kw: 9.7,
      displacement_cm3: 420,
      fuel_tank_l: 6.5,
      splitting_force_t: 30,
      max_log_length_cm: 65,
      drive_type: "towed",
      noise_db: 95,
      weight_kg: 860,
    },
    variants: [single(null)],
    ecotax: 500,
  },
  // Meranor wood chippers.
  {
    family: "wood-chipper",
    brand: "meranor",
    kind: "wood-chipper",
    model: "MC 80",
    engine: "petrol",
    tier: "professional",
    specs: { power_kw: 9.7, displacement_cm3: 420, fuel_tank_l: 6.5, max_branch_diameter_cm: 8, noise_db: 104, weight_kg: 280 },
    variants: [single(3990)],
    ecotax: 400,
  },
  {
    family: "wood-chipper",
    brand: "meranor",
    kind: "towed-wood-chipper",
    model: "MC 130 T",
    engine: "petrol",
    tier: "intensive",
    specs: {
      power_kw: 26,
      displacement_cm3: 999,
      fuel_tank_l: 30,
      max_branch_diameter_cm: 13,
      drive_type: "towed",
      noise_db: 107,
      weight_kg: 780,
    },
    variants: [single(14900)],
    ecotax: 1000,
  },
  {
    family: "wood-chipper",
    brand: "meranor",
    kind: "towed-wood-chipper",
    model: "MC 150 D",
    engine: "diesel",
    tier: "intensive",
    specs: {
      power_kw: 33,
      displacement_cm3: 1642,
      fuel_tank_l: 40,
      max_branch_diameter_cm: 15,
      drive_type: "towed",
      noise_db: 106,
      weight_kg: 1100,
    },
    variants: [single(21900)],
    ecotax: 1200,
  },
  {
    family: "wood-chipper",
    brand: "meranor",
    kind: "pto-wood-chipper",
    model: "MC 200 PTO",
    engine: null,
    tier: "intensive",
    specs: { max_branch_diameter_cm: 20, drive_type: "pto", noise_db: 105, weight_kg: 650 },
    variants: [single(null)],
    ecotax: 800,
    mandatory: "tractorMounted",
  },
  {
    family: "wood-chipper",
    brand: "meranor",
    kind: "wood-chipper",
    model: "MC 250 DT",
    engine: "diesel",
    tier: "intensive",
    specs: {
      power_kw: 36,
      displacement_cm3: 2190,
      fuel_tank_l: 55,
      max_branch_diameter_cm: 25,
      drive_type: "tracked",
      noise_db: 107,
      weight_kg: 2300,
    },
    variants: [single(null)],
    ecotax: 1500,
  },
];
