import type { Link, SiteConfiguration } from "@portal/domain/content/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { brandSeeds } from "./brands";
import { newsSeeds } from "./home";
import {
  company,
  matomoUrl,
  openingHours,
  palette,
  partCount,
  postalAddress,
  primaryFont,
  storeLocatorUrl,
  type Translated,
} from "./identity";
import { type MediaKey, mediaRef } from "./media";
import { type ContentPageId, contentPage, pageUrl } from "./pages";
import { brandProductsPath, categoryPath, contactPath, partsmartPath, registrationPath } from "./routes";
import { type TopLevelTaxon, taxonTree, topLevelTaxon } from "./taxons";

export const siteConfigurationDocumentId = "site-configuration";

const internal = (label: string, url: string): Link => ({ label, url, external: false });
const pageLink = (documentId: ContentPageId, locale: Locale): Link =>
  internal(contentPage(documentId).text[locale].title, pageUrl(documentId, locale));
const categoryLink = (label: string, taxon: TopLevelTaxon, locale: Locale): Link =>
  internal(label, categoryPath(locale, taxon.text[locale].slug));

type TipSeed = { title: Translated; thumbnail: MediaKey; page: ContentPageId };

/** Help articles shown in each category's drop-down menu. */
const menuTips: Record<string, TipSeed[]> = {
  machines: [
    {
      title: {
        fr: "Garantie des machines : durées et démarches",
        en: "Machine warranty: periods and procedure",
        de: "Maschinengarantie: Fristen und Ablauf",
        nl: "Garantie op machines: termijnen en procedure",
      },
      thumbnail: "heroRideOnMower",
      page: "page-warranty",
    },
    {
      title: {
        fr: "Livraison des machines sur palette",
        en: "Delivery of machines on pallets",
        de: "Lieferung von Maschinen auf Paletten",
        nl: "Levering van machines op pallets",
      },
      thumbnail: "newsWarehouse",
      page: "page-delivery",
    },
  ],
  "spare-parts": [
    {
      title: {
        fr: "Délais de livraison des pièces en stock et sur commande",
        en: "Delivery times for parts in stock and on order",
        de: "Lieferzeiten für Lager- und Bestellteile",
        nl: "Levertijden voor onderdelen op voorraad en op bestelling",
      },
      thumbnail: "newsWarehouse",
      page: "page-delivery",
    },
    {
      title: {
        fr: "Pièces d'usure et garantie",
        en: "Wear parts and warranty",
        de: "Verschleißteile und Garantie",
        nl: "Slijtageonderdelen en garantie",
      },
      thumbnail: "categorySpareParts",
      page: "page-warranty",
    },
  ],
  accessories: [
    {
      title: {
        fr: "Retourner un accessoire commandé par erreur",
        en: "Returning an accessory ordered by mistake",
        de: "Irrtümlich bestelltes Zubehör zurücksenden",
        nl: "Een per vergissing besteld accessoire terugsturen",
      },
      thumbnail: "categoryAccessories",
      page: "page-delivery",
    },
  ],
  "maintenance-kits": [
    {
      title: {
        fr: "Entretien régulier et maintien de la garantie",
        en: "Regular servicing keeps the warranty valid",
        de: "Regelmäßige Wartung erhält die Garantie",
        nl: "Regelmatig onderhoud houdt de garantie geldig",
      },
      thumbnail: "newsSpringService",
      page: "page-warranty",
    },
  ],
};

