import { type Locale, locales } from "@portal/domain/i18n/locales";
import { perLocale, type Translated } from "../content/identity";

export { type Locale, locales, perLocale, type Translated };

const formats = new Map<string, Intl.NumberFormat>();

/** A number the way each language writes it (decimal comma in fr, de and nl). */
export function formatNumber(locale: Locale, value: number, digits = 1): string {
  const key = `${locale}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, useGrouping: true });
    formats.set(key, format);
  }
  // French groups thousands with a narrow no-break space; a plain one reads the same and survives every font.
  return format.format(value).replace(/[\u202f\u00a0]/g, " ");
}

/** Replaces `{name}` markers; the bulk SQL does the same with `replace()`, so keep markers literal. */
export function fill(template: string, values: Record<string, string>): string {
  let result = template;
  for (const [name, value] of Object.entries(values)) result = result.split(`{${name}}`).join(value);
  return result;
}

/** Lowercase ASCII words joined by hyphens, as the product slug check requires; German umlauts become ae, oe, ue. */
export function slugify(value: string): string {
  return value
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/Ä/g, "Ae")
    .replace(/Ö/g, "Oe")
    .replace(/Ü/g, "Ue")
    .replace(/ß/g, "ss")
    .replace(/[æÆ]/g, "ae")
    .replace(/[œŒ]/g, "oe")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Texts a buyer must acknowledge before ordering, keyed by what they are about. */
export const mandatoryTexts = {
  chainsawProtection: {
    fr: "Équipement de protection individuelle obligatoire : casque forestier avec visière et protections auditives, gants, pantalon et chaussures anti-coupure de classe 1 au minimum.",
    en: "Personal protective equipment required: forestry helmet with visor and ear defenders, gloves, and class 1 chainsaw trousers and boots as a minimum.",
    de: "Persönliche Schutzausrüstung vorgeschrieben: Forsthelm mit Visier und Gehörschutz, Handschuhe sowie Schnittschutzhose und Schnittschutzstiefel mindestens der Klasse 1.",
    nl: "Persoonlijke beschermingsmiddelen verplicht: boshelm met vizier en gehoorbescherming, handschoenen, en zaagbroek en zaaglaarzen van minstens klasse 1.",
  },
  topHandle: {
    fr: "Tronçonneuse à poignée supérieure réservée aux professionnels de l'élagage formés au travail sur corde ou en nacelle. Équipement de protection individuelle anti-coupure obligatoire.",
    en: "Top-handle chainsaw reserved for tree-care professionals trained in rope or aerial-platform work. Cut-resistant personal protective equipment required.",
    de: "Top-Handle-Motorsäge nur für Baumpflegeprofis mit Ausbildung in Seilklettertechnik oder Hubarbeitsbühnen. Persönliche Schnittschutzausrüstung vorgeschrieben.",
    nl: "Tophandle-kettingzaag uitsluitend voor boomverzorgers die opgeleid zijn voor klimwerk of werken vanaf een hoogwerker. Snijbestendige persoonlijke beschermingsmiddelen verplicht.",
  },
  sharpPart: {
    fr: "Pièce tranchante : portez des gants de protection pour la manipuler et la monter, et respectez le couple de serrage indiqué dans le manuel.",
    en: "Sharp part: wear protective gloves when handling and fitting it, and respect the tightening torque given in the manual.",
    de: "Scharfes Teil: Tragen Sie bei Handhabung und Montage Schutzhandschuhe und halten Sie das im Handbuch angegebene Anzugsdrehmoment ein.",
    nl: "Scherp onderdeel: draag beschermhandschoenen bij het hanteren en monteren, en respecteer het aanhaalmoment uit de handleiding.",
  },
  batteryAlone: {
    fr: "Batterie lithium-ion (UN 3480) soumise à la réglementation du transport de marchandises dangereuses : livraison par transporteur routier uniquement, en emballage homologué. Ne transportez jamais une batterie endommagée ou qui a chauffé.",
    en: "Lithium-ion battery (UN 3480) subject to dangerous goods transport regulations: delivered by road carrier only, in approved packaging. Never transport a battery that is damaged or has overheated.",
    de: "Lithium-Ionen-Akku (UN 3480), unterliegt den Vorschriften für den Gefahrguttransport: Lieferung nur per Straßenspedition in zugelassener Verpackung. Transportieren Sie niemals einen beschädigten oder überhitzten Akku.",
    nl: "Lithium-ionaccu (UN 3480), onderworpen aan de regelgeving voor het vervoer van gevaarlijke goederen: levering uitsluitend via wegvervoer, in goedgekeurde verpakking. Vervoer nooit een beschadigde of oververhitte accu.",
  },
  batteryWithMachine: {
    fr: "Livrée avec une batterie lithium-ion (UN 3481, batterie emballée avec l'équipement) : expédition par transporteur routier uniquement. Ne transportez jamais une batterie endommagée ou qui a chauffé.",
    en: "Supplied with a lithium-ion battery (UN 3481, battery packed with equipment): shipped by road carrier only. Never transport a battery that is damaged or has overheated.",
    de: "Lieferung mit Lithium-Ionen-Akku (UN 3481, Akku mit Ausrüstung verpackt): Versand nur per Straßenspedition. Transportieren Sie niemals einen beschädigten oder überhitzten Akku.",
    nl: "Geleverd met een lithium-ionaccu (UN 3481, accu verpakt met uitrusting): verzending uitsluitend via wegvervoer. Vervoer nooit een beschadigde of oververhitte accu.",
  },
  tractorMounted: {
    fr: "Machine à atteler : vérifiez avant la commande la catégorie de l'attelage trois points et la puissance du tracteur, et utilisez uniquement un arbre à cardan protégé tournant à 540 tr/min.",
    en: "Tractor-mounted machine: before ordering, check the three-point linkage category and the tractor's power, and only use a guarded PTO shaft turning at 540 rpm.",
    de: "Anbaugerät: Prüfen Sie vor der Bestellung die Kategorie der Dreipunktaufhängung und die Traktorleistung, und verwenden Sie nur eine geschützte Gelenkwelle mit 540 U/min.",
    nl: "Aanbouwmachine: controleer vóór de bestelling de categorie van de driepuntshef en het vermogen van de trekker, en gebruik uitsluitend een afgeschermde aftakas die op 540 tpm draait.",
  },
  flammable: {
    fr: "Produit inflammable : livré en emballage homologué, à stocker à l'écart de toute source de chaleur et hors de portée des enfants.",
    en: "Flammable product: supplied in approved packaging; store away from any source of heat and out of the reach of children.",
    de: "Entzündliches Produkt: Lieferung in zugelassener Verpackung; von Wärmequellen fernhalten und für Kinder unzugänglich aufbewahren.",
    nl: "Ontvlambaar product: geleverd in goedgekeurde verpakking; bewaren uit de buurt van warmtebronnen en buiten het bereik van kinderen.",
  },
} satisfies Record<string, Translated>;

export type MandatoryKey = keyof typeof mandatoryTexts;
