import type { AttributeType } from "@portal/domain/catalog/enums";
import type { Translated } from "./text";

type AttributeSeed = {
  code: string;
  type: AttributeType;
  unit: string | null;
  /** Offered as a facet in category and search pages. */
  filterable: boolean;
  name: Translated;
  options?: { code: string; label: Translated }[];
};

/** Technical attributes, in the order the technical-data tab lists them. */
export const attributeSeeds = [
  {
    code: "engine_type",
    type: "select",
    unit: null,
    filterable: true,
    name: { fr: "Motorisation", en: "Power source", de: "Antriebsart", nl: "Aandrijving" },
    options: [
      { code: "petrol", label: { fr: "Thermique essence", en: "Petrol", de: "Benzin", nl: "Benzine" } },
      { code: "battery", label: { fr: "Batterie", en: "Battery", de: "Akku", nl: "Accu" } },
      { code: "diesel", label: { fr: "Diesel", en: "Diesel", de: "Diesel", nl: "Diesel" } },
      { code: "electric", label: { fr: "Électrique secteur", en: "Mains electric", de: "Elektro (Netz)", nl: "Elektrisch (net)" } },
    ],
  },
  {
    code: "power_kw",
    type: "number",
    unit: "kW",
    filterable: true,
    name: { fr: "Puissance", en: "Power", de: "Leistung", nl: "Vermogen" },
  },
  {
    code: "displacement_cm3",
    type: "number",
    unit: "cm³",
    filterable: true,
    name: { fr: "Cylindrée", en: "Displacement", de: "Hubraum", nl: "Cilinderinhoud" },
  },
  {
    code: "battery_voltage_v",
    type: "number",
    unit: "V",
    filterable: true,
    name: { fr: "Tension de batterie", en: "Battery voltage", de: "Akkuspannung", nl: "Accuspanning" },
  },
  {
    code: "battery_capacity_ah",
    type: "number",
    unit: "Ah",
    filterable: false,
    name: { fr: "Capacité de batterie", en: "Battery capacity", de: "Akkukapazität", nl: "Accucapaciteit" },
  },
  {
    code: "cutting_width_cm",
    type: "number",
    unit: "cm",
    filterable: true,
    name: { fr: "Largeur de coupe", en: "Cutting width", de: "Schnittbreite", nl: "Maaibreedte" },
  },
  {
    code: "cutting_height",
    type: "text",
    unit: null,
    filterable: false,
    name: { fr: "Hauteur de coupe", en: "Cutting height", de: "Schnitthöhe", nl: "Maaihoogte" },
  },
  {
    code: "blade_length_cm",
    type: "number",
    unit: "cm",
    filterable: true,
    name: { fr: "Longueur de lamier", en: "Blade length", de: "Messerlänge", nl: "Meslengte" },
  },
  {
    code: "bar_length_cm",
    type: "number",
    unit: "cm",
    filterable: true,
    name: { fr: "Longueur de guide", en: "Bar length", de: "Schienenlänge", nl: "Zwaardlengte" },
  },
  {
    code: "chain_pitch",
    type: "select",
    unit: null,
    filterable: true,
    name: { fr: "Pas de chaîne", en: "Chain pitch", de: "Kettenteilung", nl: "Kettingsteek" },
    options: [
      { code: "quarter", label: { fr: '1/4"', en: '1/4"', de: '1/4"', nl: '1/4"' } },
      { code: "three_eighths_low_profile", label: { fr: '3/8" LP', en: '3/8" LP', de: '3/8" LP', nl: '3/8" LP' } },
      { code: "point_325", label: { fr: '.325"', en: '.325"', de: '.325"', nl: '.325"' } },
      { code: "three_eighths", label: { fr: '3/8"', en: '3/8"', de: '3/8"', nl: '3/8"' } },
      { code: "point_404", label: { fr: '.404"', en: '.404"', de: '.404"', nl: '.404"' } },
    ],
  },
  {
    code: "splitting_force_t",
    type: "number",
    unit: "t",
    filterable: true,
    name: { fr: "Force de fendage", en: "Splitting force", de: "Spaltkraft", nl: "Kloofkracht" },
  },
  {
    code: "max_log_length_cm",
    type: "number",
    unit: "cm",
    filterable: false,
    name: { fr: "Longueur de bûche maximale", en: "Maximum log length", de: "Maximale Holzlänge", nl: "Maximale bloklengte" },
  },
  {
    code: "max_branch_diameter_cm",
    type: "number",
    unit: "cm",
    filterable: true,
    name: { fr: "Diamètre de branche maximal", en: "Maximum branch diameter", de: "Maximaler Astdurchmesser", nl: "Maximale takdiameter" },
  },
  {
    code: "drive_type",
    type: "select",
    unit: null,
    filterable: true,
    name: { fr: "Entraînement", en: "Drive", de: "Antrieb", nl: "Aandrijftype" },
    options: [
      { code: "push", label: { fr: "Poussée", en: "Push", de: "Schiebend", nl: "Duwmodel" } },
      { code: "self_propelled", label: { fr: "Autotractée", en: "Self-propelled", de: "Radantrieb", nl: "Zelfrijdend" } },
      { code: "hydrostatic", label: { fr: "Hydrostatique", en: "Hydrostatic", de: "Hydrostatisch", nl: "Hydrostatisch" } },
      {
        code: "four_wheel_drive",
        label: { fr: "Quatre roues motrices", en: "Four-wheel drive", de: "Allradantrieb", nl: "Vierwielaandrijving" },
      },
      { code: "tracked", label: { fr: "Chenilles", en: "Tracked", de: "Raupenfahrwerk", nl: "Rupsen" } },
      { code: "pto", label: { fr: "Prise de force", en: "PTO", de: "Zapfwelle", nl: "Aftakas" } },
      { code: "towed", label: { fr: "Tractable sur route", en: "Road-towable", de: "Straßenzugelassen", nl: "Aanhangbaar" } },
    ],
  },
  {
    code: "collection_capacity_l",
    type: "number",
    unit: "l",
    filterable: false,
    name: { fr: "Capacité du bac", en: "Catcher capacity", de: "Fangkorbvolumen", nl: "Inhoud opvangbak" },
  },
  {
    code: "fuel_tank_l",
    type: "number",
    unit: "l",
    filterable: false,
    name: { fr: "Réservoir de carburant", en: "Fuel tank", de: "Tankinhalt", nl: "Brandstoftank" },
  },
  { code: "weight_kg", type: "number", unit: "kg", filterable: true, name: { fr: "Poids", en: "Weight", de: "Gewicht", nl: "Gewicht" } },
  {
    code: "noise_db",
    type: "number",
    unit: "dB(A)",
    filterable: false,
    name: { fr: "Niveau sonore", en: "Noise level", de: "Schalldruckpegel", nl: "Geluidsniveau" },
  },
  {
    code: "mulching",
    type: "boolean",
    unit: null,
    filterable: true,
    name: { fr: "Fonction mulching", en: "Mulching", de: "Mulchfunktion", nl: "Mulchfunctie" },
  },
  {
    code: "size",
    type: "select",
    unit: null,
    filterable: true,
    name: { fr: "Taille", en: "Size", de: "Größe", nl: "Maat" },
    options: ["S", "M", "L", "XL"].map((size) => ({ code: size.toLowerCase(), label: { fr: size, en: size, de: size, nl: size } })),
  },
  { code: "content_l", type: "number", unit: "l", filterable: false, name: { fr: "Contenance", en: "Volume", de: "Inhalt", nl: "Inhoud" } },
  { code: "length_mm", type: "number", unit: "mm", filterable: false, name: { fr: "Longueur", en: "Length", de: "Länge", nl: "Lengte" } },
  {
    code: "diameter_mm",
    type: "number",
    unit: "mm",
    filterable: false,
    name: { fr: "Diamètre", en: "Diameter", de: "Durchmesser", nl: "Diameter" },
  },
] as const satisfies readonly AttributeSeed[];

type SelectSeed = Extract<(typeof attributeSeeds)[number], { type: "select" }>;
export type OptionCode<C extends SelectSeed["code"]> = Extract<SelectSeed, { code: C }>["options"][number]["code"];
