import { perLocale, type Translated } from "./identity";
import type { MediaKey } from "./media";

type TaxonText = { name: string; slug: string; description: string };

type ChildSeed = { key: string; text: Translated<TaxonText> };

type TopLevelSeed = {
  code: string;
  /** Tile illustration of the category on the home page. */
  image: MediaKey;
  /** One-line pitch for the home page tile. */
  tagline: Translated;
  text: Translated<TaxonText>;
  children: ChildSeed[];
};

/** A taxon as stored: the child slug is prefixed with its parent's slug, as the catalogue URLs expect. */
export type Taxon = {
  code: string;
  position: number;
  text: Translated<TaxonText>;
};

export type TopLevelTaxon = Taxon & Pick<TopLevelSeed, "image" | "tagline"> & { children: Taxon[] };

const machines: TopLevelSeed = {
  code: "machines",
  image: "categoryMachines",
  tagline: {
    fr: "Tondeuses, débroussailleuses, tronçonneuses et fendeuses pour un usage professionnel.",
    en: "Mowers, brush cutters, chainsaws and log splitters for professional use.",
    de: "Rasenmäher, Freischneider, Motorsägen und Holzspalter für den Profieinsatz.",
    nl: "Maaiers, bosmaaiers, kettingzagen en houtklovers voor professioneel gebruik.",
  },
  text: {
    fr: {
      name: "Machines",
      slug: "machines",
      description:
        "Machines de jardin et de forêt conçues pour un usage professionnel intensif. Commandez-les pour votre parc de démonstration ou directement pour vos clients.",
    },
    en: {
      name: "Machines",
      slug: "machines",
      description:
        "Garden and forestry machines built for intensive professional use. Order them for your showroom or directly for your customers.",
    },
    de: {
      name: "Maschinen",
      slug: "maschinen",
      description:
        "Garten- und Forstmaschinen für den intensiven professionellen Einsatz. Bestellen Sie sie für Ihre Ausstellung oder direkt für Ihre Kunden.",
    },
    nl: {
      name: "Machines",
      slug: "machines",
      description:
        "Tuin- en bosbouwmachines gebouwd voor intensief professioneel gebruik. Bestel ze voor uw showroom of rechtstreeks voor uw klanten.",
    },
  },
  children: [
    {
      key: "lawn-mowers",
      text: {
        fr: {
          name: "Tondeuses",
          slug: "tondeuses",
          description:
            "Tondeuses poussées et autotractées, thermiques ou sur batterie, avec carter acier ou aluminium pour les professionnels des espaces verts.",
        },
        en: {
          name: "Lawn mowers",
          slug: "lawn-mowers",
          description:
            "Push and self-propelled mowers, petrol or battery powered, with steel or aluminium decks for grounds-care professionals.",
        },
        de: {
          name: "Rasenmäher",
          slug: "rasenmaeher",
          description:
            "Schiebe- und Radantriebsmäher mit Benzin- oder Akkumotor und Stahl- oder Aluminiumgehäuse für die professionelle Grünflächenpflege.",
        },
        nl: {
          name: "Grasmaaiers",
          slug: "grasmaaiers",
          description:
            "Duw- en zelfrijdende maaiers op benzine of accu, met stalen of aluminium maaidek, voor professionals in groenonderhoud.",
        },
      },
    },
    {
      key: "ride-on-mowers",
      text: {
        fr: {
          name: "Tracteurs tondeuses",
          slug: "tracteurs-tondeuses",
          description: "Tracteurs tondeuses, autoportées et tondeuses à rayon de braquage zéro pour l'entretien des grandes surfaces.",
        },
        en: {
          name: "Ride-on mowers",
          slug: "ride-on-mowers",
          description: "Lawn tractors, ride-on mowers and zero-turn mowers for maintaining large areas.",
        },
        de: {
          name: "Aufsitzmäher",
          slug: "aufsitzmaeher",
          description: "Rasentraktoren, Aufsitzmäher und Zero-Turn-Mäher für die Pflege großer Flächen.",
        },
        nl: {
          name: "Zitmaaiers",
          slug: "zitmaaiers",
          description: "Zitmaaiers, gazontrekkers en zero-turnmaaiers voor het onderhoud van grote oppervlakken.",
        },
      },
    },
    {
      key: "brush-cutters",
      text: {
        fr: {
          name: "Débroussailleuses",
          slug: "debroussailleuses",
          description:
            "Débroussailleuses et coupe-bordures à poignée vélo ou à guidon, pour les travaux de débroussaillage les plus exigeants.",
        },
        en: {
          name: "Brush cutters",
          slug: "brush-cutters",
          description: "Brush cutters and line trimmers with bike or loop handles for the most demanding clearing work.",
        },
        de: {
          name: "Freischneider",
          slug: "freischneider",
          description: "Freischneider und Motorsensen mit Zweihand- oder Rundbügelgriff für anspruchsvolle Mäh- und Rodungsarbeiten.",
        },
        nl: {
          name: "Bosmaaiers",
          slug: "bosmaaiers",
          description: "Bosmaaiers en kantenmaaiers met fietsstuur of beugelhandgreep voor het zwaarste maai- en ruimwerk.",
        },
      },
    },
    {
      key: "hedge-trimmers",
      text: {
        fr: {
          name: "Taille-haies",
          slug: "taille-haies",
          description: "Taille-haies thermiques et sur batterie, à lamier simple ou double, y compris les modèles sur perche.",
        },
        en: {
          name: "Hedge trimmers",
          slug: "hedge-trimmers",
          description: "Petrol and battery hedge trimmers with single- or double-sided blades, including long-reach models.",
        },
        de: {
          name: "Heckenscheren",
          slug: "heckenscheren",
          description: "Benzin- und Akku-Heckenscheren mit einseitigem oder doppelseitigem Messer, auch als Langschaft-Heckenscheren.",
        },
        nl: {
          name: "Heggenscharen",
          slug: "heggenscharen",
          description: "Heggenscharen op benzine en accu met enkel- of dubbelzijdig mes, ook in telescopische uitvoering.",
        },
      },
    },
    {
      key: "chainsaws",
      text: {
        fr: {
          name: "Tronçonneuses",
          slug: "tronconneuses",
          description:
            "Tronçonneuses d'abattage, d'élagage et de chantier de 35 à 90 cm³, équipées d'un frein de chaîne conforme aux normes en vigueur.",
        },
        en: {
          name: "Chainsaws",
          slug: "chainsaws",
          description: "Felling, top-handle and site chainsaws from 35 to 90 cc, fitted with a chain brake that meets current standards.",
        },
        de: {
          name: "Motorsägen",
          slug: "motorsaegen",
          description: "Fäll-, Top-Handle- und Baustellensägen von 35 bis 90 cm³ mit normgerechter Kettenbremse.",
        },
        nl: {
          name: "Kettingzagen",
          slug: "kettingzagen",
          description: "Velzagen, snoeizagen en werfzagen van 35 tot 90 cc, uitgerust met een kettingrem volgens de geldende normen.",
        },
      },
    },
    {
      key: "log-splitters",
      text: {
        fr: {
          name: "Fendeuses",
          slug: "fendeuses",
          description: "Fendeuses de bûches horizontales et verticales, électriques, thermiques ou sur prise de force, de 8 à 30 tonnes.",
        },
        en: {
          name: "Log splitters",
          slug: "log-splitters",
          description: "Horizontal and vertical log splitters, electric, petrol or PTO-driven, from 8 to 30 tonnes.",
        },
        de: {
          name: "Holzspalter",
          slug: "holzspalter",
          description: "Liegende und stehende Holzspalter mit Elektro-, Benzin- oder Zapfwellenantrieb von 8 bis 30 Tonnen.",
        },
        nl: {
          name: "Houtklovers",
          slug: "houtklovers",
          description: "Horizontale en verticale houtklovers, elektrisch, op benzine of via de aftakas aangedreven, van 8 tot 30 ton.",
        },
      },
    },
  ],
};

