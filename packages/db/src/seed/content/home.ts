import type { Block } from "@portal/domain/content/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { partCount, type Translated } from "./identity";
import { type MediaKey, mediaRef } from "./media";
import { brandsBlock, pageUrl } from "./pages";
import { categoryPath, registrationPath } from "./routes";
import { findTaxon, taxonTree, topLevelTaxon } from "./taxons";

export const homeDocumentId = "home";
/** The home page keeps the same slug in every locale: the web serves it at the locale root. */
export const homeSlug = "home";
export const homePageId = 1;

export const homeTitle: Translated = { fr: "Accueil", en: "Home", de: "Startseite", nl: "Startpagina" };

export const homeSeo: Translated<{ metaTitle: string; metaDescription: string }> = {
  fr: {
    metaTitle: "Orvane Machines | Pièces détachées et machines pour professionnels",
    metaDescription:
      "Portail professionnel Orvane Machines : pièces d'origine, kits d'entretien et machines de jardin et de forêt pour concessionnaires et ateliers, livrés en 24 à 72 heures.",
  },
  en: {
    metaTitle: "Orvane Machines | Spare parts and machines for professionals",
    metaDescription:
      "Orvane Machines professional portal: genuine parts, maintenance kits and garden and forestry machines for dealers and workshops, delivered within 24 to 72 hours.",
  },
  de: {
    metaTitle: "Orvane Machines | Ersatzteile und Maschinen für Profis",
    metaDescription:
      "Geschäftskundenportal von Orvane Machines: Originalteile, Wartungssets sowie Garten- und Forstmaschinen für Fachhändler und Werkstätten, geliefert in 24 bis 72 Stunden.",
  },
  nl: {
    metaTitle: "Orvane Machines | Reserveonderdelen en machines voor professionals",
    metaDescription:
      "Professioneel portaal van Orvane Machines: originele onderdelen, onderhoudskits en tuin- en bosbouwmachines voor dealers en werkplaatsen, geleverd binnen 24 tot 72 uur.",
  },
};

const hero: Translated<{ title: string; subtitle: string; primary: string; secondary: string }> = {
  fr: {
    title: "Pièces d'origine et machines pour les professionnels",
    subtitle: `Plus de ${partCount.fr} références de pièces détachées, kits d'entretien et machines Verdalis, Sylvor et Meranor. Les articles en stock sont livrés en 24 à 72 heures.`,
    primary: "Trouver une pièce",
    secondary: "Ouvrir un compte professionnel",
  },
  en: {
    title: "Genuine parts and machines for professionals",
    subtitle: `More than ${partCount.en} spare parts, maintenance kits and Verdalis, Sylvor and Meranor machines. Items in stock are delivered within 24 to 72 hours.`,
    primary: "Find a part",
    secondary: "Open a professional account",
  },
  de: {
    title: "Originalteile und Maschinen für Profis",
    subtitle: `Über ${partCount.de} Ersatzteile, Wartungssets sowie Maschinen von Verdalis, Sylvor und Meranor. Lagerartikel werden innerhalb von 24 bis 72 Stunden geliefert.`,
    primary: "Teil finden",
    secondary: "Geschäftskundenkonto eröffnen",
  },
  nl: {
    title: "Originele onderdelen en machines voor professionals",
    subtitle: `Meer dan ${partCount.nl} reserveonderdelen, onderhoudskits en machines van Verdalis, Sylvor en Meranor. Artikelen op voorraad worden binnen 24 tot 72 uur geleverd.`,
    primary: "Onderdeel zoeken",
    secondary: "Professioneel account openen",
  },
};

const tilesTitle: Translated = {
  fr: "Parcourir le catalogue",
  en: "Browse the catalogue",
  de: "Sortiment entdecken",
  nl: "Bekijk de catalogus",
};

type Feature = Extract<Block, { __component: "blocks.features" }>["items"][number];