const texts: Translated<{
  contact: string;
  storeLocator: string;
  becomeCustomer: string;
  footerAbout: string;
  copyright: string;
  reinsurance: SiteConfiguration["reinsurance"];
  maintenanceKitText: string;
  sparePartsTitle: string;
  sparePartsText: string;
  dashboard: { partsmart: string; orderParts: string; contactService: string; readMore: string };
}> = {
  fr: {
    contact: "Contact",
    storeLocator: "Trouver un revendeur",
    becomeCustomer: "Devenir client",
    footerAbout:
      "Depuis 1962, Orvane Machines conçoit des machines de jardin, de forêt et d'équipement compact, et livre leurs pièces d'origine à un réseau de concessionnaires et d'ateliers partout en Europe.",
    copyright: "© 2026 Orvane Machines SAS. Tous droits réservés.",
    reinsurance: [
      { icon: "delivery", title: "Livraison en 24 à 72 h", text: "Pour les articles en stock, selon la destination." },
      {
        icon: "stock",
        title: "Pièces sur commande en 15 jours",
        text: "Les références hors stock ou en réapprovisionnement sont livrées sous 15 jours.",
      },
      { icon: "support", title: "Conseil d'experts", text: "Nos techniciens vous aident à trouver la bonne pièce." },
      { icon: "warranty", title: "Garantie constructeur", text: "Pièces d'origine garanties et paiement sécurisé." },
    ],
    maintenanceKitText: "Toutes les pièces d'une révision réunies sous une seule référence, pour chaque modèle de machine.",
    sparePartsTitle: "Pièces détachées d'origine",
    sparePartsText: `Recherchez par référence, par modèle ou sur vue éclatée parmi plus de ${partCount.fr} pièces en stock.`,
    dashboard: {
      partsmart: "Rechercher sur vue éclatée",
      orderParts: "Commander des pièces",
      contactService: "Contacter le service client",
      readMore: "Lire la suite",
    },
  },
  en: {
    contact: "Contact",
    storeLocator: "Find a dealer",
    becomeCustomer: "Become a customer",
    footerAbout:
      "Since 1962, Orvane Machines has designed garden, forestry and compact equipment and delivered its genuine parts to a network of dealers and workshops across Europe.",
    copyright: "© 2026 Orvane Machines SAS. All rights reserved.",
    reinsurance: [
      { icon: "delivery", title: "Delivery in 24 to 72 hours", text: "For items in stock, depending on the destination." },
      {
        icon: "stock",
        title: "Parts on order in 15 days",
        text: "Out-of-stock items and parts awaiting restocking are delivered within 15 days.",
      },
      { icon: "support", title: "Expert support", text: "Our technicians help you find the right part." },
      { icon: "warranty", title: "Manufacturer warranty", text: "Genuine parts under warranty and secure payment." },
    ],
    maintenanceKitText: "Every part a service needs under a single part number, for each machine model.",
    sparePartsTitle: "Genuine spare parts",
    sparePartsText: `Search by part number, by model or on an exploded view among more than ${partCount.en} parts in stock.`,
    dashboard: {
      partsmart: "Search exploded views",
      orderParts: "Order parts",
      contactService: "Contact customer service",
      readMore: "Read more",
    },
  },
  de: {
    contact: "Kontakt",
    storeLocator: "Händlersuche",
    becomeCustomer: "Kunde werden",
    footerAbout:
      "Seit 1962 entwickelt Orvane Machines Garten-, Forst- und Kompaktmaschinen und liefert ihre Originalteile an ein Netz von Fachhändlern und Werkstätten in ganz Europa.",
    copyright: "© 2026 Orvane Machines SAS. Alle Rechte vorbehalten.",
    reinsurance: [
      { icon: "delivery", title: "Lieferung in 24 bis 72 Stunden", text: "Für Lagerartikel, je nach Zielort." },
      {
        icon: "stock",
        title: "Bestellteile in 15 Tagen",
        text: "Nicht vorrätige Artikel und Nachlieferungen erhalten Sie innerhalb von 15 Tagen.",
      },
      { icon: "support", title: "Fachberatung", text: "Unsere Techniker helfen Ihnen, das richtige Teil zu finden." },
      { icon: "warranty", title: "Herstellergarantie", text: "Originalteile mit Garantie und sichere Zahlung." },
    ],
    maintenanceKitText: "Alle Teile einer Inspektion unter einer einzigen Teilenummer, für jedes Maschinenmodell.",
    sparePartsTitle: "Original-Ersatzteile",
    sparePartsText: `Suchen Sie nach Teilenummer, Modell oder in der Explosionszeichnung unter mehr als ${partCount.de} Lagerteilen.`,
    dashboard: {
      partsmart: "In Explosionszeichnungen suchen",
      orderParts: "Teile bestellen",
      contactService: "Kundenservice kontaktieren",
      readMore: "Weiterlesen",
    },
  },
  nl: {
    contact: "Contact",
    storeLocator: "Dealer zoeken",
    becomeCustomer: "Klant worden",
    footerAbout:
      "Sinds 1962 ontwikkelt Orvane Machines tuin-, bosbouw- en compacte machines en levert het de originele onderdelen aan een netwerk van dealers en werkplaatsen in heel Europa.",
    copyright: "© 2026 Orvane Machines SAS. Alle rechten voorbehouden.",
    reinsurance: [
      { icon: "delivery", title: "Levering binnen 24 tot 72 uur", text: "Voor artikelen op voorraad, afhankelijk van de bestemming." },
      {
        icon: "stock",
        title: "Bestelonderdelen binnen 15 dagen",
        text: "Artikelen die niet op voorraad zijn of worden nabesteld, worden binnen 15 dagen geleverd.",
      },
      { icon: "support", title: "Deskundig advies", text: "Onze technici helpen u het juiste onderdeel te vinden." },
      { icon: "warranty", title: "Fabrieksgarantie", text: "Originele onderdelen met garantie en veilig betalen." },
    ],
    maintenanceKitText: "Alle onderdelen voor een onderhoudsbeurt onder één artikelnummer, voor elk machinemodel.",
    sparePartsTitle: "Originele reserveonderdelen",
    sparePartsText: `Zoek op artikelnummer, op model of via een explosietekening tussen meer dan ${partCount.nl} onderdelen op voorraad.`,
    dashboard: {
      partsmart: "Zoeken in explosietekeningen",
      orderParts: "Onderdelen bestellen",
      contactService: "Contact opnemen met de klantenservice",
      readMore: "Lees meer",
    },
  },
};