const spareParts: TopLevelSeed = {
  code: "spare-parts",
  image: "categorySpareParts",
  tagline: {
    fr: "Pièces d'origine par référence, par modèle ou sur vue éclatée.",
    en: "Genuine parts by part number, by model or on exploded views.",
    de: "Originalteile nach Teilenummer, Modell oder Explosionszeichnung.",
    nl: "Originele onderdelen op artikelnummer, op model of via explosietekeningen.",
  },
  text: {
    fr: {
      name: "Pièces détachées",
      slug: "pieces-detachees",
      description:
        "Pièces d'origine pour toutes nos machines, à rechercher par référence, par modèle ou sur vue éclatée. Les pièces en stock sont livrées sous 24 à 72 heures.",
    },
    en: {
      name: "Spare parts",
      slug: "spare-parts",
      description:
        "Genuine parts for all our machines, found by part number, by model or on exploded views. Parts in stock are delivered within 24 to 72 hours.",
    },
    de: {
      name: "Ersatzteile",
      slug: "ersatzteile",
      description:
        "Originalteile für alle unsere Maschinen, auffindbar über Teilenummer, Modell oder Explosionszeichnung. Lagerteile werden innerhalb von 24 bis 72 Stunden geliefert.",
    },
    nl: {
      name: "Reserveonderdelen",
      slug: "reserveonderdelen",
      description:
        "Originele onderdelen voor al onze machines, te vinden op artikelnummer, op model of via explosietekeningen. Onderdelen op voorraad worden binnen 24 tot 72 uur geleverd.",
    },
  },
  children: [
    {
      key: "engine-parts",
      text: {
        fr: {
          name: "Pièces moteur",
          slug: "pieces-moteur",
          description: "Carburateurs, joints, segments, lanceurs et pièces de distribution pour moteurs deux et quatre temps.",
        },
        en: {
          name: "Engine parts",
          slug: "engine-parts",
          description: "Carburettors, gaskets, piston rings, recoil starters and timing parts for two- and four-stroke engines.",
        },
        de: {
          name: "Motorteile",
          slug: "motorteile",
          description: "Vergaser, Dichtungen, Kolbenringe, Seilzugstarter und Steuerungsteile für Zwei- und Viertaktmotoren.",
        },
        nl: {
          name: "Motoronderdelen",
          slug: "motoronderdelen",
          description: "Carburateurs, pakkingen, zuigerveren, trekstarters en distributieonderdelen voor twee- en viertaktmotoren.",
        },
      },
    },
    {
      key: "blades",
      text: {
        fr: {
          name: "Lames et couteaux",
          slug: "lames-couteaux",
          description:
            "Lames de tondeuse, couteaux de broyeur et lames de débroussailleuse aux cotes d'origine, pour une coupe nette et équilibrée.",
        },
        en: {
          name: "Blades and cutters",
          slug: "blades-cutters",
          description: "Mower blades, flail knives and brush cutter blades made to original specifications for a clean, balanced cut.",
        },
        de: {
          name: "Messer und Schneidwerkzeuge",
          slug: "messer-schneidwerkzeuge",
          description: "Mähmesser, Schlegelmesser und Freischneiderblätter nach Originalmaß für einen sauberen, ausgewuchteten Schnitt.",
        },
        nl: {
          name: "Messen en snijdelen",
          slug: "messen-snijdelen",
          description:
            "Maaimessen, klepelmessen en bosmaaierbladen volgens de originele maten, voor een zuivere en uitgebalanceerde snede.",
        },
      },
    },
    {
      key: "chains-guide-bars",
      text: {
        fr: {
          name: "Chaînes et guides",
          slug: "chaines-guides",
          description: "Chaînes, guides et pignons pour tronçonneuses et perches élagueuses, au pas et à la jauge de chaque modèle.",
        },
        en: {
          name: "Chains and guide bars",
          slug: "chains-guide-bars",
          description: "Saw chains, guide bars and sprockets for chainsaws and pole pruners, in the pitch and gauge of each model.",
        },
        de: {
          name: "Sägeketten und Schienen",
          slug: "saegeketten-schienen",
          description:
            "Sägeketten, Führungsschienen und Kettenräder für Motorsägen und Hochentaster, passend zu Teilung und Treibgliedstärke jedes Modells.",
        },
        nl: {
          name: "Zaagkettingen en zwaarden",
          slug: "zaagkettingen-zwaarden",
          description: "Zaagkettingen, zwaarden en kettingwielen voor kettingzagen en hoogsnoeiers, in de steek en dikte van elk model.",
        },
      },
    },
    {
      key: "belts-pulleys",
      text: {
        fr: {
          name: "Courroies et poulies",
          slug: "courroies-poulies",
          description: "Courroies de traction et de coupe, poulies et galets tendeurs pour tondeuses et tracteurs tondeuses.",
        },
        en: {
          name: "Belts and pulleys",
          slug: "belts-pulleys",
          description: "Drive and cutting deck belts, pulleys and idler pulleys for mowers and ride-on mowers.",
        },
        de: {
          name: "Riemen und Riemenscheiben",
          slug: "riemen-riemenscheiben",
          description: "Antriebs- und Mähwerksriemen, Riemenscheiben und Spannrollen für Rasenmäher und Aufsitzmäher.",
        },
        nl: {
          name: "Riemen en poelies",
          slug: "riemen-poelies",
          description: "Aandrijf- en maaidekriemen, poelies en spanrollen voor grasmaaiers en zitmaaiers.",
        },
      },
    },
    {
      key: "filters",
      text: {
        fr: {
          name: "Filtres",
          slug: "filtres",
          description: "Filtres à air, à huile, à carburant et hydrauliques pour protéger moteurs et transmissions.",
        },
        en: {
          name: "Filters",
          slug: "filters",
          description: "Air, oil, fuel and hydraulic filters that protect engines and transmissions.",
        },
        de: {
          name: "Filter",
          slug: "filter",
          description: "Luft-, Öl-, Kraftstoff- und Hydraulikfilter zum Schutz von Motoren und Getrieben.",
        },
        nl: {
          name: "Filters",
          slug: "filters",
          description: "Lucht-, olie-, brandstof- en hydraulische filters die motoren en transmissies beschermen.",
        },
      },
    },
    {
      key: "ignition",
      text: {
        fr: {
          name: "Bougies et allumage",
          slug: "bougies-allumage",
          description: "Bougies, bobines d'allumage, antiparasites et clavettes de volant magnétique pour un démarrage fiable.",
        },
        en: {
          name: "Spark plugs and ignition",
          slug: "spark-plugs-ignition",
          description: "Spark plugs, ignition coils, plug caps and flywheel keys for reliable starting.",
        },
        de: {
          name: "Zündkerzen und Zündung",
          slug: "zuendkerzen-zuendung",
          description: "Zündkerzen, Zündspulen, Zündkerzenstecker und Schwungradkeile für einen zuverlässigen Start.",
        },
        nl: {
          name: "Bougies en ontsteking",
          slug: "bougies-ontsteking",
          description: "Bougies, ontstekingsspoelen, bougiedoppen en vliegwielspieën voor een betrouwbare start.",
        },
      },
    },
  ],
};