const features: Translated<{ title: string; items: Feature[] }> = {
  fr: {
    title: "Pourquoi commander sur le portail",
    items: [
      {
        icon: "parts",
        title: "Pièces d'origine",
        text: "Fabriquées aux cotes de chaque machine et couvertes par la garantie constructeur.",
      },
      {
        icon: "stock",
        title: "Stock disponible",
        text: `Plus de ${partCount.fr} références en stock dans notre entrepôt central de Cholet.`,
      },
      {
        icon: "delivery",
        title: "Livraison rapide",
        text: "24 à 72 heures pour les articles en stock, 15 jours pour les pièces sur commande.",
      },
      {
        icon: "support",
        title: "Conseil d'experts",
        text: "Nos techniciens vous aident à identifier la bonne pièce, du lundi au vendredi.",
      },
    ],
  },
  en: {
    title: "Why order through the portal",
    items: [
      {
        icon: "parts",
        title: "Genuine parts",
        text: "Made to the specifications of each machine and covered by the manufacturer's warranty.",
      },
      {
        icon: "stock",
        title: "Parts in stock",
        text: `More than ${partCount.en} part numbers in stock at our central warehouse in Cholet.`,
      },
      { icon: "delivery", title: "Fast delivery", text: "24 to 72 hours for items in stock, 15 days for parts on order." },
      { icon: "support", title: "Expert advice", text: "Our technicians help you identify the right part, Monday to Friday." },
    ],
  },
  de: {
    title: "Warum über das Portal bestellen",
    items: [
      {
        icon: "parts",
        title: "Originalteile",
        text: "Nach den Spezifikationen jeder Maschine gefertigt und durch die Herstellergarantie abgedeckt.",
      },
      { icon: "stock", title: "Ab Lager verfügbar", text: `Über ${partCount.de} Artikel vorrätig in unserem Zentrallager in Cholet.` },
      { icon: "delivery", title: "Schnelle Lieferung", text: "24 bis 72 Stunden für Lagerartikel, 15 Tage für Bestellteile." },
      {
        icon: "support",
        title: "Fachberatung",
        text: "Unsere Techniker helfen Ihnen von Montag bis Freitag, das richtige Teil zu finden.",
      },
    ],
  },
  nl: {
    title: "Waarom bestellen via het portaal",
    items: [
      {
        icon: "parts",
        title: "Originele onderdelen",
        text: "Gemaakt volgens de specificaties van elke machine en gedekt door de fabrieksgarantie.",
      },
      { icon: "stock", title: "Op voorraad", text: `Meer dan ${partCount.nl} artikelen op voorraad in ons centrale magazijn in Cholet.` },
      { icon: "delivery", title: "Snelle levering", text: "24 tot 72 uur voor artikelen op voorraad, 15 dagen voor bestelonderdelen." },
      {
        icon: "support",
        title: "Deskundig advies",
        text: "Onze technici helpen u van maandag tot en met vrijdag het juiste onderdeel te vinden.",
      },
    ],
  },
};

const heritage: Translated<{ title: string; text: string; cta: string }> = {
  fr: {
    title: "Un savoir-faire d'atelier depuis 1962",
    text: "Née d'un atelier de réparation de matériel agricole, Orvane Machines conçoit, assemble et teste ses machines à Cholet. Nos techniciens connaissent chaque modèle de l'intérieur : c'est ce qui nous permet de vous fournir la bonne pièce du premier coup.",
    cta: "Découvrir notre histoire",
  },
  en: {
    title: "Workshop know-how since 1962",
    text: "Born in a farm machinery repair shop, Orvane Machines designs, assembles and tests its machines in Cholet. Our technicians know every model inside out, which is how we can supply the right part first time.",
    cta: "Discover our story",
  },
  de: {
    title: "Werkstatt-Know-how seit 1962",
    text: "Hervorgegangen aus einer Reparaturwerkstatt für Landmaschinen, entwickelt, montiert und prüft Orvane Machines seine Maschinen in Cholet. Unsere Techniker kennen jedes Modell bis ins Detail – so erhalten Sie gleich beim ersten Mal das richtige Teil.",
    cta: "Unsere Geschichte",
  },
  nl: {
    title: "Vakmanschap uit de werkplaats sinds 1962",
    text: "Orvane Machines is ontstaan uit een reparatiewerkplaats voor landbouwmachines en ontwerpt, assembleert en test zijn machines in Cholet. Onze technici kennen elk model door en door, zodat u meteen het juiste onderdeel krijgt.",
    cta: "Ontdek ons verhaal",
  },
};

const newsTitle: Translated = { fr: "Actualités", en: "News", de: "Aktuelles", nl: "Nieuws" };

type NewsSeed = {
  date: string;
  image: MediaKey;
  url: (locale: Locale) => string;
  text: Translated<{ title: string; text: string }>;
};