/** The menu mirrors the catalogue tree: one entry per top-level taxon, its children as categories. */
function menu(locale: Locale): SiteConfiguration["menu"] {
  return taxonTree.map((taxon) => ({
    name: taxon.text[locale].name,
    slug: taxon.text[locale].slug,
    code: taxon.code,
    categories: taxon.children.map((child) => ({ code: child.code, name: child.text[locale].name, slug: child.text[locale].slug })),
    tips: (menuTips[taxon.code] ?? []).map((tip) => ({
      title: tip.title[locale],
      thumbnail: mediaRef(tip.thumbnail, locale),
      url: pageUrl(tip.page, locale),
    })),
    children: [],
  }));
}

export function siteConfiguration(locale: Locale): SiteConfiguration {
  const text = texts[locale];
  const spareParts = topLevelTaxon("spare-parts");
  const maintenanceKits = topLevelTaxon("maintenance-kits");
  return {
    locale,
    siteName: company.siteName,
    headerLogo: mediaRef("logo", locale),
    favicon: mediaRef("favicon", locale),
    menu: menu(locale),
    links: [
      pageLink("page-about", locale),
      pageLink("page-delivery", locale),
      pageLink("page-terms", locale),
      pageLink("page-legal-notice", locale),
      pageLink("page-privacy", locale),
      pageLink("page-cookies", locale),
      internal(text.contact, contactPath),
    ],
    secondaryLinks: [
      pageLink("page-warranty", locale),
      { label: text.storeLocator, url: storeLocatorUrl, external: true },
      internal(text.becomeCustomer, registrationPath[locale]),
    ],
    brandLinks: brandSeeds.map((brand) => ({ name: brand.name, url: brandProductsPath(brand.code), logo: mediaRef(brand.logo, locale) })),
    socialLinks: [
      { network: "linkedin", url: "https://www.linkedin.com/company/orvane-machines" },
      { network: "youtube", url: "https://www.youtube.com/@orvanemachines" },
      { network: "facebook", url: "https://www.facebook.com/orvanemachines" },
      { network: "instagram", url: "https://www.instagram.com/orvanemachines" },
    ],
    reinsurance: text.reinsurance,
    footer: { about: text.footerAbout, copyright: text.copyright },
    images: { loginBackground: mediaRef("loginBackground", locale), placeholder: mediaRef("placeholder", locale) },
    maintenanceKit: {
      title: maintenanceKits.text[locale].name,
      text: text.maintenanceKitText,
      url: categoryPath(locale, maintenanceKits.text[locale].slug),
    },
    spareParts: { title: text.sparePartsTitle, text: text.sparePartsText, url: categoryPath(locale, spareParts.text[locale].slug) },
    contact: { phone: company.phone, email: company.email, hours: openingHours[locale], address: postalAddress[locale] },
    storeLocatorUrl,
    colors: { ...palette },
    primaryFont,
    dashboard: {
      links: [
        internal(text.dashboard.partsmart, partsmartPath),
        categoryLink(text.dashboard.orderParts, spareParts, locale),
        categoryLink(maintenanceKits.text[locale].name, maintenanceKits, locale),
        pageLink("page-warranty", locale),
        internal(text.dashboard.contactService, contactPath),
      ],
      news: newsSeeds.slice(0, 2).map((news) => ({
        title: news.text[locale].title,
        text: news.text[locale].text,
        image: mediaRef(news.image, locale),
        moreLink: internal(text.dashboard.readMore, news.url(locale)),
      })),
    },
    featureFlags: { comparator: true, partsmart: true, quotes: true },
    trackingScripts: [{ name: "Matomo", src: matomoUrl, category: "analytics" }],
    defaultIdentifierType: "siret",
  };
}