const accessories: TopLevelSeed = {
  code: "accessories",
  image: "categoryAccessories",
  tagline: {
    fr: "Têtes de coupe, équipements de protection, kits mulching et lubrifiants.",
    en: "Trimmer heads, protective equipment, mulching kits and lubricants.",
    de: "Fadenköpfe, Schutzausrüstung, Mulchkits und Schmierstoffe.",
    nl: "Maaikoppen, beschermingsmiddelen, mulchkits en smeermiddelen.",
  },
  text: {
    fr: {
      name: "Accessoires",
      slug: "accessoires",
      description:
        "Accessoires d'origine pour équiper les machines et leurs utilisateurs : têtes de coupe, protections, kits mulching, remorques et lubrifiants.",
    },
    en: {
      name: "Accessories",
      slug: "accessories",
      description:
        "Genuine accessories to equip machines and their operators: trimmer heads, protective gear, mulching kits, trailers and lubricants.",
    },
    de: {
      name: "Zubehör",
      slug: "zubehoer",
      description: "Originalzubehör für Maschinen und Anwender: Fadenköpfe, Schutzausrüstung, Mulchkits, Anhänger und Schmierstoffe.",
    },
    nl: {
      name: "Accessoires",
      slug: "accessoires",
      description:
        "Originele accessoires voor machines en hun gebruikers: maaikoppen, beschermingsmiddelen, mulchkits, aanhangwagens en smeermiddelen.",
    },
  },
  children: [
    {
      key: "trimmer-line-heads",
      text: {
        fr: {
          name: "Fils et têtes de coupe",
          slug: "fils-tetes-coupe",
          description: "Fils nylon ronds, carrés ou torsadés et têtes de coupe semi-automatiques ou à chargement rapide.",
        },
        en: {
          name: "Trimmer line and heads",
          slug: "trimmer-line-heads",
          description: "Round, square and twisted nylon line, plus bump-feed and quick-load trimmer heads.",
        },
        de: {
          name: "Mähfäden und Fadenköpfe",
          slug: "maehfaeden-fadenkoepfe",
          description: "Runde, eckige und gedrehte Nylonfäden sowie Tipp- und Schnelllade-Fadenköpfe.",
        },
        nl: {
          name: "Maaidraad en maaikoppen",
          slug: "maaidraad-maaikoppen",
          description: "Ronde, vierkante en gedraaide nylon maaidraad, plus tip- en snellaadmaaikoppen.",
        },
      },
    },
    {
      key: "protective-equipment",
      text: {
        fr: {
          name: "Équipements de protection",
          slug: "equipements-protection",
          description: "Casques forestiers, pantalons anti-coupure, gants, lunettes et protections auditives certifiés.",
        },
        en: {
          name: "Protective equipment",
          slug: "protective-equipment",
          description: "Certified forestry helmets, chainsaw trousers, gloves, safety glasses and hearing protection.",
        },
        de: {
          name: "Schutzausrüstung",
          slug: "schutzausruestung",
          description: "Zertifizierte Forsthelme, Schnittschutzhosen, Handschuhe, Schutzbrillen und Gehörschutz.",
        },
        nl: {
          name: "Beschermingsmiddelen",
          slug: "beschermingsmiddelen",
          description: "Gecertificeerde boshelmen, zaagbroeken, handschoenen, veiligheidsbrillen en gehoorbescherming.",
        },
      },
    },
    {
      key: "mulching-kits",
      text: {
        fr: {
          name: "Kits mulching",
          slug: "kits-mulching",
          description: "Obturateurs et lames mulching pour broyer finement l'herbe coupée et la laisser nourrir la pelouse.",
        },
        en: {
          name: "Mulching kits",
          slug: "mulching-kits",
          description: "Mulching plugs and blades that finely chop grass clippings and return them to the lawn.",
        },
        de: {
          name: "Mulchkits",
          slug: "mulchkits",
          description: "Mulchkeile und Mulchmesser, die das Schnittgut fein zerkleinern und auf dem Rasen verteilen.",
        },
        nl: {
          name: "Mulchkits",
          slug: "mulchkits",
          description: "Mulchpluggen en mulchmessen die het maaisel fijn versnipperen en op het gazon achterlaten.",
        },
      },
    },
    {
      key: "trailers-carts",
      text: {
        fr: {
          name: "Remorques et chariots",
          slug: "remorques-chariots",
          description: "Remorques basculantes, chariots de transport et attelages pour tracteurs tondeuses.",
        },
        en: {
          name: "Trailers and carts",
          slug: "trailers-carts",
          description: "Tipping trailers, transport carts and hitches for ride-on mowers.",
        },
        de: {
          name: "Anhänger und Transportwagen",
          slug: "anhaenger-transportwagen",
          description: "Kippanhänger, Transportwagen und Anhängerkupplungen für Aufsitzmäher.",
        },
        nl: {
          name: "Aanhangwagens en karren",
          slug: "aanhangwagens-karren",
          description: "Kipaanhangwagens, transportkarren en trekhaken voor zitmaaiers.",
        },
      },
    },
    {
      key: "oils-lubricants",
      text: {
        fr: {
          name: "Huiles et lubrifiants",
          slug: "huiles-lubrifiants",
          description: "Huiles moteur deux et quatre temps, huiles de chaîne biodégradables et graisses adaptées à nos machines.",
        },
        en: {
          name: "Oils and lubricants",
          slug: "oils-lubricants",
          description: "Two- and four-stroke engine oils, biodegradable chain oils and greases suited to our machines.",
        },
        de: {
          name: "Öle und Schmierstoffe",
          slug: "oele-schmierstoffe",
          description: "Zwei- und Viertakt-Motoröle, biologisch abbaubare Kettenöle und Fette, abgestimmt auf unsere Maschinen.",
        },
        nl: {
          name: "Oliën en smeermiddelen",
          slug: "olien-smeermiddelen",
          description: "Twee- en viertaktmotorolie, biologisch afbreekbare kettingolie en vetten, afgestemd op onze machines.",
        },
      },
    },
  ],
};

