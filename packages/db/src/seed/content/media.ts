import type { Media } from "@portal/domain/content/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import type { Random } from "../random";
import { company, type Translated } from "./identity";
import * as svg from "./svg";

/** Where the API serves the `content_media` table. */
export const uploadsPath = "/api/content/uploads/";
export const svgMime = "image/svg+xml";

type MediaFile = {
  name: string;
  width: number;
  height: number;
  /** Null for purely decorative images. */
  alt: Translated | null;
  draw: (random: Random) => string;
};

const sameInEveryLocale = (value: string): Translated => ({ fr: value, en: value, de: value, nl: value });

const brandLogo = (brand: string, draw: () => string): MediaFile => ({
  name: `brand-${brand.toLowerCase()}.svg`,
  width: 320,
  height: 120,
  alt: { fr: `Logo ${brand}`, en: `${brand} logo`, de: `${brand}-Logo`, nl: `Logo van ${brand}` },
  draw,
});

/** Every illustration of the portal, in insertion order. */
export const mediaFiles = {
  logo: { name: "orvane-logo.svg", width: 280, height: 64, alt: sameInEveryLocale(company.siteName), draw: svg.headerLogo },
  favicon: { name: "orvane-favicon.svg", width: 64, height: 64, alt: sameInEveryLocale(company.siteName), draw: svg.favicon },
  heroRideOnMower: {
    name: "hero-ride-on-mower.svg",
    width: 1200,
    height: 600,
    alt: {
      fr: "Tracteur tondeuse Orvane sur une pelouse fraîchement tondue",
      en: "Orvane ride-on mower on a freshly mown lawn",
      de: "Orvane-Aufsitzmäher auf einem frisch gemähten Rasen",
      nl: "Orvane-zitmaaier op een pas gemaaid gazon",
    },
    draw: svg.heroRideOnMower,
  },
  heroForestry: {
    name: "hero-forestry.svg",
    width: 1200,
    height: 600,
    alt: {
      fr: "Tronçonneuse posée sur une souche à côté d'une pile de bûches en forêt",
      en: "Chainsaw resting on a stump next to a stack of logs in the forest",
      de: "Motorsäge auf einem Baumstumpf neben einem Holzstapel im Wald",
      nl: "Kettingzaag op een boomstronk naast een stapel houtblokken in het bos",
    },
    draw: svg.heroForestry,
  },
  heroWorkshop: {
    name: "hero-workshop.svg",
    width: 1200,
    height: 600,
    alt: {
      fr: "Atelier avec établi, panneau d'outils et étagères de pièces détachées",
      en: "Workshop with a workbench, a tool board and shelves of spare parts",
      de: "Werkstatt mit Werkbank, Werkzeugwand und Regalen voller Ersatzteile",
      nl: "Werkplaats met werkbank, gereedschapswand en rekken met reserveonderdelen",
    },
    draw: svg.heroWorkshop,
  },
  categoryMachines: {
    name: "category-machines.svg",
    width: 600,
    height: 400,
    alt: { fr: "Tondeuse autotractée", en: "Self-propelled lawn mower", de: "Rasenmäher mit Radantrieb", nl: "Zelfrijdende grasmaaier" },
    draw: svg.tileMachines,
  },
  categorySpareParts: {
    name: "category-spare-parts.svg",
    width: 600,
    height: 400,
    alt: {
      fr: "Engrenages et bougie d'allumage",
      en: "Gears and a spark plug",
      de: "Zahnräder und eine Zündkerze",
      nl: "Tandwielen en een bougie",
    },
    draw: svg.tileSpareParts,
  },
  categoryAccessories: {
    name: "category-accessories.svg",
    width: 600,
    height: 400,
    alt: {
      fr: "Casque forestier et bobine de fil de coupe",
      en: "Forestry helmet and a spool of trimmer line",
      de: "Forsthelm und eine Spule Mähfaden",
      nl: "Boshelm en een spoel maaidraad",
    },
    draw: svg.tileAccessories,
  },
  categoryMaintenanceKits: {
    name: "category-maintenance-kits.svg",
    width: 600,
    height: 400,
    alt: {
      fr: "Mallette d'entretien avec filtre, bougie, huile et courroie",
      en: "Service case with a filter, spark plug, oil and belt",
      de: "Wartungskoffer mit Filter, Zündkerze, Öl und Riemen",
      nl: "Onderhoudskoffer met filter, bougie, olie en riem",
    },
    draw: svg.tileMaintenanceKits,
  },
  brandVerdalis: brandLogo("Verdalis", svg.brandMarks.verdalis),
  brandSylvor: brandLogo("Sylvor", svg.brandMarks.sylvor),
  brandMeranor: brandLogo("Meranor", svg.brandMarks.meranor),
  brandKerlan: brandLogo("Kerlan", svg.brandMarks.kerlan),
  newsRideOnRange: {
    name: "news-ride-on-range-2026.svg",
    width: 800,
    height: 450,
    alt: {
      fr: "Tracteur tondeuse de la gamme 2026",
      en: "Ride-on mower from the 2026 range",
      de: "Aufsitzmäher aus dem Programm 2026",
      nl: "Zitmaaier uit het gamma van 2026",
    },
    draw: svg.newsRideOn,
  },
  newsWarehouse: {
    name: "news-parts-warehouse.svg",
    width: 800,
    height: 450,
    alt: {
      fr: "Rayonnages de l'entrepôt de pièces et camionnette de livraison",
      en: "Parts warehouse racking and a delivery van",
      de: "Regale im Ersatzteillager und ein Lieferwagen",
      nl: "Stellingen in het onderdelenmagazijn en een bestelwagen",
    },
    draw: svg.newsWarehouse,
  },
  newsSpringService: {
    name: "news-spring-service.svg",
    width: 800,
    height: 450,
    alt: {
      fr: "Liste de contrôle d'entretien et mallette de pièces",
      en: "Service checklist and a case of parts",
      de: "Wartungscheckliste und ein Teilekoffer",
      nl: "Onderhoudschecklist en een onderdelenkoffer",
    },
    draw: svg.newsSpringService,
  },
  loginBackground: { name: "login-background.svg", width: 1600, height: 1000, alt: null, draw: svg.loginBackground },
  placeholder: {
    name: "placeholder.svg",
    width: 600,
    height: 600,
    alt: { fr: "Image non disponible", en: "Image not available", de: "Bild nicht verfügbar", nl: "Afbeelding niet beschikbaar" },
    draw: svg.placeholder,
  },
} satisfies Record<string, MediaFile>;

export type MediaKey = keyof typeof mediaFiles;

/** The `content_media` rows, drawn in a fixed order so the same seed always gives the same bytes. */
export function drawMedia(random: Random) {
  const encoder = new TextEncoder();
  return Object.values(mediaFiles).map((file: MediaFile) => ({
    name: file.name,
    mime: svgMime,
    width: file.width,
    height: file.height,
    bytes: encoder.encode(file.draw(random)),
  }));
}

/** The JSON reference to an illustration, with its alternative text in `locale`. */
export function mediaRef(key: MediaKey, locale: Locale): Media {
  const file: MediaFile = mediaFiles[key];
  return {
    url: `${uploadsPath}${file.name}`,
    alternativeText: file.alt ? file.alt[locale] : null,
    width: file.width,
    height: file.height,
    mime: svgMime,
  };
}
