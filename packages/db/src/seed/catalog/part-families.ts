import type { ImageKey } from "./images";
import type { MandatoryKey, Translated } from "./text";

export type PartFamilyKey =
  | "air-filter"
  | "fuel-filter"
  | "oil-filter"
  | "hydraulic-filter"
  | "spark-plug"
  | "ignition-coil"
  | "carburettor"
  | "recoil-starter"
  | "starter-rope"
  | "piston-kit"
  | "gasket-kit"
  | "muffler"
  | "clutch"
  | "tank-cap"
  | "oil-pump"
  | "electric-motor"
  | "drive-belt"
  | "deck-belt"
  | "pulley"
  | "mower-blade"
  | "brush-blade"
  | "hedge-blade"
  | "chipper-knife"
  | "anvil"
  | "splitting-wedge"
  | "saw-chain"
  | "guide-bar"
  | "chain-sprocket"
  | "chain-brake"
  | "wheel"
  | "bearing"
  | "control-cable"
  | "grass-catcher"
  | "seat"
  | "anti-vibration"
  | "gear-head"
  | "hydraulic-valve"
  | "hydraulic-hose"
  | "ram-seal-kit"
  | "hydraulic-pump"
  | "control-switch"
  | "control-board"
  | "handle"
  | "guard"
  | "hardware-kit"
  | "decal-set"
  | "line-spool";

type PartText = { name: string; slug: string; summary: string; tip: string };

export type PartFamily = {
  key: PartFamilyKey;
  taxon: string;
  image: ImageKey;
  /** Consumables are sold under the group's parts brand; the rest under the machine's brand. */
  kerlan: boolean;
  /** Price range in cents, excluding VAT. */
  price: [number, number];
  weight: [number, number];
  ecotax: number;
  /** A dimension worth showing in the technical tab. */
  measure?: { attribute: "length_mm" | "diameter_mm"; min: number; step: number; count: number };
  mandatory?: Extract<MandatoryKey, "sharpPart" | "chainsawProtection">;
  text: Translated<PartText>;
};

const filters = "spare-parts-filters";
const ignition = "spare-parts-ignition";
const engine = "spare-parts-engine-parts";
const belts = "spare-parts-belts-pulleys";
const blades = "spare-parts-blades";
const chains = "spare-parts-chains-guide-bars";
const other = "spare-parts";