const maintenanceKits: TopLevelSeed = {
  code: "maintenance-kits",
  image: "categoryMaintenanceKits",
  tagline: {
    fr: "Toutes les pièces d'une révision sous une seule référence.",
    en: "Every part a service needs under a single part number.",
    de: "Alle Teile einer Inspektion unter einer einzigen Teilenummer.",
    nl: "Alle onderdelen voor een onderhoudsbeurt onder één artikelnummer.",
  },
  text: {
    fr: {
      name: "Kits d'entretien",
      slug: "kits-entretien",
      description:
        "Kits complets qui réunissent sous une seule référence les pièces d'une révision : filtres, bougie, huile, courroie ou lame selon la machine.",
    },
    en: {
      name: "Maintenance kits",
      slug: "maintenance-kits",
      description:
        "Complete kits that bring together under a single part number everything a service needs: filters, spark plug, oil, belt or blade depending on the machine.",
    },
    de: {
      name: "Wartungssets",
      slug: "wartungssets",
      description:
        "Komplette Sets, die alle Teile einer Inspektion unter einer Teilenummer bündeln: Filter, Zündkerze, Öl, Riemen oder Messer je nach Maschine.",
    },
    nl: {
      name: "Onderhoudskits",
      slug: "onderhoudskits",
      description:
        "Complete kits die alle onderdelen voor een onderhoudsbeurt onder één artikelnummer bundelen: filters, bougie, olie, riem of mes, afhankelijk van de machine.",
    },
  },
  children: [
    {
      key: "lawn-mowers",
      text: {
        fr: {
          name: "Kits tondeuses",
          slug: "tondeuses",
          description: "Kits de révision annuelle pour tondeuses poussées et autotractées.",
        },
        en: { name: "Lawn mower kits", slug: "lawn-mowers", description: "Annual service kits for push and self-propelled mowers." },
        de: {
          name: "Sets für Rasenmäher",
          slug: "rasenmaeher",
          description: "Sets für die jährliche Inspektion von Schiebe- und Radantriebsmähern.",
        },
        nl: {
          name: "Kits voor grasmaaiers",
          slug: "grasmaaiers",
          description: "Kits voor de jaarlijkse onderhoudsbeurt van duw- en zelfrijdende grasmaaiers.",
        },
      },
    },
    {
      key: "ride-on-mowers",
      text: {
        fr: {
          name: "Kits tracteurs tondeuses",
          slug: "tracteurs-tondeuses",
          description: "Kits d'entretien des 50 et 100 heures pour tracteurs tondeuses et autoportées.",
        },
        en: {
          name: "Ride-on mower kits",
          slug: "ride-on-mowers",
          description: "50- and 100-hour service kits for lawn tractors and ride-on mowers.",
        },
        de: {
          name: "Sets für Aufsitzmäher",
          slug: "aufsitzmaeher",
          description: "Sets für die 50- und 100-Stunden-Inspektion von Rasentraktoren und Aufsitzmähern.",
        },
        nl: {
          name: "Kits voor zitmaaiers",
          slug: "zitmaaiers",
          description: "Kits voor de onderhoudsbeurt na 50 en 100 draaiuren van zitmaaiers en gazontrekkers.",
        },
      },
    },
    {
      key: "chainsaws",
      text: {
        fr: {
          name: "Kits tronçonneuses",
          slug: "tronconneuses",
          description: "Kits chaîne, guide et pignon et kits de filtration pour des tronçonneuses performantes et sûres.",
        },
        en: {
          name: "Chainsaw kits",
          slug: "chainsaws",
          description: "Chain, bar and sprocket kits and filter kits to keep chainsaws sharp and safe.",
        },
        de: {
          name: "Sets für Motorsägen",
          slug: "motorsaegen",
          description: "Sets aus Kette, Schiene und Kettenrad sowie Filtersets für leistungsfähige und sichere Motorsägen.",
        },
        nl: {
          name: "Kits voor kettingzagen",
          slug: "kettingzagen",
          description: "Sets met ketting, zwaard en kettingwiel en filtersets voor scherpe en veilige kettingzagen.",
        },
      },
    },
    {
      key: "brush-cutters",
      text: {
        fr: {
          name: "Kits débroussailleuses",
          slug: "debroussailleuses",
          description: "Kits de révision avec filtre, bougie, fil de coupe et graisse de renvoi d'angle pour débroussailleuses.",
        },
        en: {
          name: "Brush cutter kits",
          slug: "brush-cutters",
          description: "Service kits with filter, spark plug, trimmer line and gearbox grease for brush cutters.",
        },
        de: {
          name: "Sets für Freischneider",
          slug: "freischneider",
          description: "Inspektionssets mit Filter, Zündkerze, Mähfaden und Getriebefett für Freischneider.",
        },
        nl: {
          name: "Kits voor bosmaaiers",
          slug: "bosmaaiers",
          description: "Onderhoudskits met filter, bougie, maaidraad en tandwielkastvet voor bosmaaiers.",
        },
      },
    },
  ],
};

const topLevelSeeds = [machines, spareParts, accessories, maintenanceKits];

/** The catalogue tree with full codes and slugs, in menu order. */
export const taxonTree: TopLevelTaxon[] = topLevelSeeds.map((seed, position) => ({
  code: seed.code,
  position,
  image: seed.image,
  tagline: seed.tagline,
  text: seed.text,
  children: seed.children.map((child, childPosition) => ({
    code: `${seed.code}-${child.key}`,
    position: childPosition,
    text: perLocale((locale) => ({ ...child.text[locale], slug: `${seed.text[locale].slug}/${child.text[locale].slug}` })),
  })),
}));

export function topLevelTaxon(code: string): TopLevelTaxon {
  const taxon = taxonTree.find((candidate) => candidate.code === code);
  if (!taxon) throw new Error(`Unknown top-level taxon ${code}`);
  return taxon;
}

export function findTaxon(code: string): Taxon {
  const taxon = taxonTree.flatMap((top) => [top, ...top.children]).find((candidate) => candidate.code === code);
  if (!taxon) throw new Error(`Unknown taxon ${code}`);
  return taxon;
}