/** Newest first. The dashboard shows the first two. */
export const newsSeeds: NewsSeed[] = [
  {
    date: "2026-03-09",
    image: "newsRideOnRange",
    url: (locale) => categoryPath(locale, findTaxon("machines-ride-on-mowers").text[locale].slug),
    text: {
      fr: {
        title: "Nouvelle gamme de tracteurs tondeuses Verdalis",
        text: "Les modèles 2026 arrivent chez les concessionnaires ce printemps, avec un plateau de coupe renforcé et une transmission hydrostatique de série.",
      },
      en: {
        title: "New Verdalis ride-on mower range",
        text: "The 2026 models reach dealers this spring, with a reinforced cutting deck and hydrostatic transmission as standard.",
      },
      de: {
        title: "Neue Aufsitzmäher-Baureihe von Verdalis",
        text: "Die Modelle 2026 kommen in diesem Frühjahr zu den Fachhändlern – mit verstärktem Mähwerk und serienmäßigem hydrostatischem Antrieb.",
      },
      nl: {
        title: "Nieuw gamma Verdalis-zitmaaiers",
        text: "De modellen van 2026 komen dit voorjaar naar de dealers, met een versterkt maaidek en standaard hydrostatische aandrijving.",
      },
    },
  },
  {
    date: "2026-02-16",
    image: "newsWarehouse",
    url: (locale) => pageUrl("page-delivery", locale),
    text: {
      fr: {
        title: "Entrepôt de pièces : expédition le jour même jusqu'à 15 h",
        text: "Les commandes de pièces en stock validées avant 15 h un jour ouvré sont désormais préparées et expédiées le jour même.",
      },
      en: {
        title: "Parts warehouse: same-day dispatch until 3 pm",
        text: "Orders for parts in stock confirmed before 3 pm on a working day are now picked and shipped the same day.",
      },
      de: {
        title: "Ersatzteillager: Versand am selben Tag bis 15 Uhr",
        text: "Bestellungen von Lagerteilen, die an einem Werktag vor 15 Uhr bestätigt werden, werden jetzt noch am selben Tag kommissioniert und versandt.",
      },
      nl: {
        title: "Onderdelenmagazijn: verzending op dezelfde dag tot 15.00 uur",
        text: "Bestellingen van onderdelen op voorraad die op een werkdag vóór 15.00 uur worden bevestigd, worden nu nog dezelfde dag verzameld en verzonden.",
      },
    },
  },
  {
    date: "2026-01-20",
    image: "newsSpringService",
    url: (locale) => categoryPath(locale, topLevelTaxon("maintenance-kits").text[locale].slug),
    text: {
      fr: {
        title: "Préparez la saison avec les kits d'entretien",
        text: "Les kits de révision pour tondeuses et tracteurs tondeuses sont réapprovisionnés : anticipez vos commandes d'atelier avant le pic du printemps.",
      },
      en: {
        title: "Get ready for the season with maintenance kits",
        text: "Service kits for mowers and ride-on mowers are back in stock: plan your workshop orders ahead of the spring peak.",
      },
      de: {
        title: "Mit Wartungssets in die Saison starten",
        text: "Die Inspektionssets für Rasenmäher und Aufsitzmäher sind wieder vorrätig: Planen Sie Ihre Werkstattbestellungen vor der Frühjahrsspitze.",
      },
      nl: {
        title: "Klaar voor het seizoen met onderhoudskits",
        text: "De onderhoudskits voor grasmaaiers en zitmaaiers zijn weer op voorraad: plan uw werkplaatsbestellingen vóór de voorjaarsdrukte.",
      },
    },
  },
];

const ctaBanner: Translated<{ title: string; text: string; cta: string }> = {
  fr: {
    title: "Ouvrez votre compte professionnel",
    text: "Concessionnaires, ateliers de réparation et paysagistes : accédez à vos prix nets, aux vues éclatées et au suivi de vos commandes et demandes de garantie.",
    cta: "Créer un compte",
  },
  en: {
    title: "Open your professional account",
    text: "Dealers, repair shops and landscapers: get access to your net prices and exploded views, and track your orders and warranty claims.",
    cta: "Create an account",
  },
  de: {
    title: "Eröffnen Sie Ihr Geschäftskundenkonto",
    text: "Fachhändler, Reparaturwerkstätten sowie Garten- und Landschaftsbaubetriebe: Greifen Sie auf Ihre Nettopreise und Explosionszeichnungen zu und verfolgen Sie Ihre Bestellungen und Garantieanträge.",
    cta: "Konto erstellen",
  },
  nl: {
    title: "Open uw professionele account",
    text: "Dealers, reparatiewerkplaatsen en hoveniers: krijg toegang tot uw nettoprijzen en explosietekeningen en volg uw bestellingen en garantieaanvragen.",
    cta: "Account aanmaken",
  },
};

export function homeBlocks(locale: Locale): Block[] {
  const spareParts = topLevelTaxon("spare-parts");
  return [
    {
      __component: "blocks.hero",
      title: hero[locale].title,
      subtitle: hero[locale].subtitle,
      image: mediaRef("heroRideOnMower", locale),
      primaryCta: { label: hero[locale].primary, url: categoryPath(locale, spareParts.text[locale].slug), external: false },
      secondaryCta: { label: hero[locale].secondary, url: registrationPath[locale], external: false },
    },
    {
      __component: "blocks.category-tiles",
      title: tilesTitle[locale],
      items: taxonTree.map((taxon) => ({
        title: taxon.text[locale].name,
        text: taxon.tagline[locale],
        image: mediaRef(taxon.image, locale),
        url: categoryPath(locale, taxon.text[locale].slug),
      })),
    },
    { __component: "blocks.features", title: features[locale].title, items: features[locale].items },
    {
      __component: "blocks.media-text",
      title: heritage[locale].title,
      text: heritage[locale].text,
      image: mediaRef("heroWorkshop", locale),
      imagePosition: "right",
      cta: { label: heritage[locale].cta, url: pageUrl("page-about", locale), external: false },
    },
    brandsBlock(locale),
    {
      __component: "blocks.news",
      title: newsTitle[locale],
      items: newsSeeds.map((news) => ({
        title: news.text[locale].title,
        date: news.date,
        text: news.text[locale].text,
        image: mediaRef(news.image, locale),
        url: news.url(locale),
      })),
    },
    {
      __component: "blocks.cta-banner",
      title: ctaBanner[locale].title,
      text: ctaBanner[locale].text,
      cta: { label: ctaBanner[locale].cta, url: registrationPath[locale], external: false },
    },
  ];
}
