import type { Locale } from "@portal/domain/i18n/locales";
import type { Database } from "../client";
import { activities, activityTranslations, capacities, capacityTranslations, countries } from "../schema/index";

type Translated = Record<Locale, string>;

/** Countries the manufacturer delivers to can hold addresses; the others exist for company records. */
const addressCountries = ["FR", "BE", "LU", "DE", "NL", "AT", "CH", "ES", "IT", "PT", "MC"];
const otherCountries = ["GB", "IE", "DK", "SE", "NO", "FI", "PL", "CZ", "US", "CA"];

export const demoCapacities: [string, Translated][] = [
  ["manager", { fr: "Gérant", en: "Managing director", de: "Geschäftsführer", nl: "Bedrijfsleider" }],
  ["purchasing", { fr: "Responsable achats", en: "Purchasing manager", de: "Einkaufsleiter", nl: "Inkoopmanager" }],
  ["workshop", { fr: "Chef d'atelier", en: "Workshop manager", de: "Werkstattleiter", nl: "Werkplaatschef" }],
  ["mechanic", { fr: "Mécanicien", en: "Mechanic", de: "Mechaniker", nl: "Monteur" }],
  ["sales", { fr: "Vendeur", en: "Sales representative", de: "Verkäufer", nl: "Verkoper" }],
  ["accounting", { fr: "Comptabilité", en: "Accounting", de: "Buchhaltung", nl: "Boekhouding" }],
  ["other", { fr: "Autre", en: "Other", de: "Sonstiges", nl: "Overig" }],
];

export const demoActivities: [string, Translated][] = [
  ["dealer", { fr: "Concessionnaire", en: "Dealer", de: "Fachhändler", nl: "Dealer" }],
  ["repair_shop", { fr: "Atelier de réparation", en: "Repair shop", de: "Reparaturwerkstatt", nl: "Reparatiewerkplaats" }],
  ["landscaper", { fr: "Paysagiste", en: "Landscaper", de: "Garten- und Landschaftsbau", nl: "Hovenier" }],
  ["forestry", { fr: "Exploitant forestier", en: "Forestry contractor", de: "Forstunternehmen", nl: "Bosbouwbedrijf" }],
  ["municipality", { fr: "Collectivité", en: "Local authority", de: "Kommune", nl: "Gemeente" }],
  ["rental", { fr: "Loueur de matériel", en: "Equipment rental", de: "Geräteverleih", nl: "Materiaalverhuur" }],
  ["agriculture", { fr: "Exploitation agricole", en: "Farm", de: "Landwirtschaftsbetrieb", nl: "Landbouwbedrijf" }],
  ["industry", { fr: "Industrie", en: "Industry", de: "Industrie", nl: "Industrie" }],
];

function translationRows<K extends string>(entries: [string, Translated][], key: K) {
  return entries.flatMap(([code, names]) =>
    (Object.entries(names) as [Locale, string][]).map(
      ([locale, name]) => ({ [key]: code, locale, name }) as Record<K, string> & { locale: Locale; name: string },
    ),
  );
}

export async function seedReference(db: Database) {
  await db
    .insert(countries)
    .values([
      ...addressCountries.map((code) => ({ code, allowedForAddresses: true })),
      ...otherCountries.map((code) => ({ code, allowedForAddresses: false })),
    ]);
  await db.insert(capacities).values(demoCapacities.map(([code], position) => ({ code, position })));
  await db.insert(capacityTranslations).values(translationRows(demoCapacities, "capacityCode"));
  await db.insert(activities).values(demoActivities.map(([code], position) => ({ code, position })));
  await db.insert(activityTranslations).values(translationRows(demoActivities, "activityCode"));
}