/** Every kind of spare part, in a fixed order: their index is part of the generated data. */
export const partFamilies: PartFamily[] = [
  {
    key: "air-filter",
    taxon: filters,
    image: "air-filter",
    kerlan: true,
    price: [400, 4500],
    weight: [40, 400],
    ecotax: 0,
    text: {
      fr: {
        name: "Filtre à air",
        slug: "filtre-a-air",
        summary:
          "Élément filtrant qui retient poussières et débris avant qu'ils n'atteignent le carburateur et n'usent le moteur prématurément.",
        tip: "Nettoyez le filtre toutes les 25 heures et remplacez-le au moins une fois par saison, plus souvent en conditions poussiéreuses.",
      },
      en: {
        name: "Air filter",
        slug: "air-filter",
        summary: "Filter element that stops dust and debris before they reach the carburettor and wear the engine prematurely.",
        tip: "Clean the filter every 25 hours and replace it at least once a season, more often in dusty conditions.",
      },
      de: {
        name: "Luftfilter",
        slug: "luftfilter",
        summary: "Filtereinsatz, der Staub und Schmutz zurückhält, bevor sie den Vergaser erreichen und den Motor vorzeitig verschleißen.",
        tip: "Reinigen Sie den Filter alle 25 Betriebsstunden und tauschen Sie ihn mindestens einmal pro Saison, unter staubigen Bedingungen häufiger.",
      },
      nl: {
        name: "Luchtfilter",
        slug: "luchtfilter",
        summary: "Filterelement dat stof en vuil tegenhoudt voordat ze de carburateur bereiken en de motor voortijdig laten slijten.",
        tip: "Reinig het filter om de 25 draaiuren en vervang het minstens één keer per seizoen, vaker bij stoffige omstandigheden.",
      },
    },
  },
  {
    key: "fuel-filter",
    taxon: filters,
    image: "fuel-filter",
    kerlan: true,
    price: [200, 1800],
    weight: [10, 80],
    ecotax: 0,
    text: {
      fr: {
        name: "Filtre à carburant",
        slug: "filtre-a-carburant",
        summary: "Filtre placé sur la durite d'alimentation, qui protège le carburateur des impuretés présentes dans le carburant.",
        tip: "Remplacez-le à chaque début de saison et vidangez le réservoir avant un remisage de plus d'un mois.",
      },
      en: {
        name: "Fuel filter",
        slug: "fuel-filter",
        summary: "Filter fitted on the fuel line that protects the carburettor from impurities in the fuel.",
        tip: "Replace it at the start of every season and drain the tank before storing the machine for more than a month.",
      },
      de: {
        name: "Kraftstofffilter",
        slug: "kraftstofffilter",
        summary: "Filter in der Kraftstoffleitung, der den Vergaser vor Verunreinigungen im Kraftstoff schützt.",
        tip: "Tauschen Sie ihn zu Beginn jeder Saison und entleeren Sie den Tank, bevor Sie die Maschine länger als einen Monat einlagern.",
      },
      nl: {
        name: "Brandstoffilter",
        slug: "brandstoffilter",
        summary: "Filter in de brandstofleiding dat de carburateur beschermt tegen onzuiverheden in de brandstof.",
        tip: "Vervang het aan het begin van elk seizoen en maak de tank leeg voordat u de machine langer dan een maand wegzet.",
      },
    },
  },
  {
    key: "oil-filter",
    taxon: filters,
    image: "filter-cartridge",
    kerlan: true,
    price: [600, 2800],
    weight: [120, 450],
    ecotax: 0,
    text: {
      fr: {
        name: "Filtre à huile",
        slug: "filtre-a-huile",
        summary: "Cartouche vissée qui piège les particules métalliques et les résidus de combustion en suspension dans l'huile moteur.",
        tip: "Changez le filtre à chaque vidange ; remplissez la cartouche neuve d'huile et huilez son joint avant le montage.",
      },
      en: {
        name: "Oil filter",
        slug: "oil-filter",
        summary: "Spin-on cartridge that traps metal particles and combustion residue suspended in the engine oil.",
        tip: "Change the filter at every oil change; pre-fill the new cartridge with oil and lubricate its seal before fitting.",
      },
      de: {
        name: "Ölfilter",
        slug: "oelfilter",
        summary: "Anschraubpatrone, die Metallpartikel und Verbrennungsrückstände aus dem Motoröl filtert.",
        tip: "Wechseln Sie den Filter bei jedem Ölwechsel; füllen Sie die neue Patrone vor und ölen Sie die Dichtung vor dem Einbau ein.",
      },
      nl: {
        name: "Oliefilter",
        slug: "oliefilter",
        summary: "Opschroefbaar filterpatroon dat metaaldeeltjes en verbrandingsresten uit de motorolie opvangt.",
        tip: "Vervang het filter bij elke olieverversing; vul het nieuwe patroon vooraf met olie en smeer de afdichting in vóór de montage.",
      },
    },
  },
  {
    key: "hydraulic-filter",
    taxon: filters,
    image: "filter-cartridge",
    kerlan: true,
    price: [1200, 6500],
    weight: [200, 900],
    ecotax: 0,
    text: {
      fr: {
        name: "Filtre hydraulique",
        slug: "filtre-hydraulique",
        summary: "Filtre du circuit hydraulique qui protège la pompe et le distributeur contre l'usure due aux particules.",
        tip: "Remplacez-le toutes les 200 heures ou à chaque vidange de l'huile hydraulique, puis contrôlez le niveau après quelques cycles.",
      },
      en: {
        name: "Hydraulic filter",
        slug: "hydraulic-filter",
        summary: "Filter in the hydraulic circuit that protects the pump and control valve from wear caused by particles.",
        tip: "Replace it every 200 hours or at each hydraulic oil change, then check the oil level after a few cycles.",
      },
      de: {
        name: "Hydraulikfilter",
        slug: "hydraulikfilter",
        summary: "Filter im Hydraulikkreislauf, der Pumpe und Steuerventil vor Verschleiß durch Partikel schützt.",
        tip: "Tauschen Sie ihn alle 200 Betriebsstunden oder bei jedem Hydraulikölwechsel und prüfen Sie anschließend den Ölstand nach einigen Arbeitszyklen.",
      },
      nl: {
        name: "Hydraulisch filter",
        slug: "hydraulisch-filter",
        summary: "Filter in het hydraulische circuit dat de pomp en het stuurventiel beschermt tegen slijtage door deeltjes.",
        tip: "Vervang het om de 200 draaiuren of bij elke verversing van de hydraulische olie, en controleer daarna het oliepeil na enkele cycli.",
      },
    },
  },
  {
    key: "spark-plug",
    taxon: ignition,
    image: "spark-plug",
    kerlan: true,
    price: [300, 1400],
    weight: [30, 60],
    ecotax: 0,
    text: {
      fr: {
        name: "Bougie d'allumage",
        slug: "bougie-allumage",
        summary:
          "Bougie au degré thermique et à l'écartement d'électrodes prévus par le motoriste, pour un démarrage franc et une combustion complète.",
        tip: "Contrôlez l'écartement des électrodes avant le montage et vissez la bougie à la main avant le quart de tour final à la clé.",
      },
      en: {
        name: "Spark plug",
        slug: "spark-plug",
        summary:
          "Spark plug with the heat range and electrode gap specified by the engine maker, for clean starts and complete combustion.",
        tip: "Check the electrode gap before fitting and screw the plug in by hand before the final quarter turn with the wrench.",
      },
      de: {
        name: "Zündkerze",
        slug: "zuendkerze",
        summary:
          "Zündkerze mit dem vom Motorhersteller vorgegebenen Wärmewert und Elektrodenabstand für einen sicheren Start und eine vollständige Verbrennung.",
        tip: "Prüfen Sie den Elektrodenabstand vor dem Einbau und drehen Sie die Kerze von Hand ein, bevor Sie sie mit dem Schlüssel um eine Vierteldrehung festziehen.",
      },
      nl: {
        name: "Bougie",
        slug: "bougie",
        summary:
          "Bougie met de warmtegraad en elektrodenafstand die de motorfabrikant voorschrijft, voor een vlotte start en een volledige verbranding.",
        tip: "Controleer de elektrodenafstand vóór de montage en draai de bougie eerst met de hand in, voordat u ze met de sleutel een kwartslag aandraait.",
      },
    },
  },
  {
    key: "ignition-coil",
    taxon: ignition,
    image: "electrical-part",
    kerlan: false,
    price: [2500, 9500],
    weight: [150, 450],
    ecotax: 12,
    text: {
      fr: {
        name: "Bobine d'allumage",
        slug: "bobine-allumage",
        summary:
          "Module électronique qui produit la haute tension de la bougie ; un entrefer correct avec le volant magnétique garantit une étincelle franche.",
        tip: "Réglez l'entrefer avec une cale de 0,3 mm placée entre la bobine et les aimants du volant.",
      },
      en: {
        name: "Ignition coil",
        slug: "ignition-coil",
        summary:
          "Electronic module that produces the spark plug's high voltage; the correct air gap to the flywheel magnets ensures a strong spark.",
        tip: "Set the air gap with a 0.3 mm feeler gauge placed between the coil and the flywheel magnets.",
      },
      de: {
        name: "Zündspule",
        slug: "zuendspule",
        summary:
          "Elektronisches Modul, das die Hochspannung für die Zündkerze erzeugt; der richtige Luftspalt zum Schwungrad sorgt für einen kräftigen Zündfunken.",
        tip: "Stellen Sie den Luftspalt mit einer 0,3-mm-Fühlerlehre zwischen Spule und Schwungradmagneten ein.",
      },
      nl: {
        name: "Ontstekingsspoel",
        slug: "ontstekingsspoel",
        summary:
          "Elektronische module die de hoogspanning voor de bougie opwekt; de juiste luchtspleet ten opzichte van het vliegwiel zorgt voor een krachtige vonk.",
        tip: "Stel de luchtspleet af met een voelermaat van 0,3 mm tussen de spoel en de magneten van het vliegwiel.",
      },
    },
  },
  {
    key: "carburettor",
    taxon: engine,
    image: "carburettor",
    kerlan: false,
    price: [3500, 18000],
    weight: [150, 900],
    ecotax: 0,
    text: {
      fr: {
        name: "Carburateur",
        slug: "carburateur",
        summary: "Carburateur complet, réglé en usine, livré avec ses joints de montage.",
        tip: "Utilisez un carburant de moins de 30 jours et videz la cuve avant un long remisage : la plupart des pannes de carburateur viennent d'un carburant vieilli.",
      },
      en: {
        name: "Carburettor",
        slug: "carburettor",
        summary: "Complete carburettor, factory-adjusted, supplied with its mounting gaskets.",
        tip: "Use fuel no older than 30 days and empty the float bowl before long storage: most carburettor faults come from stale fuel.",
      },
      de: {
        name: "Vergaser",
        slug: "vergaser",
        summary: "Kompletter, werkseitig eingestellter Vergaser mit den zugehörigen Montagedichtungen.",
        tip: "Verwenden Sie Kraftstoff, der nicht älter als 30 Tage ist, und entleeren Sie die Schwimmerkammer vor längerer Lagerung: Die meisten Vergaserstörungen gehen auf gealterten Kraftstoff zurück.",
      },
      nl: {
        name: "Carburateur",
        slug: "carburateur",
        summary: "Complete, in de fabriek afgestelde carburateur, geleverd met de bijbehorende montagepakkingen.",
        tip: "Gebruik brandstof van hooguit 30 dagen oud en maak de vlotterkamer leeg vóór een lange stalling: de meeste carburateurstoringen komen door verouderde brandstof.",
      },
    },
  },
  {
    key: "recoil-starter",
    taxon: engine,
    image: "recoil-starter",
    kerlan: false,
    price: [1800, 7500],
    weight: [200, 700],
    ecotax: 0,
    text: {
      fr: {
        name: "Lanceur complet",
        slug: "lanceur-complet",
        summary: "Lanceur à rappel monté avec son ressort, sa poulie et sa poignée, prêt à fixer sur le carter de ventilateur.",
        tip: "Tirez la corde doucement jusqu'au point de compression avant de lancer franchement, et ne la lâchez jamais en fin de course.",
      },
      en: {
        name: "Recoil starter assembly",
        slug: "recoil-starter-assembly",
        summary: "Recoil starter assembled with its spring, pulley and handle, ready to fit on the fan housing.",
        tip: "Pull the rope gently until you feel compression before pulling firmly, and never let it snap back.",
      },
      de: {
        name: "Seilzugstarter komplett",
        slug: "seilzugstarter-komplett",
        summary: "Reversierstarter, komplett mit Feder, Seilrolle und Griff, fertig zur Montage am Lüftergehäuse.",
        tip: "Ziehen Sie das Seil langsam bis zum Kompressionspunkt und dann kräftig durch; lassen Sie es nie zurückschnellen.",
      },
      nl: {
        name: "Trekstarter compleet",
        slug: "trekstarter-compleet",
        summary: "Terugslagstarter, compleet met veer, poelie en handgreep, klaar om op het ventilatorhuis te monteren.",
        tip: "Trek het koord rustig uit tot u compressie voelt en trek dan krachtig door; laat het koord nooit terugschieten.",
      },
    },
  },
  {
    key: "starter-rope",
    taxon: engine,
    image: "recoil-starter",
    kerlan: true,
    price: [300, 1200],
    weight: [20, 60],
    ecotax: 0,
    measure: { attribute: "length_mm", min: 900, step: 50, count: 13 },
    text: {
      fr: {
        name: "Corde de lanceur",
        slug: "corde-lanceur",
        summary: "Corde tressée en polyamide, au diamètre et à la longueur d'origine, résistante à l'abrasion.",
        tip: "Faites un nœud en huit à l'extrémité et chauffez légèrement le bout pour qu'il ne s'effiloche pas.",
      },
      en: {
        name: "Starter rope",
        slug: "starter-rope",
        summary: "Braided polyamide rope with the original diameter and length, resistant to abrasion.",
        tip: "Tie a figure-of-eight knot at the end and lightly melt the tip so it does not fray.",
      },
      de: {
        name: "Starterseil",
        slug: "starterseil",
        summary: "Geflochtenes Polyamidseil in Originaldurchmesser und -länge, abriebfest.",
        tip: "Machen Sie am Ende einen Achterknoten und verschmelzen Sie die Seilspitze leicht, damit sie nicht ausfranst.",
      },
      nl: {
        name: "Starterkoord",
        slug: "starterkoord",
        summary: "Gevlochten polyamide koord met de originele diameter en lengte, bestand tegen slijtage.",
        tip: "Leg een achtknoop aan het uiteinde en smelt het uiteinde licht dicht zodat het niet rafelt.",
      },
    },
  },
  {
    key: "piston-kit",
    taxon: engine,
    image: "piston-kit",
    kerlan: false,
    price: [4500, 19000],
    weight: [150, 450],
    ecotax: 0,
    text: {
      fr: {
        name: "Kit piston-cylindre",
        slug: "kit-piston-cylindre",
        summary: "Cylindre chromé, piston, segments, axe et circlips, appairés en usine pour retrouver la compression d'origine.",
        tip: "Rodez le moteur pendant les deux premiers pleins, sans régime maximal prolongé, et respectez le dosage d'huile du mélange.",
      },
      en: {
        name: "Piston and cylinder kit",
        slug: "piston-cylinder-kit",
        summary: "Chrome-plated cylinder, piston, rings, pin and circlips, factory-matched to restore original compression.",
        tip: "Run the engine in over the first two tanks without long spells at full throttle, and respect the oil ratio of the fuel mix.",
      },
      de: {
        name: "Kolben-Zylinder-Satz",
        slug: "kolben-zylinder-satz",
        summary:
          "Verchromter Zylinder, Kolben, Kolbenringe, Kolbenbolzen und Sicherungsringe, werkseitig gepaart für die ursprüngliche Kompression.",
        tip: "Fahren Sie den Motor während der ersten zwei Tankfüllungen ohne längere Volllast ein und halten Sie das Mischungsverhältnis genau ein.",
      },
      nl: {
        name: "Zuiger-cilinderset",
        slug: "zuiger-cilinderset",
        summary:
          "Verchroomde cilinder, zuiger, zuigerveren, pen en borgveren, in de fabriek op elkaar afgestemd voor de oorspronkelijke compressie.",
        tip: "Laat de motor de eerste twee tankbeurten inlopen zonder langdurig vol gas en respecteer de mengverhouding van de brandstof.",
      },
    },
  },
  {
    key: "gasket-kit",
    taxon: engine,
    image: "gasket-kit",
    kerlan: false,
    price: [800, 4500],
    weight: [20, 150],
    ecotax: 0,
    text: {
      fr: {
        name: "Pochette de joints moteur",
        slug: "pochette-joints-moteur",
        summary: "Jeu complet de joints de carter, de culasse, d'échappement et d'admission pour une révision moteur.",
        tip: "Remplacez systématiquement tous les joints déposés et nettoyez les plans de joint sans les rayer.",
      },
      en: {
        name: "Engine gasket set",
        slug: "engine-gasket-set",
        summary: "Complete set of crankcase, cylinder head, exhaust and intake gaskets for an engine overhaul.",
        tip: "Always replace every gasket you remove and clean the mating faces without scratching them.",
      },
      de: {
        name: "Motordichtungssatz",
        slug: "motordichtungssatz",
        summary: "Kompletter Satz Kurbelgehäuse-, Zylinderkopf-, Auspuff- und Ansaugdichtungen für eine Motorüberholung.",
        tip: "Ersetzen Sie grundsätzlich jede ausgebaute Dichtung und reinigen Sie die Dichtflächen, ohne sie zu zerkratzen.",
      },
      nl: {
        name: "Motorpakkingset",
        slug: "motorpakkingset",
        summary: "Complete set carter-, cilinderkop-, uitlaat- en inlaatpakkingen voor een motorrevisie.",
        tip: "Vervang altijd elke gedemonteerde pakking en reinig de pakkingvlakken zonder ze te bekrassen.",
      },
    },
  },
  {
    key: "muffler",
    taxon: engine,
    image: "mechanical-part",
    kerlan: false,
    price: [2000, 14000],
    weight: [150, 1800],
    ecotax: 0,
    text: {
      fr: {
        name: "Silencieux d'échappement",
        slug: "silencieux-echappement",
        summary: "Silencieux d'origine avec grille pare-étincelles, conforme aux niveaux sonores homologués de la machine.",
        tip: "Brossez la grille pare-étincelles toutes les 50 heures : une grille encrassée fait chuter la puissance et chauffer le moteur.",
      },
      en: {
        name: "Exhaust muffler",
        slug: "exhaust-muffler",
        summary: "Genuine muffler with spark arrestor screen, matching the machine's certified noise levels.",
        tip: "Brush the spark arrestor screen every 50 hours: a clogged screen cuts power and makes the engine run hot.",
      },
      de: {
        name: "Auspuffschalldämpfer",
        slug: "auspuffschalldaempfer",
        summary: "Originalschalldämpfer mit Funkenschutzgitter, abgestimmt auf die zugelassenen Geräuschwerte der Maschine.",
        tip: "Bürsten Sie das Funkenschutzgitter alle 50 Betriebsstunden ab: Ein verrußtes Gitter kostet Leistung und lässt den Motor heiß laufen.",
      },
      nl: {
        name: "Uitlaatdemper",
        slug: "uitlaatdemper",
        summary: "Originele uitlaatdemper met vonkenvanger, afgestemd op de goedgekeurde geluidsniveaus van de machine.",
        tip: "Borstel de vonkenvanger om de 50 draaiuren schoon: een verstopte vonkenvanger kost vermogen en laat de motor te warm draaien.",
      },
    },
  },
  {
    key: "clutch",
    taxon: engine,
    image: "mechanical-part",
    kerlan: false,
    price: [1800, 8500],
    weight: [80, 350],
    ecotax: 0,
    text: {
      fr: {
        name: "Embrayage centrifuge",
        slug: "embrayage-centrifuge",
        summary: "Embrayage à masselottes et ressorts qui entraîne l'outil de coupe dès que le moteur dépasse le régime de ralenti.",
        tip: "Si l'outil tourne au ralenti, réglez d'abord le ralenti du carburateur avant de mettre en cause les ressorts d'embrayage.",
      },
      en: {
        name: "Centrifugal clutch",
        slug: "centrifugal-clutch",
        summary: "Clutch with shoes and springs that drives the cutting attachment once the engine is above idle speed.",
        tip: "If the cutting attachment turns at idle, adjust the carburettor idle speed before suspecting the clutch springs.",
      },
      de: {
        name: "Fliehkraftkupplung",
        slug: "fliehkraftkupplung",
        summary: "Kupplung mit Fliehgewichten und Federn, die das Schneidwerkzeug oberhalb der Leerlaufdrehzahl antreibt.",
        tip: "Dreht sich das Schneidwerkzeug im Leerlauf mit, stellen Sie zuerst die Leerlaufdrehzahl am Vergaser ein, bevor Sie die Kupplungsfedern prüfen.",
      },
      nl: {
        name: "Centrifugaalkoppeling",
        slug: "centrifugaalkoppeling",
        summary:
          "Koppeling met vliegblokken en veren die het snijgereedschap aandrijft zodra de motor boven het stationair toerental draait.",
        tip: "Draait het snijgereedschap mee bij stationair toerental, stel dan eerst het stationair toerental van de carburateur af voordat u de koppelingsveren verdenkt.",
      },
    },
  },
  {
    key: "tank-cap",
    taxon: engine,
    image: "mechanical-part",
    kerlan: true,
    price: [400, 1600],
    weight: [20, 80],
    ecotax: 0,
    text: {
      fr: {
        name: "Bouchon de réservoir",
        slug: "bouchon-reservoir",
        summary: "Bouchon étanche avec clapet de mise à l'air, qui empêche les fuites sans mettre le réservoir en dépression.",
        tip: "Remplacez un bouchon dont le joint a durci : un réservoir en dépression fait caler le moteur une fois chaud.",
      },
      en: {
        name: "Tank cap",
        slug: "tank-cap",
        summary: "Sealed cap with a breather valve that prevents leaks without creating a vacuum in the tank.",
        tip: "Replace a cap whose seal has hardened: a tank under vacuum makes the engine stall once warm.",
      },
      de: {
        name: "Tankdeckel",
        slug: "tankdeckel",
        summary: "Dichter Deckel mit Belüftungsventil, der Leckagen verhindert, ohne im Tank Unterdruck entstehen zu lassen.",
        tip: "Tauschen Sie einen Deckel mit verhärteter Dichtung: Unterdruck im Tank lässt den Motor im warmen Zustand ausgehen.",
      },
      nl: {
        name: "Tankdop",
        slug: "tankdop",
        summary: "Afsluitende dop met ontluchtingsventiel die lekken voorkomt zonder onderdruk in de tank te veroorzaken.",
        tip: "Vervang een dop met een verharde afdichting: onderdruk in de tank laat de motor afslaan zodra hij warm is.",
      },
    },
  },
  {
    key: "oil-pump",
    taxon: engine,
    image: "mechanical-part",
    kerlan: false,
    price: [2000, 7000],
    weight: [40, 150],
    ecotax: 0,
    text: {
      fr: {
        name: "Pompe à huile de chaîne",
        slug: "pompe-huile-chaine",
        summary: "Pompe qui dose la lubrification de la chaîne selon le régime, avec un débit réglable sur la plupart des modèles.",
        tip: "Vérifiez le graissage en pointant le guide vers une souche claire : une fine ligne d'huile doit apparaître en quelques secondes.",
      },
      en: {
        name: "Chain oil pump",
        slug: "chain-oil-pump",
        summary: "Pump that meters chain lubrication according to engine speed, with an adjustable flow on most models.",
        tip: "Check lubrication by pointing the bar at a light-coloured stump: a thin line of oil should appear within seconds.",
      },
      de: {
        name: "Kettenölpumpe",
        slug: "kettenoelpumpe",
        summary: "Pumpe, die die Kettenschmierung drehzahlabhängig dosiert, bei den meisten Modellen mit einstellbarer Fördermenge.",
        tip: "Prüfen Sie die Schmierung, indem Sie die Schiene auf einen hellen Baumstumpf richten: Nach wenigen Sekunden muss sich eine feine Ölspur zeigen.",
      },
      nl: {
        name: "Kettingoliepomp",
        slug: "kettingoliepomp",
        summary: "Pomp die de kettingsmering doseert volgens het toerental, op de meeste modellen met een regelbaar debiet.",
        tip: "Controleer de smering door het zwaard op een lichte boomstronk te richten: binnen enkele seconden moet een dun oliespoor verschijnen.",
      },
    },
  },
  {
    key: "electric-motor",
    taxon: engine,
    image: "electrical-part",
    kerlan: false,
    price: [6000, 32000],
    weight: [500, 3500],
    ecotax: 50,
    text: {
      fr: {
        name: "Moteur électrique",
        slug: "moteur-electrique",
        summary: "Moteur complet, monté avec son électronique de commande, pour les machines sur batterie ou sur secteur.",
        tip: "Gardez les ouïes de ventilation propres : un moteur qui chauffe se protège en réduisant sa puissance.",
      },
      en: {
        name: "Electric motor",
        slug: "electric-motor",
        summary: "Complete motor assembled with its control electronics, for battery and mains-powered machines.",
        tip: "Keep the cooling vents clean: a motor that overheats protects itself by reducing its power.",
      },
      de: {
        name: "Elektromotor",
        slug: "elektromotor",
        summary: "Kompletter Motor mit Steuerelektronik für Akku- und Netzgeräte.",
        tip: "Halten Sie die Lüftungsschlitze sauber: Ein überhitzter Motor schützt sich, indem er seine Leistung drosselt.",
      },
      nl: {
        name: "Elektromotor",
        slug: "elektromotor",
        summary: "Complete motor met stuurelektronica, voor machines op accu of netstroom.",
        tip: "Houd de ventilatieopeningen schoon: een motor die oververhit raakt, beschermt zichzelf door zijn vermogen te verminderen.",
      },
    },
  },
  {
    key: "drive-belt",
    taxon: belts,
    image: "drive-belt",
    kerlan: false,
    price: [1200, 8500],
    weight: [100, 600],
    ecotax: 0,
    measure: { attribute: "length_mm", min: 700, step: 10, count: 270 },
    text: {
      fr: {
        name: "Courroie de traction",
        slug: "courroie-traction",
        summary: "Courroie trapézoïdale renforcée qui transmet la puissance du moteur à la transmission ou au rotor.",
        tip: "Une courroie qui patine ou siffle est détendue ou glacée : contrôlez sa tension et l'état de ses flancs à chaque révision.",
      },
      en: {
        name: "Drive belt",
        slug: "drive-belt",
        summary: "Reinforced V-belt that carries engine power to the transmission or the rotor.",
        tip: "A belt that slips or squeals is loose or glazed: check its tension and the state of its sides at every service.",
      },
      de: {
        name: "Antriebsriemen",
        slug: "antriebsriemen",
        summary: "Verstärkter Keilriemen, der die Motorleistung auf das Getriebe oder den Rotor überträgt.",
        tip: "Ein Riemen, der rutscht oder quietscht, ist zu locker oder verglast: Prüfen Sie Spannung und Flanken bei jeder Inspektion.",
      },
      nl: {
        name: "Aandrijfriem",
        slug: "aandrijfriem",
        summary: "Versterkte V-snaar die het motorvermogen overbrengt naar de transmissie of de rotor.",
        tip: "Een riem die slipt of piept, is te slap of verglaasd: controleer bij elke onderhoudsbeurt de spanning en de flanken.",
      },
    },
  },
  {
    key: "deck-belt",
    taxon: belts,
    image: "drive-belt",
    kerlan: false,
    price: [2500, 11000],
    weight: [200, 700],
    ecotax: 0,
    measure: { attribute: "length_mm", min: 2400, step: 10, count: 180 },
    text: {
      fr: {
        name: "Courroie de coupe",
        slug: "courroie-coupe",
        summary: "Courroie qui entraîne les lames du plateau de coupe depuis la poulie du moteur.",
        tip: "Contrôlez son usure toutes les 50 heures et nettoyez le plateau : l'herbe accumulée sous les carters use la courroie.",
      },
      en: {
        name: "Deck belt",
        slug: "deck-belt",
        summary: "Belt that drives the cutting deck blades from the engine pulley.",
        tip: "Check its wear every 50 hours and clean the deck: grass packed under the covers wears the belt.",
      },
      de: {
        name: "Mähwerksriemen",
        slug: "maehwerksriemen",
        summary: "Riemen, der die Messer des Mähwerks von der Motorriemenscheibe aus antreibt.",
        tip: "Prüfen Sie den Verschleiß alle 50 Betriebsstunden und reinigen Sie das Mähwerk: Unter den Abdeckungen angesammeltes Gras verschleißt den Riemen.",
      },
      nl: {
        name: "Maaidekriem",
        slug: "maaidekriem",
        summary: "Riem die de messen van het maaidek aandrijft vanaf de motorpoelie.",
        tip: "Controleer de slijtage om de 50 draaiuren en maak het maaidek schoon: gras dat zich onder de kappen ophoopt, verslijt de riem.",
      },
    },
  },
  {
    key: "pulley",
    taxon: belts,
    image: "pulley",
    kerlan: false,
    price: [1400, 9000],
    weight: [150, 1600],
    ecotax: 0,
    measure: { attribute: "diameter_mm", min: 60, step: 5, count: 37 },
    text: {
      fr: {
        name: "Poulie",
        slug: "poulie",
        summary: "Poulie usinée avec roulement intégré, pour la transmission ou le tendeur de courroie.",
        tip: "Faites tourner la poulie à la main à chaque changement de courroie : un jeu ou un bruit de roulement impose son remplacement.",
      },
      en: {
        name: "Pulley",
        slug: "pulley",
        summary: "Machined pulley with built-in bearing, for the transmission or the belt tensioner.",
        tip: "Spin the pulley by hand at every belt change: any play or bearing noise means it must be replaced.",
      },
      de: {
        name: "Riemenscheibe",
        slug: "riemenscheibe",
        summary: "Gefräste Riemenscheibe mit integriertem Lager für den Antrieb oder den Riemenspanner.",
        tip: "Drehen Sie die Scheibe bei jedem Riemenwechsel von Hand: Spiel oder Lagergeräusche bedeuten, dass sie ersetzt werden muss.",
      },
      nl: {
        name: "Poelie",
        slug: "poelie",
        summary: "Gefreesde poelie met ingebouwd lager, voor de aandrijving of de riemspanner.",
        tip: "Draai de poelie bij elke riemwissel met de hand rond: speling of lagergeluid betekent dat ze vervangen moet worden.",
      },
    },
  },
  {
    key: "mower-blade",
    taxon: blades,
    image: "mower-blade",
    kerlan: false,
    price: [1200, 7500],
    weight: [300, 1500],
    ecotax: 0,
    measure: { attribute: "length_mm", min: 330, step: 5, count: 60 },
    mandatory: "sharpPart",
    text: {
      fr: {
        name: "Lame de coupe",
        slug: "lame-coupe",
        summary: "Lame en acier traité, équilibrée en usine, avec ailettes de relevage pour un ramassage efficace.",
        tip: "Affûtez la lame toutes les 25 heures et vérifiez son équilibre sur un cône avant de la remonter au couple prescrit.",
      },
      en: {
        name: "Mower blade",
        slug: "mower-blade",
        summary: "Heat-treated steel blade, factory-balanced, with lifting wings for efficient collection.",
        tip: "Sharpen the blade every 25 hours and check its balance on a cone before refitting it to the specified torque.",
      },
      de: {
        name: "Mähmesser",
        slug: "maehmesser",
        summary: "Messer aus vergütetem Stahl, werkseitig ausgewuchtet, mit Luftflügeln für eine gute Grasaufnahme.",
        tip: "Schärfen Sie das Messer alle 25 Betriebsstunden und prüfen Sie die Unwucht auf einem Konus, bevor Sie es mit dem vorgeschriebenen Drehmoment montieren.",
      },
      nl: {
        name: "Maaimes",
        slug: "maaimes",
        summary: "Mes van gehard staal, in de fabriek uitgebalanceerd, met opstaande vleugels voor een efficiënte opvang.",
        tip: "Slijp het mes om de 25 draaiuren en controleer de balans op een kegel voordat u het met het voorgeschreven aanhaalmoment monteert.",
      },
    },
  },
  {
    key: "brush-blade",
    taxon: blades,
    image: "cutting-disc",
    kerlan: false,
    price: [1400, 6000],
    weight: [200, 700],
    ecotax: 0,
    measure: { attribute: "diameter_mm", min: 200, step: 5, count: 21 },
    mandatory: "sharpPart",
    text: {
      fr: {
        name: "Lame de débroussaillage",
        slug: "lame-debroussaillage",
        summary: "Lame en acier trempé, à trois dents ou à couteau taillis, pour les ronces, les rejets et les broussailles denses.",
        tip: "Montez toujours la lame avec le carter de protection adapté et affûtez tous les tranchants de la même façon pour la garder équilibrée.",
      },
      en: {
        name: "Brush cutter blade",
        slug: "brush-cutter-blade",
        summary: "Hardened steel blade, three-tooth or brush knife, for brambles, shoots and dense scrub.",
        tip: "Always fit the blade with the matching guard, and sharpen all cutting edges evenly to keep the blade balanced.",
      },
      de: {
        name: "Dickichtmesser",
        slug: "dickichtmesser",
        summary: "Messer aus gehärtetem Stahl, als Dreizahn- oder Dickichtmesser, für Brombeeren, Stockausschläge und dichtes Gestrüpp.",
        tip: "Montieren Sie das Messer immer mit dem passenden Schutz und schärfen Sie alle Schneiden gleichmäßig, damit es ausgewuchtet bleibt.",
      },
      nl: {
        name: "Bosmaaiermes",
        slug: "bosmaaiermes",
        summary: "Mes van gehard staal, met drie tanden of als slagmes, voor braamstruiken, opslag en dicht struikgewas.",
        tip: "Monteer het mes altijd met de bijpassende beschermkap en slijp alle snijkanten gelijkmatig zodat het mes in balans blijft.",
      },
    },
  },
  {
    key: "hedge-blade",
    taxon: blades,
    image: "hedge-blade",
    kerlan: false,
    price: [4500, 16000],
    weight: [500, 1400],
    ecotax: 0,
    measure: { attribute: "length_mm", min: 450, step: 50, count: 7 },
    mandatory: "sharpPart",
    text: {
      fr: {
        name: "Lamier de taille-haies",
        slug: "lamier-taille-haies",
        summary: "Lamier à double lame rectifiée, avec guide et visserie, aux dimensions d'origine.",
        tip: "Graissez le lamier après chaque journée de travail et affûtez les dents à la lime plate en respectant l'angle d'origine.",
      },
      en: {
        name: "Hedge trimmer blade set",
        slug: "hedge-trimmer-blade-set",
        summary: "Ground double blade set with guide and fasteners, to the original dimensions.",
        tip: "Grease the blades after each working day and sharpen the teeth with a flat file at the original angle.",
      },
      de: {
        name: "Heckenscherenmesser",
        slug: "heckenscherenmesser",
        summary: "Geschliffener Doppelmessersatz mit Führung und Befestigungsteilen in Originalabmessungen.",
        tip: "Schmieren Sie die Messer nach jedem Arbeitstag und schärfen Sie die Zähne mit einer Flachfeile im Originalwinkel.",
      },
      nl: {
        name: "Heggenschaarmes",
        slug: "heggenschaarmes",
        summary: "Geslepen dubbele messenset met geleider en bevestigingsmateriaal, in de originele afmetingen.",
        tip: "Smeer de messen na elke werkdag in en slijp de tanden met een platte vijl onder de originele hoek.",
      },
    },
  },
  {
    key: "chipper-knife",
    taxon: blades,
    image: "mower-blade",
    kerlan: false,
    price: [3500, 18000],
    weight: [300, 1800],
    ecotax: 0,
    mandatory: "sharpPart",
    text: {
      fr: {
        name: "Couteau de broyeur",
        slug: "couteau-broyeur",
        summary: "Couteau réversible en acier allié, vendu à l'unité, avec vis de fixation à usage unique.",
        tip: "Remplacez ou affûtez les couteaux par jeu complet pour garder le rotor équilibré, et serrez les vis neuves au couple indiqué.",
      },
      en: {
        name: "Chipper knife",
        slug: "chipper-knife",
        summary: "Reversible alloy-steel knife, sold individually, with single-use fixing bolts.",
        tip: "Replace or sharpen the knives as a complete set to keep the rotor balanced, and tighten the new bolts to the stated torque.",
      },
      de: {
        name: "Häckslermesser",
        slug: "haekslermesser",
        summary: "Wendemesser aus legiertem Stahl, einzeln verkauft, mit Befestigungsschrauben zur einmaligen Verwendung.",
        tip: "Tauschen oder schärfen Sie die Messer immer als kompletten Satz, damit der Rotor ausgewuchtet bleibt, und ziehen Sie die neuen Schrauben mit dem angegebenen Drehmoment an.",
      },
      nl: {
        name: "Hakselmes",
        slug: "hakselmes",
        summary: "Omkeerbaar mes van gelegeerd staal, per stuk verkocht, met bevestigingsbouten voor eenmalig gebruik.",
        tip: "Vervang of slijp de messen altijd als volledige set zodat de rotor in balans blijft, en draai de nieuwe bouten aan met het opgegeven aanhaalmoment.",
      },
    },
  },
  {
    key: "anvil",
    taxon: blades,
    image: "mechanical-part",
    kerlan: false,
    price: [2500, 9000],
    weight: [400, 2200],
    ecotax: 0,
    text: {
      fr: {
        name: "Contre-couteau",
        slug: "contre-couteau",
        summary: "Enclume trempée contre laquelle les couteaux du rotor cisaillent le bois, réglable pour compenser l'usure.",
        tip: "Réglez le jeu entre couteaux et contre-couteau à chaque affûtage : un jeu trop grand effiloche le bois au lieu de le couper.",
      },
      en: {
        name: "Anvil",
        slug: "anvil",
        summary: "Hardened anvil against which the rotor knives shear the wood, adjustable to compensate for wear.",
        tip: "Set the gap between the knives and the anvil at every sharpening: too wide a gap shreds the wood instead of cutting it.",
      },
      de: {
        name: "Gegenmesser",
        slug: "gegenmesser",
        summary: "Gehärtetes Gegenmesser, an dem die Rotormesser das Holz abscheren, nachstellbar zum Ausgleich des Verschleißes.",
        tip: "Stellen Sie den Spalt zwischen Messern und Gegenmesser bei jedem Schärfen ein: Ein zu großer Spalt zerfasert das Holz, statt es zu schneiden.",
      },
      nl: {
        name: "Tegenmes",
        slug: "tegenmes",
        summary: "Gehard tegenmes waartegen de rotormessen het hout afknippen, verstelbaar om slijtage te compenseren.",
        tip: "Stel de spleet tussen de messen en het tegenmes bij elke slijpbeurt af: een te grote spleet rafelt het hout in plaats van het te snijden.",
      },
    },
  },
  {
    key: "splitting-wedge",
    taxon: blades,
    image: "mechanical-part",
    kerlan: false,
    price: [6000, 26000],
    weight: [3000, 12000],
    ecotax: 0,
    text: {
      fr: {
        name: "Coin de fendage",
        slug: "coin-fendage",
        summary: "Coin en acier forgé et trempé, dont le profil d'origine ouvre les bûches sans effort.",
        tip: "Meulez légèrement le tranchant lorsqu'il s'arrondit, sans l'échauffer pour que l'acier garde sa trempe.",
      },
      en: {
        name: "Splitting wedge",
        slug: "splitting-wedge",
        summary: "Forged and hardened steel wedge whose original profile opens logs with little effort.",
        tip: "Lightly grind the edge when it becomes rounded, without overheating it, so the steel keeps its temper.",
      },
      de: {
        name: "Spaltkeil",
        slug: "spaltkeil",
        summary: "Geschmiedeter, gehärteter Stahlkeil, dessen Originalprofil die Stämme mühelos öffnet.",
        tip: "Schleifen Sie die Schneide leicht nach, wenn sie rund wird, ohne sie zu überhitzen, damit der Stahl seine Härte behält.",
      },
      nl: {
        name: "Splijtwig",
        slug: "splijtwig",
        summary: "Gesmede en geharde stalen wig waarvan het originele profiel de blokken moeiteloos opensplijt.",
        tip: "Slijp de snede licht bij wanneer ze rond wordt, zonder ze te oververhitten, zodat het staal zijn hardheid behoudt.",
      },
    },
  },
  {
    key: "saw-chain",
    taxon: chains,
    image: "saw-chain",
    kerlan: true,
    price: [1400, 5500],
    weight: [150, 500],
    ecotax: 0,
    mandatory: "chainsawProtection",
    text: {
      fr: {
        name: "Chaîne de tronçonneuse",
        slug: "chaine-tronconneuse",
        summary: "Chaîne à gouges au pas, à la jauge et au nombre de maillons d'entraînement d'origine, avec maillons anti-rebond.",
        tip: "Affûtez la chaîne dès que les copeaux se transforment en sciure et contrôlez les limiteurs de profondeur tous les trois affûtages.",
      },
      en: {
        name: "Saw chain",
        slug: "saw-chain",
        summary: "Chisel-cutter chain with the original pitch, gauge and number of drive links, and anti-kickback links.",
        tip: "Sharpen the chain as soon as chips turn to sawdust, and check the depth gauges every third sharpening.",
      },
      de: {
        name: "Sägekette",
        slug: "saegekette",
        summary: "Sägekette mit Meißelzähnen in Originalteilung, -treibgliedstärke und -treibgliederzahl, mit Rückschlagschutz.",
        tip: "Schärfen Sie die Kette, sobald statt Spänen Sägemehl entsteht, und prüfen Sie die Tiefenbegrenzer bei jedem dritten Schärfen.",
      },
      nl: {
        name: "Zaagketting",
        slug: "zaagketting",
        summary: "Ketting met beitelschakels in de originele steek, dikte en aantal aandrijfschakels, met terugslagbeperkende schakels.",
        tip: "Slijp de ketting zodra er zaagsel in plaats van spaanders ontstaat en controleer de dieptebegrenzers bij elke derde slijpbeurt.",
      },
    },
  },
  {
    key: "guide-bar",
    taxon: chains,
    image: "guide-bar",
    kerlan: false,
    price: [2800, 14000],
    weight: [400, 1600],
    ecotax: 0,
    measure: { attribute: "length_mm", min: 250, step: 50, count: 14 },
    text: {
      fr: {
        name: "Guide-chaîne",
        slug: "guide-chaine",
        summary: "Guide en acier à nez à pignon, aux dimensions et à la largeur de rainure d'origine.",
        tip: "Retournez le guide à chaque changement de chaîne et ébavurez les rails à la lime pour qu'ils s'usent régulièrement.",
      },
      en: {
        name: "Guide bar",
        slug: "guide-bar",
        summary: "Steel sprocket-nose guide bar with the original dimensions and groove width.",
        tip: "Turn the bar over at every chain change and deburr the rails with a file so they wear evenly.",
      },
      de: {
        name: "Führungsschiene",
        slug: "fuehrungsschiene",
        summary: "Führungsschiene aus Stahl mit Umlenkstern, in Originalabmessungen und -nutbreite.",
        tip: "Wenden Sie die Schiene bei jedem Kettenwechsel und entgraten Sie die Laufbahnen mit einer Feile, damit sie gleichmäßig verschleißen.",
      },
      nl: {
        name: "Zwaard",
        slug: "zwaard",
        summary: "Stalen zwaard met neuswiel, in de originele afmetingen en groefbreedte.",
        tip: "Draai het zwaard bij elke kettingwissel om en ontbraam de geleiderails met een vijl zodat ze gelijkmatig slijten.",
      },
    },
  },
  {
    key: "chain-sprocket",
    taxon: chains,
    image: "mechanical-part",
    kerlan: false,
    price: [1200, 4500],
    weight: [40, 150],
    ecotax: 0,
    text: {
      fr: {
        name: "Pignon de chaîne",
        slug: "pignon-chaine",
        summary: "Pignon à bague ou à étoile, au pas de la chaîne, monté sur la cloche d'embrayage.",
        tip: "Changez le pignon toutes les deux chaînes : un pignon usé abîme une chaîne neuve en quelques heures.",
      },
      en: {
        name: "Chain sprocket",
        slug: "chain-sprocket",
        summary: "Rim or spur sprocket matching the chain pitch, fitted on the clutch drum.",
        tip: "Replace the sprocket with every second chain: a worn sprocket ruins a new chain within a few hours.",
      },
      de: {
        name: "Kettenrad",
        slug: "kettenrad",
        summary: "Ring- oder Sternkettenrad in der Kettenteilung, auf der Kupplungsglocke montiert.",
        tip: "Wechseln Sie das Kettenrad mit jeder zweiten Kette: Ein verschlissenes Kettenrad beschädigt eine neue Kette in wenigen Stunden.",
      },
      nl: {
        name: "Kettingwiel",
        slug: "kettingwiel",
        summary: "Ring- of stertandwiel in de steek van de ketting, gemonteerd op de koppelingstrommel.",
        tip: "Vervang het kettingwiel bij elke tweede ketting: een versleten kettingwiel beschadigt een nieuwe ketting binnen enkele uren.",
      },
    },
  },
  {
    key: "chain-brake",
    taxon: other,
    image: "mechanical-part",
    kerlan: false,
    price: [1500, 5500],
    weight: [60, 250],
    ecotax: 0,
    text: {
      fr: {
        name: "Frein de chaîne",
        slug: "frein-chaine",
        summary: "Ensemble de frein avec bande, ressort et levier, qui arrête la chaîne en une fraction de seconde en cas de rebond.",
        tip: "Testez le frein avant chaque journée de travail, moteur au ralenti, en basculant la protection de main vers l'avant.",
      },
      en: {
        name: "Chain brake",
        slug: "chain-brake",
        summary: "Chain brake assembly with band, spring and lever that stops the chain in a fraction of a second on kickback.",
        tip: "Test the brake before each working day, engine at idle, by pushing the hand guard forward.",
      },
      de: {
        name: "Kettenbremse",
        slug: "kettenbremse",
        summary: "Kettenbremse mit Bremsband, Feder und Hebel, die die Kette bei einem Rückschlag in Sekundenbruchteilen stoppt.",
        tip: "Prüfen Sie die Bremse vor jedem Arbeitstag bei Leerlaufdrehzahl, indem Sie den Handschutz nach vorn drücken.",
      },
      nl: {
        name: "Kettingrem",
        slug: "kettingrem",
        summary: "Kettingremsamenstel met remband, veer en hendel dat de ketting bij terugslag binnen een fractie van een seconde stopt.",
        tip: "Test de rem vóór elke werkdag met de motor stationair door de handbescherming naar voren te duwen.",
      },
    },
  },
  {
    key: "wheel",
    taxon: other,
    image: "wheel",
    kerlan: false,
    price: [1200, 12000],
    weight: [400, 6000],
    ecotax: 0,
    measure: { attribute: "diameter_mm", min: 150, step: 10, count: 32 },
    text: {
      fr: {
        name: "Roue complète",
        slug: "roue-complete",
        summary: "Roue complète avec pneu et roulements, prête à monter.",
        tip: "Contrôlez chaque mois le serrage des roues et, sur les pneus gonflables, la pression ; graissez les axes en début de saison.",
      },
      en: {
        name: "Complete wheel",
        slug: "complete-wheel",
        summary: "Complete wheel with tyre and bearings, ready to fit.",
        tip: "Check the wheel fixings every month and, on pneumatic tyres, the pressure; grease the axles at the start of the season.",
      },
      de: {
        name: "Komplettrad",
        slug: "komplettrad",
        summary: "Komplettrad mit Reifen und Lagern, einbaufertig.",
        tip: "Prüfen Sie jeden Monat den festen Sitz der Räder und bei Luftreifen den Druck; schmieren Sie die Achsen zu Saisonbeginn.",
      },
      nl: {
        name: "Compleet wiel",
        slug: "compleet-wiel",
        summary: "Compleet wiel met band en lagers, klaar voor montage.",
        tip: "Controleer elke maand de bevestiging van de wielen en bij luchtbanden de spanning; smeer de assen aan het begin van het seizoen.",
      },
    },
  },
  {
    key: "bearing",
    taxon: other,
    image: "bearing",
    kerlan: true,
    price: [500, 4000],
    weight: [20, 400],
    ecotax: 0,
    measure: { attribute: "diameter_mm", min: 22, step: 1, count: 69 },
    text: {
      fr: {
        name: "Roulement à billes",
        slug: "roulement-billes",
        summary: "Roulement étanche à double protection, graissé à vie, aux cotes d'origine.",
        tip: "Montez le roulement à la presse en appuyant sur la bague que vous emmanchez, jamais en frappant directement au marteau.",
      },
      en: {
        name: "Ball bearing",
        slug: "ball-bearing",
        summary: "Double-sealed bearing, greased for life, to the original dimensions.",
        tip: "Press the bearing in by pushing on the ring being fitted, never by hammering it directly.",
      },
      de: {
        name: "Kugellager",
        slug: "kugellager",
        summary: "Beidseitig abgedichtetes Lager mit Lebensdauerschmierung in Originalabmessungen.",
        tip: "Pressen Sie das Lager über den Ring ein, der gefügt wird, und schlagen Sie niemals direkt mit dem Hammer darauf.",
      },
      nl: {
        name: "Kogellager",
        slug: "kogellager",
        summary: "Dubbel afgedicht lager, levenslang gesmeerd, in de originele afmetingen.",
        tip: "Pers het lager in door op de ring te drukken die u monteert, en sla er nooit rechtstreeks met een hamer op.",
      },
    },
  },
  {
    key: "control-cable",
    taxon: other,
    image: "control-cable",
    kerlan: false,
    price: [800, 4500],
    weight: [50, 250],
    ecotax: 0,
    measure: { attribute: "length_mm", min: 600, step: 20, count: 91 },
    text: {
      fr: {
        name: "Câble de commande",
        slug: "cable-commande",
        summary: "Câble gainé avec embouts sertis, pour l'accélérateur, l'embrayage de lame ou la traction.",
        tip: "Réglez la garde du câble après le montage : la commande doit revenir franchement en position d'arrêt lorsqu'on la relâche.",
      },
      en: {
        name: "Control cable",
        slug: "control-cable",
        summary: "Sheathed cable with crimped ends, for the throttle, blade clutch or drive.",
        tip: "Adjust the cable slack after fitting: the control must snap back to the stop position when released.",
      },
      de: {
        name: "Bowdenzug",
        slug: "bowdenzug",
        summary: "Ummantelter Seilzug mit gepressten Endstücken für Gas, Messerkupplung oder Fahrantrieb.",
        tip: "Stellen Sie das Spiel des Zuges nach dem Einbau ein: Der Hebel muss beim Loslassen sicher in die Stoppstellung zurückkehren.",
      },
      nl: {
        name: "Bedieningskabel",
        slug: "bedieningskabel",
        summary: "Kabel met mantel en geperste eindstukken, voor het gas, de meskoppeling of de aandrijving.",
        tip: "Stel de speling van de kabel af na de montage: de hendel moet bij het loslaten vlot terugkeren naar de stopstand.",
      },
    },
  },
  {
    key: "grass-catcher",
    taxon: other,
    image: "mechanical-part",
    kerlan: false,
    price: [2500, 16000],
    weight: [800, 4000],
    ecotax: 0,
    text: {
      fr: {
        name: "Bac de ramassage",
        slug: "bac-ramassage",
        summary: "Bac complet avec toile et armature, au volume d'origine.",
        tip: "Videz le bac avant qu'il ne soit plein et rincez la toile : des mailles colmatées réduisent l'aspiration.",
      },
      en: {
        name: "Grass catcher",
        slug: "grass-catcher",
        summary: "Complete catcher with fabric and frame, with the original capacity.",
        tip: "Empty the catcher before it is full and rinse the fabric: clogged mesh reduces airflow.",
      },
      de: {
        name: "Grasfangkorb",
        slug: "grasfangkorb",
        summary: "Kompletter Fangkorb mit Gewebe und Rahmen in Originalvolumen.",
        tip: "Leeren Sie den Korb, bevor er voll ist, und spülen Sie das Gewebe aus: Verstopfte Maschen verringern den Luftstrom.",
      },
      nl: {
        name: "Opvangbak",
        slug: "opvangbak",
        summary: "Complete opvangbak met doek en frame, met de originele inhoud.",
        tip: "Leeg de bak voordat hij vol is en spoel het doek uit: verstopte mazen verminderen de luchtstroom.",
      },
    },
  },
  {
    key: "seat",
    taxon: other,
    image: "mechanical-part",
    kerlan: false,
    price: [6000, 24000],
    weight: [3000, 9000],
    ecotax: 0,
    text: {
      fr: {
        name: "Siège",
        slug: "siege",
        summary: "Siège à dossier haut, avec contacteur de sécurité et glissières de réglage.",
        tip: "Contrôlez le contacteur de siège à chaque révision : le moteur doit s'arrêter si le conducteur se lève lames embrayées.",
      },
      en: {
        name: "Seat",
        slug: "seat",
        summary: "High-back seat with safety switch and adjustment rails.",
        tip: "Check the seat switch at every service: the engine must stop if the operator stands up with the blades engaged.",
      },
      de: {
        name: "Sitz",
        slug: "sitz",
        summary: "Sitz mit hoher Rückenlehne, Sicherheitsschalter und Verstellschienen.",
        tip: "Prüfen Sie den Sitzkontaktschalter bei jeder Inspektion: Der Motor muss abschalten, wenn der Fahrer bei eingeschaltetem Mähwerk aufsteht.",
      },
      nl: {
        name: "Stoel",
        slug: "stoel",
        summary: "Stoel met hoge rugleuning, veiligheidsschakelaar en verstelrails.",
        tip: "Controleer de stoelschakelaar bij elke onderhoudsbeurt: de motor moet stoppen als de bestuurder opstaat terwijl de messen ingeschakeld zijn.",
      },
    },
  },
  {
    key: "anti-vibration",
    taxon: other,
    image: "mechanical-part",
    kerlan: false,
    price: [500, 2500],
    weight: [10, 60],
    ecotax: 0,
    text: {
      fr: {
        name: "Amortisseur anti-vibration",
        slug: "amortisseur-anti-vibration",
        summary: "Silentbloc ou ressort d'amortissement entre le moteur et les poignées, qui limite les vibrations transmises aux mains.",
        tip: "Remplacez les amortisseurs par jeu complet dès qu'ils se fissurent ou que les vibrations augmentent.",
      },
      en: {
        name: "Anti-vibration mount",
        slug: "anti-vibration-mount",
        summary: "Rubber buffer or damping spring between engine and handles that limits the vibration reaching the hands.",
        tip: "Replace the mounts as a complete set as soon as they crack or vibration increases.",
      },
      de: {
        name: "Antivibrationselement",
        slug: "antivibrationselement",
        summary: "Gummipuffer oder Dämpfungsfeder zwischen Motor und Griffen, die die Vibrationen an den Händen verringert.",
        tip: "Tauschen Sie die Elemente als kompletten Satz, sobald sie rissig werden oder die Vibrationen zunehmen.",
      },
      nl: {
        name: "Antivibratiedemper",
        slug: "antivibratiedemper",
        summary: "Rubberen buffer of dempingsveer tussen motor en handgrepen die de trillingen naar de handen beperkt.",
        tip: "Vervang de dempers als volledige set zodra ze scheuren of de trillingen toenemen.",
      },
    },
  },
  {
    key: "gear-head",
    taxon: other,
    image: "mechanical-part",
    kerlan: false,
    price: [4000, 15000],
    weight: [300, 900],
    ecotax: 0,
    text: {
      fr: {
        name: "Renvoi d'angle",
        slug: "renvoi-angle",
        summary: "Boîtier d'engrenages complet qui transmet la rotation de l'arbre d'entraînement à l'outil de coupe.",
        tip: "Complétez la graisse toutes les 50 heures avec une graisse spéciale engrenages, sans remplir entièrement le boîtier.",
      },
      en: {
        name: "Gear head",
        slug: "gear-head",
        summary: "Complete gear housing that transmits the drive shaft's rotation to the cutting attachment.",
        tip: "Top up the grease every 50 hours with gear grease, without filling the housing completely.",
      },
      de: {
        name: "Winkelgetriebe",
        slug: "winkelgetriebe",
        summary: "Komplettes Getriebegehäuse, das die Drehung der Antriebswelle auf das Schneidwerkzeug überträgt.",
        tip: "Füllen Sie alle 50 Betriebsstunden Getriebefett nach, ohne das Gehäuse vollständig zu füllen.",
      },
      nl: {
        name: "Haakse overbrenging",
        slug: "haakse-overbrenging",
        summary: "Complete tandwielkast die de draaiing van de aandrijfas overbrengt naar het snijgereedschap.",
        tip: "Vul om de 50 draaiuren tandwielvet bij, zonder de kast volledig te vullen.",
      },
    },
  },
  {
    key: "hydraulic-valve",
    taxon: other,
    image: "hydraulic-part",
    kerlan: false,
    price: [8000, 32000],
    weight: [1500, 4500],
    ecotax: 0,
    text: {
      fr: {
        name: "Distributeur hydraulique",
        slug: "distributeur-hydraulique",
        summary: "Distributeur à levier avec limiteur de pression taré en usine, qui commande la sortie et le retour du vérin.",
        tip: "Ne modifiez jamais le tarage du limiteur : une pression excessive endommage le vérin et annule la garantie.",
      },
      en: {
        name: "Hydraulic control valve",
        slug: "hydraulic-control-valve",
        summary: "Lever-operated valve with a factory-set relief valve that controls the ram's stroke out and back.",
        tip: "Never alter the relief valve setting: excessive pressure damages the ram and voids the warranty.",
      },
      de: {
        name: "Hydrauliksteuerventil",
        slug: "hydrauliksteuerventil",
        summary: "Handhebelventil mit werkseitig eingestelltem Druckbegrenzungsventil, das Aus- und Einfahren des Zylinders steuert.",
        tip: "Verstellen Sie niemals das Druckbegrenzungsventil: Zu hoher Druck beschädigt den Zylinder und führt zum Verlust der Garantie.",
      },
      nl: {
        name: "Hydraulisch stuurventiel",
        slug: "hydraulisch-stuurventiel",
        summary:
          "Ventiel met bedieningshendel en in de fabriek afgesteld overdrukventiel dat het uit- en inschuiven van de cilinder regelt.",
        tip: "Verander nooit de afstelling van het overdrukventiel: te hoge druk beschadigt de cilinder en doet de garantie vervallen.",
      },
    },
  },
  {
    key: "hydraulic-hose",
    taxon: other,
    image: "hydraulic-part",
    kerlan: false,
    price: [1800, 7500],
    weight: [300, 1200],
    ecotax: 0,
    measure: { attribute: "length_mm", min: 400, step: 50, count: 25 },
    text: {
      fr: {
        name: "Flexible hydraulique",
        slug: "flexible-hydraulique",
        summary: "Flexible haute pression serti avec ses raccords, à la longueur d'origine.",
        tip: "Ne cherchez jamais une fuite à la main : un jet d'huile sous pression peut traverser la peau. Utilisez un morceau de carton.",
      },
      en: {
        name: "Hydraulic hose",
        slug: "hydraulic-hose",
        summary: "High-pressure hose crimped with its fittings, to the original length.",
        tip: "Never feel for a leak with your hand: a jet of oil under pressure can pierce the skin. Use a piece of cardboard.",
      },
      de: {
        name: "Hydraulikschlauch",
        slug: "hydraulikschlauch",
        summary: "Hochdruckschlauch mit eingepressten Anschlüssen in Originallänge.",
        tip: "Suchen Sie Leckagen niemals mit der Hand: Ein Ölstrahl unter Druck kann die Haut durchdringen. Verwenden Sie ein Stück Karton.",
      },
      nl: {
        name: "Hydraulische slang",
        slug: "hydraulische-slang",
        summary: "Hogedrukslang met geperste koppelingen, in de originele lengte.",
        tip: "Zoek een lek nooit met de hand: een oliestraal onder druk kan door de huid dringen. Gebruik een stuk karton.",
      },
    },
  },
  {
    key: "ram-seal-kit",
    taxon: other,
    image: "gasket-kit",
    kerlan: false,
    price: [2500, 9000],
    weight: [50, 200],
    ecotax: 0,
    text: {
      fr: {
        name: "Kit joints de vérin",
        slug: "kit-joints-verin",
        summary: "Joints de tige, de piston et racleur pour remettre en état le vérin de fendage.",
        tip: "Essuyez la tige avant de la rentrer : les copeaux et la terre collés à la tige détruisent le racleur.",
      },
      en: {
        name: "Ram seal kit",
        slug: "ram-seal-kit",
        summary: "Rod, piston and wiper seals to overhaul the splitting ram.",
        tip: "Wipe the rod before retracting it: chips and soil stuck to the rod destroy the wiper seal.",
      },
      de: {
        name: "Zylinderdichtungssatz",
        slug: "zylinderdichtungssatz",
        summary: "Stangen-, Kolben- und Abstreiferdichtungen zur Instandsetzung des Spaltzylinders.",
        tip: "Wischen Sie die Kolbenstange vor dem Einfahren ab: Anhaftende Späne und Erde zerstören den Abstreifer.",
      },
      nl: {
        name: "Afdichtingsset cilinder",
        slug: "afdichtingsset-cilinder",
        summary: "Stang-, zuiger- en schraapafdichtingen om de klovercilinder te reviseren.",
        tip: "Veeg de stang af voordat u ze laat inschuiven: spaanders en aarde op de stang vernielen de schraapring.",
      },
    },
  },
  {
    key: "hydraulic-pump",
    taxon: other,
    image: "hydraulic-part",
    kerlan: false,
    price: [12000, 39000],
    weight: [1500, 6000],
    ecotax: 0,
    text: {
      fr: {
        name: "Pompe hydraulique",
        slug: "pompe-hydraulique",
        summary: "Pompe à engrenages à deux étages qui accélère le retour du vérin à faible charge.",
        tip: "Par temps froid, laissez l'huile chauffer quelques minutes à vide avant de fendre à pleine charge.",
      },
      en: {
        name: "Hydraulic pump",
        slug: "hydraulic-pump",
        summary: "Two-stage gear pump that speeds up the ram's return under light load.",
        tip: "In cold weather, let the oil warm up for a few minutes without load before splitting at full force.",
      },
      de: {
        name: "Hydraulikpumpe",
        slug: "hydraulikpumpe",
        summary: "Zweistufige Zahnradpumpe, die den Zylinderrücklauf bei geringer Last beschleunigt.",
        tip: "Lassen Sie das Öl bei kaltem Wetter einige Minuten ohne Last warmlaufen, bevor Sie mit voller Kraft spalten.",
      },
      nl: {
        name: "Hydraulische pomp",
        slug: "hydraulische-pomp",
        summary: "Tweetraps tandwielpomp die de terugloop van de cilinder bij lage belasting versnelt.",
        tip: "Laat de olie bij koud weer enkele minuten zonder belasting opwarmen voordat u met volle kracht klooft.",
      },
    },
  },
  {
    key: "control-switch",
    taxon: other,
    image: "electrical-part",
    kerlan: false,
    price: [900, 4500],
    weight: [20, 120],
    ecotax: 6,
    text: {
      fr: {
        name: "Interrupteur de commande",
        slug: "interrupteur-commande",
        summary: "Interrupteur de gâchette ou de sécurité, avec son faisceau, pour les machines électriques et sur batterie.",
        tip: "Si la machine s'arrête par intermittence, contrôlez d'abord les contacts de la batterie ou le câble d'alimentation avant de changer l'interrupteur.",
      },
      en: {
        name: "Control switch",
        slug: "control-switch",
        summary: "Trigger or safety switch with its wiring, for electric and battery machines.",
        tip: "If the machine cuts out intermittently, check the battery contacts or the power cable before replacing the switch.",
      },
      de: {
        name: "Bedienschalter",
        slug: "bedienschalter",
        summary: "Schalt- oder Sicherheitsschalter mit Kabelbaum für Elektro- und Akkugeräte.",
        tip: "Schaltet die Maschine zeitweise ab, prüfen Sie zuerst die Akkukontakte oder das Netzkabel, bevor Sie den Schalter tauschen.",
      },
      nl: {
        name: "Bedieningsschakelaar",
        slug: "bedieningsschakelaar",
        summary: "Trekker- of veiligheidsschakelaar met bedrading, voor elektrische machines en accumachines.",
        tip: "Valt de machine af en toe uit, controleer dan eerst de accucontacten of de voedingskabel voordat u de schakelaar vervangt.",
      },
    },
  },
  {
    key: "control-board",
    taxon: other,
    image: "electrical-part",
    kerlan: false,
    price: [4500, 22000],
    weight: [80, 300],
    ecotax: 18,
    text: {
      fr: {
        name: "Carte électronique",
        slug: "carte-electronique",
        summary: "Module de commande qui gère le moteur, la batterie et les sécurités de la machine.",
        tip: "Avant tout remplacement, lisez le code du voyant de défaut dans la notice : beaucoup d'arrêts viennent d'une surchauffe passagère.",
      },
      en: {
        name: "Control board",
        slug: "control-board",
        summary: "Control module that manages the motor, the battery and the machine's safety devices.",
        tip: "Before replacing it, look up the fault light code in the manual: many shutdowns come from a passing overheat.",
      },
      de: {
        name: "Steuerplatine",
        slug: "steuerplatine",
        summary: "Steuermodul, das Motor, Akku und Sicherheitseinrichtungen der Maschine überwacht.",
        tip: "Schlagen Sie vor dem Austausch den Fehlercode der Kontrollleuchte in der Anleitung nach: Viele Abschaltungen gehen auf eine vorübergehende Überhitzung zurück.",
      },
      nl: {
        name: "Besturingsprint",
        slug: "besturingsprint",
        summary: "Besturingsmodule die de motor, de accu en de beveiligingen van de machine aanstuurt.",
        tip: "Zoek vóór vervanging de foutcode van het controlelampje op in de handleiding: veel uitschakelingen komen door een tijdelijke oververhitting.",
      },
    },
  },
  {
    key: "handle",
    taxon: other,
    image: "mechanical-part",
    kerlan: false,
    price: [1200, 7000],
    weight: [150, 900],
    ecotax: 0,
    text: {
      fr: {
        name: "Poignée",
        slug: "poignee",
        summary: "Poignée complète avec gâchette, verrou de sécurité et gaine antidérapante.",
        tip: "Resserrez les fixations de la poignée à chaque révision : le moindre jeu augmente la fatigue et les vibrations ressenties.",
      },
      en: {
        name: "Handle",
        slug: "handle",
        summary: "Complete handle with trigger, safety lock-out and non-slip grip.",
        tip: "Retighten the handle fasteners at every service: any play increases fatigue and the vibration you feel.",
      },
      de: {
        name: "Griff",
        slug: "griff",
        summary: "Kompletter Griff mit Gashebel, Sicherheitssperre und rutschfestem Überzug.",
        tip: "Ziehen Sie die Griffbefestigung bei jeder Inspektion nach: Jedes Spiel erhöht die Ermüdung und die spürbaren Vibrationen.",
      },
      nl: {
        name: "Handgreep",
        slug: "handgreep",
        summary: "Complete handgreep met trekker, veiligheidsvergrendeling en antislipbekleding.",
        tip: "Draai de bevestiging van de handgreep bij elke onderhoudsbeurt na: elke speling verhoogt de vermoeidheid en de voelbare trillingen.",
      },
    },
  },
  {
    key: "guard",
    taxon: other,
    image: "mechanical-part",
    kerlan: false,
    price: [1000, 8000],
    weight: [100, 1200],
    ecotax: 0,
    text: {
      fr: {
        name: "Carter de protection",
        slug: "carter-protection",
        summary: "Protection d'origine en polymère renforcé, qui retient projections et débris conformément aux normes de sécurité.",
        tip: "Ne travaillez jamais sans protection ou avec une protection fissurée : elle conditionne la conformité de la machine.",
      },
      en: {
        name: "Protective guard",
        slug: "protective-guard",
        summary: "Genuine guard in reinforced polymer that holds back thrown objects and debris in line with safety standards.",
        tip: "Never work without the guard or with a cracked one: the machine's compliance depends on it.",
      },
      de: {
        name: "Schutzabdeckung",
        slug: "schutzabdeckung",
        summary:
          "Originalschutz aus verstärktem Kunststoff, der hochgeschleuderte Gegenstände und Schmutz gemäß den Sicherheitsnormen zurückhält.",
        tip: "Arbeiten Sie nie ohne oder mit einem rissigen Schutz: Die Konformität der Maschine hängt davon ab.",
      },
      nl: {
        name: "Beschermkap",
        slug: "beschermkap",
        summary:
          "Originele beschermkap van versterkt kunststof die weggeslingerde voorwerpen en vuil tegenhoudt volgens de veiligheidsnormen.",
        tip: "Werk nooit zonder of met een gebarsten beschermkap: de conformiteit van de machine hangt ervan af.",
      },
    },
  },
  {
    key: "hardware-kit",
    taxon: other,
    image: "mechanical-part",
    kerlan: true,
    price: [300, 2000],
    weight: [30, 250],
    ecotax: 0,
    text: {
      fr: {
        name: "Kit de visserie",
        slug: "kit-visserie",
        summary: "Vis, écrous, rondelles et goupilles d'origine, dans les classes de résistance prévues par le constructeur.",
        tip: "Remplacez la visserie des pièces tournantes (lame, rotor, poulies) en même temps que ces pièces : elle travaille en fatigue.",
      },
      en: {
        name: "Hardware kit",
        slug: "hardware-kit",
        summary: "Genuine bolts, nuts, washers and pins in the strength grades specified by the manufacturer.",
        tip: "Replace the fasteners of rotating parts (blade, rotor, pulleys) together with those parts: they are subject to fatigue.",
      },
      de: {
        name: "Schraubensatz",
        slug: "schraubensatz",
        summary: "Originalschrauben, -muttern, -scheiben und -stifte in den vom Hersteller vorgeschriebenen Festigkeitsklassen.",
        tip: "Tauschen Sie die Befestigungsteile rotierender Bauteile (Messer, Rotor, Riemenscheiben) zusammen mit diesen Teilen: Sie unterliegen der Materialermüdung.",
      },
      nl: {
        name: "Bevestigingsset",
        slug: "bevestigingsset",
        summary: "Originele bouten, moeren, ringen en pennen in de sterkteklassen die de fabrikant voorschrijft.",
        tip: "Vervang het bevestigingsmateriaal van draaiende delen (mes, rotor, poelies) samen met die delen: het is onderhevig aan vermoeiing.",
      },
    },
  },
  {
    key: "decal-set",
    taxon: other,
    image: "mechanical-part",
    kerlan: false,
    price: [600, 3500],
    weight: [10, 80],
    ecotax: 0,
    text: {
      fr: {
        name: "Jeu d'autocollants",
        slug: "jeu-autocollants",
        summary: "Autocollants de marque et pictogrammes de sécurité d'origine, résistants aux UV et aux carburants.",
        tip: "Remplacez les pictogrammes de sécurité devenus illisibles : ils font partie de la conformité de la machine.",
      },
      en: {
        name: "Decal set",
        slug: "decal-set",
        summary: "Genuine brand decals and safety pictograms, resistant to UV and fuel.",
        tip: "Replace safety pictograms that are no longer legible: they are part of the machine's compliance.",
      },
      de: {
        name: "Aufklebersatz",
        slug: "aufklebersatz",
        summary: "Original-Markenaufkleber und Sicherheitspiktogramme, UV- und kraftstoffbeständig.",
        tip: "Ersetzen Sie unleserlich gewordene Sicherheitspiktogramme: Sie gehören zur Konformität der Maschine.",
      },
      nl: {
        name: "Stickerset",
        slug: "stickerset",
        summary: "Originele merkstickers en veiligheidspictogrammen, bestand tegen uv-licht en brandstof.",
        tip: "Vervang veiligheidspictogrammen die onleesbaar zijn geworden: ze maken deel uit van de conformiteit van de machine.",
      },
    },
  },
  {
    key: "line-spool",
    taxon: other,
    image: "trimmer-head",
    kerlan: true,
    price: [500, 2500],
    weight: [60, 250],
    ecotax: 0,
    text: {
      fr: {
        name: "Bobine de fil pré-enroulée",
        slug: "bobine-fil",
        summary: "Bobine garnie de fil nylon au diamètre d'origine, à monter directement dans la tête de coupe.",
        tip: "Trempez le fil dans l'eau la veille de son utilisation : il retrouve sa souplesse et casse moins.",
      },
      en: {
        name: "Pre-wound line spool",
        slug: "line-spool",
        summary: "Spool loaded with nylon line of the original diameter, ready to fit in the trimmer head.",
        tip: "Soak the line in water the day before use: it regains flexibility and breaks less often.",
      },
      de: {
        name: "Fadenspule, vorgewickelt",
        slug: "fadenspule",
        summary: "Spule mit Nylonfaden im Originaldurchmesser, direkt in den Fadenkopf einsetzbar.",
        tip: "Legen Sie den Faden am Vortag in Wasser: Er wird wieder geschmeidig und bricht seltener.",
      },
      nl: {
        name: "Voorgewonden draadspoel",
        slug: "draadspoel",
        summary: "Spoel met nylon draad in de originele diameter, direct in de maaikop te plaatsen.",
        tip: "Leg de draad de dag vóór gebruik in water: hij wordt weer soepel en breekt minder snel.",
      },
    },
  },
];

const familyIndex = new Map(partFamilies.map((family, index) => [family.key, index]));

function partFamilyIndex(key: PartFamilyKey): number {
  const index = familyIndex.get(key);
  if (index === undefined) throw new Error(`Unknown part family ${key}`);
  return index;
}

export function partFamily(key: PartFamilyKey): PartFamily {
  return partFamilies[partFamilyIndex(key)] as PartFamily;
}

/** Second paragraph of every part description; `{machine}` and `{reference}` are filled per part. */
export const partFitText: Translated = {
  fr: "Pièce d'origine pour {machine}, référence constructeur {reference}. Vérifiez la compatibilité avec le numéro de série de la machine sur sa vue éclatée.",
  en: "Genuine part for the {machine}, manufacturer reference {reference}. Check compatibility with the machine's serial number on its exploded view.",
  de: "Originalteil für {machine}, Herstellerreferenz {reference}. Prüfen Sie die Passgenauigkeit anhand der Seriennummer der Maschine in der Explosionszeichnung.",
  nl: "Origineel onderdeel voor de {machine}, fabrieksreferentie {reference}. Controleer de compatibiliteit met het serienummer van de machine op de explosietekening.",
};
