import type { ImageKey } from "./images";
import type { EngineType, MachineFamilyKey } from "./lines";
import type { Specs } from "./machines";
import { formatNumber, type MandatoryKey, perLocale, type Translated } from "./text";

type AccessorySpecs = Specs & Partial<{ size: "s" | "m" | "l" | "xl"; content_l: number; diameter_mm: number }>;

export type AccessorySeed = {
  key: string;
  brand: "verdalis" | "sylvor" | "kerlan";
  taxon: string;
  image: ImageKey;
  name: Translated;
  summary: Translated;
  /** Second paragraph of the description. */
  details: Translated;
  tip: Translated;
  specs?: AccessorySpecs;
  /** Euros excluding VAT. */
  variants: { key: string; label?: Translated; price: number; specs?: AccessorySpecs }[];
  ecotax: number;
  mandatory?: MandatoryKey;
  /** Machines this accessory is offered with. */
  fits: { families: MachineFamilyKey[]; engines?: EngineType[]; voltage?: number };
};

const sizeWord: Translated = { fr: "Taille", en: "Size", de: "Größe", nl: "Maat" };
const size = (code: "s" | "m" | "l" | "xl", price: number) => ({
  key: code.toUpperCase(),
  label: perLocale((locale) => `${sizeWord[locale]} ${code.toUpperCase()}`),
  price,
  specs: { size: code },
});
const litres = (content: number, price: number) => ({
  key: `${String(content).replace(".", "")}L`,
  label: perLocale((locale) => `${formatNumber(locale, content)} l`),
  price,
  specs: { content_l: content },
});
const cm = (width: number, price: number) => ({
  key: String(width),
  label: perLocale(() => `${width} cm`),
  price,
  specs: { cutting_width_cm: width },
});
const ampHours = (ah: number, price: number, weight: number) => ({
  key: `${String(ah).replace(".", "")}AH`,
  label: perLocale((locale) => `${formatNumber(locale, ah)} Ah`),
  price,
  specs: { battery_capacity_ah: ah, weight_kg: weight },
});

const combustion: EngineType[] = ["petrol", "diesel"];

/** Diameters keep one decimal ("3,0 mm"), as printed on the packaging. */
const oneDecimal = (locale: string, value: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(value);

function lineLabel(diameter: number): Translated {
  return perLocale((locale) => `Ø ${oneDecimal(locale, diameter)} mm`);
}

function fileLabel(diameter: number): Translated {
  return perLocale((locale) => {
    const value = oneDecimal(locale, diameter);
    return { fr: `Lime Ø ${value} mm`, en: `Ø ${value} mm file`, de: `Feile Ø ${value} mm`, nl: `Vijl Ø ${value} mm` }[locale];
  });
}

export const accessorySeeds: AccessorySeed[] = [
  {
    key: "forestry-helmet",
    brand: "kerlan",
    taxon: "accessories-protective-equipment",
    image: "helmet",
    name: {
      fr: "Casque forestier avec visière et antibruit",
      en: "Forestry helmet with visor and ear defenders",
      de: "Forsthelm mit Visier und Gehörschutz",
      nl: "Boshelm met vizier en gehoorbescherming",
    },
    summary: {
      fr: "Casque ventilé avec visière grillagée relevable et coquilles antibruit, réglable par molette.",
      en: "Ventilated helmet with flip-up mesh visor and ear defenders, adjustable by ratchet.",
      de: "Belüfteter Helm mit hochklappbarem Gittervisier und Kapselgehörschutz, per Drehrad einstellbar.",
      nl: "Geventileerde helm met opklapbaar gaasvizier en oorkappen, instelbaar met een draaiknop.",
    },
    details: {
      fr: "Conforme aux normes EN 397, EN 1731 et EN 352-3, il protège la tête, les yeux et l'ouïe lors des travaux d'abattage, de débroussaillage et de broyage.",
      en: "Compliant with EN 397, EN 1731 and EN 352-3, it protects head, eyes and hearing during felling, clearing and chipping work.",
      de: "Er entspricht EN 397, EN 1731 und EN 352-3 und schützt Kopf, Augen und Gehör bei Fäll-, Freischneide- und Häckselarbeiten.",
      nl: "Conform EN 397, EN 1731 en EN 352-3 beschermt hij hoofd, ogen en gehoor bij vel-, maai- en versnipperwerk.",
    },
    tip: {
      fr: "Remplacez le casque cinq ans après sa date de fabrication, ou immédiatement après un choc.",
      en: "Replace the helmet five years after its date of manufacture, or immediately after an impact.",
      de: "Ersetzen Sie den Helm fünf Jahre nach dem Herstellungsdatum oder sofort nach einem Aufprall.",
      nl: "Vervang de helm vijf jaar na de productiedatum, of onmiddellijk na een klap.",
    },
    variants: [{ key: "", price: 59 }],
    ecotax: 0,
    fits: { families: ["chainsaw", "brush-cutter", "log-splitter", "wood-chipper"] },
  },
  {
    key: "chainsaw-trousers",
    brand: "kerlan",
    taxon: "accessories-protective-equipment",
    image: "protective-clothing",
    name: {
      fr: "Pantalon anti-coupure classe 1",
      en: "Class 1 chainsaw trousers",
      de: "Schnittschutzhose Klasse 1",
      nl: "Zaagbroek klasse 1",
    },
    summary: {
      fr: "Pantalon forestier avec protection anti-coupure sur l'avant des jambes, tissu extensible et genoux renforcés.",
      en: "Forestry trousers with cut protection on the front of the legs, stretch fabric and reinforced knees.",
      de: "Forsthose mit Schnittschutzeinlage auf der Beinvorderseite, Stretchgewebe und verstärkten Knien.",
      nl: "Bosbouwbroek met zaagbescherming aan de voorkant van de benen, stretchstof en verstevigde knieën.",
    },
    details: {
      fr: "Certifié EN ISO 11393 classe 1 (20 m/s), modèle A, il convient à toutes les tronçonneuses dont la vitesse de chaîne ne dépasse pas 20 m/s.",
      en: "Certified to EN ISO 11393 class 1 (20 m/s), design A, they suit every chainsaw with a chain speed up to 20 m/s.",
      de: "Zertifiziert nach EN ISO 11393 Klasse 1 (20 m/s), Form A, geeignet für alle Motorsägen mit einer Kettengeschwindigkeit bis 20 m/s.",
      nl: "Gecertificeerd volgens EN ISO 11393 klasse 1 (20 m/s), model A, geschikt voor alle kettingzagen met een kettingsnelheid tot 20 m/s.",
    },
    tip: {
      fr: "Lavez-le à 40 °C au maximum, sans adoucissant, et remplacez-le dès que la couche de protection a été entamée.",
      en: "Wash at 40 °C maximum without fabric softener, and replace the trousers as soon as the protective layer has been cut.",
      de: "Waschen Sie die Hose bei höchstens 40 °C ohne Weichspüler und ersetzen Sie sie, sobald die Schutzeinlage angeschnitten wurde.",
      nl: "Was de broek op maximaal 40 °C zonder wasverzachter en vervang ze zodra de beschermlaag is ingesneden.",
    },
    variants: [size("s", 129), size("m", 129), size("l", 129), size("xl", 135)],
    ecotax: 0,
    fits: { families: ["chainsaw"] },
  },
  {
    key: "chainsaw-gloves",
    brand: "kerlan",
    taxon: "accessories-protective-equipment",
    image: "protective-clothing",
    name: { fr: "Gants anti-coupure forestiers", en: "Chainsaw protective gloves", de: "Schnittschutzhandschuhe", nl: "Zaaghandschoenen" },
    summary: {
      fr: "Gants en cuir de chèvre avec protection anti-coupure sur le dos de la main gauche.",
      en: "Goatskin gloves with cut protection on the back of the left hand.",
      de: "Handschuhe aus Ziegenleder mit Schnittschutz auf dem linken Handrücken.",
      nl: "Handschoenen van geitenleer met zaagbescherming op de rug van de linkerhand.",
    },
    details: {
      fr: "Certifiés EN 381-7 classe 0 et EN 388, ils offrent une bonne préhension, même sur des poignées humides.",
      en: "Certified to EN 381-7 class 0 and EN 388, they offer a good grip even on wet handles.",
      de: "Zertifiziert nach EN 381-7 Klasse 0 und EN 388, bieten sie auch an nassen Griffen guten Halt.",
      nl: "Gecertificeerd volgens EN 381-7 klasse 0 en EN 388, bieden ze ook op natte handgrepen een goede grip.",
    },
    tip: {
      fr: "Choisissez une taille ajustée : des gants trop grands réduisent la sensibilité sur la gâchette.",
      en: "Choose a snug size: gloves that are too big reduce feel on the throttle trigger.",
      de: "Wählen Sie eine eng anliegende Größe: Zu große Handschuhe verringern das Gefühl am Gashebel.",
      nl: "Kies een nauwsluitende maat: te grote handschoenen verminderen het gevoel op de gashendel.",
    },
    variants: [size("m", 39), size("l", 39), size("xl", 39)],
    ecotax: 0,
    fits: { families: ["chainsaw", "hedge-trimmer", "log-splitter", "wood-chipper"] },
  },
  {
    key: "ear-defenders",
    brand: "kerlan",
    taxon: "accessories-protective-equipment",
    image: "helmet",
    name: { fr: "Casque antibruit", en: "Ear defenders", de: "Kapselgehörschutz", nl: "Gehoorkappen" },
    summary: {
      fr: "Coquilles antibruit légères à arceau réglable, affaiblissement SNR de 30 dB.",
      en: "Lightweight ear defenders with adjustable headband, SNR attenuation of 30 dB.",
      de: "Leichter Kapselgehörschutz mit verstellbarem Kopfbügel, Dämmwert SNR 30 dB.",
      nl: "Lichte gehoorkappen met verstelbare hoofdband, demping SNR 30 dB.",
    },
    details: {
      fr: "Conforme à la norme EN 352-1, il se porte toute la journée grâce à ses coussinets en mousse à mémoire de forme.",
      en: "Compliant with EN 352-1, they can be worn all day thanks to memory-foam cushions.",
      de: "Er entspricht EN 352-1 und lässt sich dank Memory-Schaum-Polstern den ganzen Tag tragen.",
      nl: "Conform EN 352-1 en dankzij kussens van traagschuim de hele dag comfortabel te dragen.",
    },
    tip: {
      fr: "Remplacez les coussinets une fois par an : durcis, ils laissent passer le bruit.",
      en: "Replace the cushions once a year: once hardened, they let noise through.",
      de: "Tauschen Sie die Polster einmal im Jahr: Verhärtete Polster lassen Lärm durch.",
      nl: "Vervang de kussens één keer per jaar: verharde kussens laten geluid door.",
    },
    variants: [{ key: "", price: 34 }],
    ecotax: 0,
    fits: { families: ["lawn-mower", "ride-on-mower", "brush-cutter", "hedge-trimmer"] },
  },
  {
    key: "safety-glasses",
    brand: "kerlan",
    taxon: "accessories-protective-equipment",
    image: "protective-clothing",
    name: { fr: "Lunettes de protection", en: "Safety glasses", de: "Schutzbrille", nl: "Veiligheidsbril" },
    summary: {
      fr: "Lunettes enveloppantes à verres en polycarbonate incolore, traités anti-rayures et antibuée.",
      en: "Wraparound glasses with clear polycarbonate lenses, scratch-resistant and anti-fog.",
      de: "Umschließende Brille mit klaren Polycarbonatgläsern, kratzfest und beschlagfrei.",
      nl: "Omsluitende bril met heldere polycarbonaatglazen, krasbestendig en anticondens.",
    },
    details: {
      fr: "Certifiées EN 166, classe optique 1, elles résistent aux impacts de particules projetées à grande vitesse.",
      en: "Certified to EN 166, optical class 1, they withstand high-speed particle impacts.",
      de: "Zertifiziert nach EN 166, optische Klasse 1, halten sie Einschlägen von Partikeln mit hoher Geschwindigkeit stand.",
      nl: "Gecertificeerd volgens EN 166, optische klasse 1, bestand tegen de inslag van deeltjes met hoge snelheid.",
    },
    tip: {
      fr: "Nettoyez les verres à l'eau savonneuse plutôt qu'à sec, pour ne pas les rayer.",
      en: "Clean the lenses with soapy water rather than dry, so as not to scratch them.",
      de: "Reinigen Sie die Gläser mit Seifenwasser statt trocken, damit sie nicht verkratzen.",
      nl: "Reinig de glazen met zeepwater in plaats van droog, zodat ze niet bekrassen.",
    },
    variants: [{ key: "", price: 12 }],
    ecotax: 0,
    fits: { families: ["lawn-mower", "brush-cutter", "hedge-trimmer", "wood-chipper"] },
  },
  {
    key: "trimmer-line",
    brand: "kerlan",
    taxon: "accessories-trimmer-line-heads",
    image: "trimmer-head",
    name: { fr: "Fil de coupe rond", en: "Round trimmer line", de: "Runder Mähfaden", nl: "Ronde maaidraad" },
    summary: {
      fr: "Fil nylon copolymère rond, en bobine de 2 kg, pour têtes de coupe à chargement manuel ou rapide.",
      en: "Round copolymer nylon line on a 2 kg spool, for manual and quick-load trimmer heads.",
      de: "Runder Nylonfaden aus Copolymer auf 2-kg-Spule für Fadenköpfe mit manueller oder Schnellladung.",
      nl: "Ronde nylon maaidraad van copolymeer op een spoel van 2 kg, voor maaikoppen met handmatige of snelle lading.",
    },
    details: {
      fr: "Son cœur renforcé limite les cassures au contact des bordures et des clôtures.",
      en: "Its reinforced core limits breakage against kerbs and fences.",
      de: "Sein verstärkter Kern verringert Fadenbrüche an Kanten und Zäunen.",
      nl: "De versterkte kern beperkt breuk tegen boordstenen en afrasteringen.",
    },
    tip: {
      fr: "Stockez la bobine à l'abri de la lumière et trempez le fil dans l'eau la veille : il reste souple et casse moins.",
      en: "Store the spool away from light and soak the line in water the day before: it stays supple and breaks less.",
      de: "Lagern Sie die Spule lichtgeschützt und legen Sie den Faden am Vortag in Wasser: Er bleibt geschmeidig und bricht seltener.",
      nl: "Bewaar de spoel uit het licht en leg de draad de dag ervoor in water: hij blijft soepel en breekt minder snel.",
    },
    variants: [
      { key: "24", label: lineLabel(2.4), price: 24.9, specs: { diameter_mm: 2.4 } },
      { key: "30", label: lineLabel(3), price: 29.9, specs: { diameter_mm: 3 } },
    ],
    ecotax: 0,
    fits: { families: ["brush-cutter"] },
  },
  {
    key: "bump-head",
    brand: "kerlan",
    taxon: "accessories-trimmer-line-heads",
    image: "trimmer-head",
    name: { fr: "Tête de coupe semi-automatique", en: "Bump-feed trimmer head", de: "Tipp-Fadenkopf", nl: "Tip-maaikop" },
    summary: {
      fr: "Tête à deux fils qui libère du fil par simple tapotement au sol, moteur en marche.",
      en: "Two-line head that feeds out line with a simple tap on the ground, engine running.",
      de: "Zweifadenkopf, der durch leichtes Aufstoßen auf den Boden bei laufendem Motor Faden nachführt.",
      nl: "Maaikop met twee draden die draad bijvoert door hem bij draaiende motor licht op de grond te tikken.",
    },
    details: {
      fr: "Elle accepte les fils de 2,4 à 3,0 mm et est livrée avec les adaptateurs pour les débroussailleuses du groupe.",
      en: "It takes 2.4 to 3.0 mm line and comes with adapters for the group's brush cutters.",
      de: "Für Fäden von 2,4 bis 3,0 mm, mit Adaptern für die Freischneider der Gruppe.",
      nl: "Geschikt voor draad van 2,4 tot 3,0 mm en geleverd met adapters voor de bosmaaiers van de groep.",
    },
    tip: {
      fr: "Tapotez la tête à plein régime, sur un sol meuble plutôt que sur le bitume, pour préserver le bouton d'avance.",
      en: "Tap the head at full throttle, on soft ground rather than tarmac, to protect the bump knob.",
      de: "Stoßen Sie den Kopf bei Vollgas auf weichem Boden statt auf Asphalt auf, um den Tippknopf zu schonen.",
      nl: "Tik de kop bij vol gas op zachte grond in plaats van op asfalt, om de tipknop te sparen.",
    },
    variants: [{ key: "", price: 29.9 }],
    ecotax: 0,
    fits: { families: ["brush-cutter"] },
  },
  {
    key: "quick-load-head",
    brand: "kerlan",
    taxon: "accessories-trimmer-line-heads",
    image: "trimmer-head",
    name: { fr: "Tête de coupe à chargement rapide", en: "Quick-load trimmer head", de: "Schnelllade-Fadenkopf", nl: "Snellaadmaaikop" },
    summary: {
      fr: "Tête à chargement traversant : le fil s'enfile puis s'enroule en tournant le bouton, sans ouvrir la tête.",
      en: "Pass-through head: the line is threaded and wound by turning the knob, without opening the head.",
      de: "Durchlade-Fadenkopf: Der Faden wird durchgefädelt und durch Drehen des Knopfs aufgewickelt, ohne den Kopf zu öffnen.",
      nl: "Doorvoermaaikop: de draad wordt ingeregen en opgewonden door aan de knop te draaien, zonder de kop te openen.",
    },
    details: {
      fr: "Le rechargement prend moins d'une minute, même avec des gants.",
      en: "Reloading takes less than a minute, even with gloves on.",
      de: "Das Nachladen dauert auch mit Handschuhen weniger als eine Minute.",
      nl: "Herladen duurt minder dan een minuut, zelfs met handschoenen aan.",
    },
    tip: {
      fr: "Coupez les deux brins à la même longueur pour garder la tête équilibrée.",
      en: "Cut both ends to the same length to keep the head balanced.",
      de: "Schneiden Sie beide Fadenenden gleich lang ab, damit der Kopf rund läuft.",
      nl: "Knip beide draadeinden even lang af zodat de kop in balans blijft.",
    },
    variants: [{ key: "", price: 39.9 }],
    ecotax: 0,
    fits: { families: ["brush-cutter"] },
  },
  {
    key: "mower-mulching-kit",
    brand: "verdalis",
    taxon: "accessories-mulching-kits",
    image: "mower-blade",
    name: {
      fr: "Kit mulching pour tondeuse",
      en: "Lawn mower mulching kit",
      de: "Mulchkit für Rasenmäher",
      nl: "Mulchkit voor grasmaaier",
    },
    summary: {
      fr: "Obturateur et lame mulching qui broient finement l'herbe et la restituent à la pelouse.",
      en: "Mulching plug and blade that finely chop clippings and return them to the lawn.",
      de: "Mulchkeil und Mulchmesser, die das Schnittgut fein zerkleinern und auf dem Rasen verteilen.",
      nl: "Mulchplug en mulchmes die het maaisel fijn versnipperen en op het gazon achterlaten.",
    },
    details: {
      fr: "Il se monte en quelques minutes, sans modifier le carter ; choisissez la largeur correspondant à votre tondeuse.",
      en: "It fits in a few minutes without modifying the deck; choose the width that matches your mower.",
      de: "In wenigen Minuten ohne Änderungen am Gehäuse montiert; wählen Sie die Breite passend zu Ihrem Mäher.",
      nl: "In enkele minuten gemonteerd zonder aanpassing van het maaidek; kies de breedte die bij uw maaier past.",
    },
    tip: {
      fr: "En mulching, tondez plus souvent et plus haut : l'herbe coupée court se décompose en quelques jours.",
      en: "When mulching, mow more often and higher: short clippings break down within days.",
      de: "Mähen Sie beim Mulchen öfter und höher: Kurzes Schnittgut zersetzt sich innerhalb weniger Tage.",
      nl: "Maai bij mulchen vaker en hoger: kort maaisel verteert binnen enkele dagen.",
    },
    variants: [cm(46, 39), cm(51, 42), cm(53, 45)],
    ecotax: 0,
    fits: { families: ["lawn-mower"] },
  },
  {
    key: "ride-on-mulching-kit",
    brand: "verdalis",
    taxon: "accessories-mulching-kits",
    image: "mower-blade",
    name: {
      fr: "Kit mulching pour tracteur tondeuse",
      en: "Ride-on mower mulching kit",
      de: "Mulchkit für Aufsitzmäher",
      nl: "Mulchkit voor zitmaaier",
    },
    summary: {
      fr: "Déflecteurs et lames mulching qui transforment le plateau de coupe en broyeur d'herbe.",
      en: "Baffles and mulching blades that turn the cutting deck into a grass mulcher.",
      de: "Leitbleche und Mulchmesser, die das Mähwerk in einen Grasmulcher verwandeln.",
      nl: "Geleideplaten en mulchmessen die het maaidek omvormen tot een grasmulcher.",
    },
    details: {
      fr: "Livré avec visserie et notice ; choisissez la largeur correspondant au plateau de coupe.",
      en: "Supplied with fasteners and instructions; choose the width matching the cutting deck.",
      de: "Mit Befestigungsmaterial und Anleitung; wählen Sie die Breite passend zum Mähwerk.",
      nl: "Geleverd met bevestigingsmateriaal en handleiding; kies de breedte die bij het maaidek past.",
    },
    tip: {
      fr: "En mulching, tondez plus souvent et plus haut : l'herbe coupée court se décompose en quelques jours.",
      en: "When mulching, mow more often and higher: short clippings break down within days.",
      de: "Mähen Sie beim Mulchen öfter und höher: Kurzes Schnittgut zersetzt sich innerhalb weniger Tage.",
      nl: "Maai bij mulchen vaker en hoger: kort maaisel verteert binnen enkele dagen.",
    },
    variants: [cm(92, 129), cm(107, 149), cm(122, 169)],
    ecotax: 0,
    fits: { families: ["ride-on-mower"] },
  },
  {
    key: "tipping-trailer",
    brand: "verdalis",
    taxon: "accessories-trailers-carts",
    image: "trailer",
    name: { fr: "Remorque basculante 250 kg", en: "250 kg tipping trailer", de: "Kippanhänger 250 kg", nl: "Kipaanhangwagen 250 kg" },
    summary: {
      fr: "Remorque en acier galvanisé à benne basculante, charge utile de 250 kg, pour tracteurs tondeuses.",
      en: "Galvanised steel tipping trailer with a 250 kg payload, for ride-on mowers.",
      de: "Kippanhänger aus verzinktem Stahl mit 250 kg Nutzlast für Aufsitzmäher.",
      nl: "Kipaanhangwagen van gegalvaniseerd staal met 250 kg laadvermogen, voor zitmaaiers.",
    },
    details: {
      fr: "Ridelles amovibles, pneus 16 × 6,50-8 et attelage universel à goupille.",
      en: "Removable sides, 16 × 6.50-8 tyres and universal pin hitch.",
      de: "Abnehmbare Bordwände, Reifen 16 × 6,50-8 und Universal-Steckkupplung.",
      nl: "Afneembare zijborden, banden 16 × 6,50-8 en universele pentrekhaak.",
    },
    tip: {
      fr: "Répartissez la charge au-dessus de l'essieu et ralentissez en pente : c'est le tracteur qui freine aussi la remorque.",
      en: "Spread the load over the axle and slow down on slopes: the mower brakes the trailer as well.",
      de: "Verteilen Sie die Last über der Achse und fahren Sie am Hang langsamer: Der Mäher bremst auch den Anhänger.",
      nl: "Verdeel de lading boven de as en rij trager op hellingen: de zitmaaier remt ook de aanhangwagen af.",
    },
    specs: { weight_kg: 38 },
    variants: [{ key: "", price: 349 }],
    ecotax: 0,
    fits: { families: ["ride-on-mower"] },
  },
  {
    key: "lawn-sweeper",
    brand: "verdalis",
    taxon: "accessories-trailers-carts",
    image: "trailer",
    name: { fr: "Balayeuse à gazon tractée", en: "Tow-behind lawn sweeper", de: "Anhänge-Rasenkehrmaschine", nl: "Getrokken gazonveger" },
    summary: {
      fr: "Balayeuse de 107 cm qui ramasse feuilles, aiguilles et herbe coupée derrière le tracteur tondeuse.",
      en: "107 cm sweeper that picks up leaves, needles and grass clippings behind a ride-on mower.",
      de: "Kehrmaschine mit 107 cm Arbeitsbreite, die Laub, Nadeln und Schnittgut hinter dem Aufsitzmäher aufnimmt.",
      nl: "Veger van 107 cm die bladeren, naalden en maaisel opraapt achter de zitmaaier.",
    },
    details: {
      fr: "Brosses réglables en hauteur et bac de 740 l basculable depuis le siège.",
      en: "Height-adjustable brushes and a 740 l hopper tipped from the seat.",
      de: "Höhenverstellbare Bürsten und ein 740-l-Behälter, der vom Sitz aus gekippt wird.",
      nl: "In hoogte verstelbare borstels en een opvangbak van 740 l die u vanaf de stoel kiept.",
    },
    tip: {
      fr: "Balayez sur gazon sec et réglez les brosses pour qu'elles effleurent l'herbe sans toucher le sol.",
      en: "Sweep on dry grass and set the brushes to skim the grass without touching the soil.",
      de: "Kehren Sie auf trockenem Rasen und stellen Sie die Bürsten so ein, dass sie das Gras streifen, ohne den Boden zu berühren.",
      nl: "Veeg op droog gras en stel de borstels zo af dat ze over het gras strijken zonder de grond te raken.",
    },
    specs: { cutting_width_cm: 107, weight_kg: 29 },
    variants: [{ key: "", price: 297 }],
    ecotax: 0,
    fits: { families: ["ride-on-mower"] },
  },
  {
    key: "two-stroke-oil",
    brand: "kerlan",
    taxon: "accessories-oils-lubricants",
    image: "oil-can",
    name: {
      fr: "Huile moteur 2 temps semi-synthétique",
      en: "Semi-synthetic two-stroke engine oil",
      de: "Teilsynthetisches Zweitakt-Motoröl",
      nl: "Halfsynthetische tweetaktmotorolie",
    },
    summary: {
      fr: "Huile à faible taux de cendres pour moteurs deux temps refroidis par air, dosage à 2 % (1:50).",
      en: "Low-ash oil for air-cooled two-stroke engines, mixed at 2% (1:50).",
      de: "Aschearmes Öl für luftgekühlte Zweitaktmotoren, Mischungsverhältnis 2 % (1:50).",
      nl: "Asarme olie voor luchtgekoelde tweetaktmotoren, mengverhouding 2 % (1:50).",
    },
    details: {
      fr: "Certifiée JASO FD et ISO-L-EGD, elle limite les dépôts sur le piston et la lumière d'échappement.",
      en: "Certified JASO FD and ISO-L-EGD, it limits deposits on the piston and exhaust port.",
      de: "Zertifiziert nach JASO FD und ISO-L-EGD, verringert es Ablagerungen an Kolben und Auslasskanal.",
      nl: "Gecertificeerd volgens JASO FD en ISO-L-EGD, beperkt ze afzettingen op de zuiger en de uitlaatpoort.",
    },
    tip: {
      fr: "Préparez le mélange dans un bidon propre, juste avant usage, et ne le conservez pas plus de 30 jours.",
      en: "Mix in a clean can just before use, and do not keep the mix for more than 30 days.",
      de: "Mischen Sie den Kraftstoff kurz vor dem Einsatz in einem sauberen Kanister und lagern Sie das Gemisch nicht länger als 30 Tage.",
      nl: "Maak het mengsel vlak voor gebruik in een schone jerrycan en bewaar het niet langer dan 30 dagen.",
    },
    variants: [litres(1, 11.9), litres(5, 49.9)],
    ecotax: 0,
    fits: { families: ["chainsaw", "brush-cutter", "hedge-trimmer"], engines: ["petrol"] },
  },
  {
    key: "four-stroke-oil",
    brand: "kerlan",
    taxon: "accessories-oils-lubricants",
    image: "oil-can",
    name: {
      fr: "Huile moteur 4 temps SAE 30",
      en: "SAE 30 four-stroke engine oil",
      de: "Viertakt-Motoröl SAE 30",
      nl: "Viertaktmotorolie SAE 30",
    },
    summary: {
      fr: "Huile minérale monograde pour les moteurs quatre temps des tondeuses et machines de jardin.",
      en: "Single-grade mineral oil for the four-stroke engines of mowers and garden machines.",
      de: "Einbereichs-Mineralöl für Viertaktmotoren von Rasenmähern und Gartengeräten.",
      nl: "Minerale monogradeolie voor de viertaktmotoren van grasmaaiers en tuinmachines.",
    },
    details: {
      fr: "Adaptée aux températures de 5 à 40 °C ; le flacon doseur évite les débordements au remplissage.",
      en: "Suited to temperatures from 5 to 40 °C; the measuring bottle avoids spills when filling.",
      de: "Geeignet für Temperaturen von 5 bis 40 °C; die Dosierflasche verhindert Überlaufen beim Einfüllen.",
      nl: "Geschikt voor temperaturen van 5 tot 40 °C; de doseerfles voorkomt morsen bij het bijvullen.",
    },
    tip: {
      fr: "Vidangez moteur tiède, après les 5 premières heures puis chaque saison ou toutes les 50 heures.",
      en: "Change the oil with the engine warm, after the first 5 hours and then every season or 50 hours.",
      de: "Wechseln Sie das Öl bei warmem Motor nach den ersten 5 Betriebsstunden, danach jede Saison oder alle 50 Stunden.",
      nl: "Ververs de olie met een warme motor na de eerste 5 draaiuren en daarna elk seizoen of om de 50 uur.",
    },
    variants: [litres(0.6, 7.9), litres(1.4, 14.9)],
    ecotax: 0,
    fits: { families: ["lawn-mower", "ride-on-mower", "log-splitter", "wood-chipper"], engines: combustion },
  },
  {
    key: "chain-oil",
    brand: "kerlan",
    taxon: "accessories-oils-lubricants",
    image: "oil-can",
    name: {
      fr: "Huile de chaîne biodégradable",
      en: "Biodegradable chain oil",
      de: "Biologisch abbaubares Kettenöl",
      nl: "Biologisch afbreekbare kettingolie",
    },
    summary: {
      fr: "Huile végétale adhérente pour chaînes de tronçonneuses, biodégradable à plus de 90 %.",
      en: "Tacky vegetable-based oil for saw chains, over 90% biodegradable.",
      de: "Haftfähiges Pflanzenöl für Sägeketten, zu über 90 % biologisch abbaubar.",
      nl: "Kleverige plantaardige olie voor zaagkettingen, voor meer dan 90 % biologisch afbreekbaar.",
    },
    details: {
      fr: "Titulaire de l'écolabel européen, elle convient aux travaux en forêt et près des cours d'eau.",
      en: "Carrying the EU Ecolabel, it is suited to forestry work and work near watercourses.",
      de: "Mit dem EU-Ecolabel ausgezeichnet, eignet es sich für Forstarbeiten und Arbeiten in Gewässernähe.",
      nl: "Voorzien van het Europese Ecolabel, geschikt voor boswerk en werk nabij waterlopen.",
    },
    tip: {
      fr: "Avant un remisage de plusieurs mois, faites tourner la tronçonneuse quelques minutes avec une huile minérale pour que l'huile végétale ne colle pas la pompe.",
      en: "Before storing for several months, run the saw for a few minutes on mineral oil so the vegetable oil does not gum up the pump.",
      de: "Lassen Sie die Säge vor einer mehrmonatigen Lagerung einige Minuten mit Mineralöl laufen, damit das Pflanzenöl die Pumpe nicht verharzt.",
      nl: "Laat de zaag vóór een stalling van enkele maanden een paar minuten draaien met minerale olie, zodat de plantaardige olie de pomp niet doet verkleven.",
    },
    variants: [litres(1, 9.9), litres(5, 39.9)],
    ecotax: 0,
    fits: { families: ["chainsaw"] },
  },
  {
    key: "alkylate-fuel",
    brand: "kerlan",
    taxon: "accessories-oils-lubricants",
    image: "oil-can",
    name: {
      fr: "Carburant alkylate 2 temps prêt à l'emploi",
      en: "Ready-mixed two-stroke alkylate fuel",
      de: "Zweitakt-Alkylatbenzin, gebrauchsfertig",
      nl: "Kant-en-klare tweetakt-alkylaatbenzine",
    },
    summary: {
      fr: "Mélange d'essence alkylate et d'huile de synthèse à 2 %, sans benzène ni aromatiques.",
      en: "Alkylate petrol mixed with 2% synthetic oil, free of benzene and aromatics.",
      de: "Gemisch aus Alkylatbenzin und 2 % synthetischem Öl, frei von Benzol und Aromaten.",
      nl: "Mengsel van alkylaatbenzine en 2 % synthetische olie, vrij van benzeen en aromaten.",
    },
    details: {
      fr: "Il réduit les fumées nocives pour l'utilisateur et se conserve plusieurs années en bidon fermé.",
      en: "It reduces harmful fumes for the operator and keeps for several years in a closed can.",
      de: "Es verringert gesundheitsschädliche Abgase für den Anwender und ist im verschlossenen Kanister mehrere Jahre haltbar.",
      nl: "Het vermindert schadelijke dampen voor de gebruiker en blijft in een gesloten jerrycan meerdere jaren houdbaar.",
    },
    tip: {
      fr: "Idéal pour le remisage : un moteur stocké avec de l'alkylate redémarre sans nettoyage du carburateur.",
      en: "Ideal for storage: an engine stored on alkylate restarts without carburettor cleaning.",
      de: "Ideal zur Einlagerung: Ein mit Alkylat eingelagerter Motor startet ohne Vergaserreinigung.",
      nl: "Ideaal voor stalling: een motor die met alkylaat is opgeslagen, start zonder de carburateur te reinigen.",
    },
    specs: { content_l: 5 },
    variants: [{ key: "", price: 29.9 }],
    ecotax: 0,
    mandatory: "flammable",
    fits: { families: ["chainsaw", "brush-cutter", "hedge-trimmer"], engines: ["petrol"] },
  },
  {
    key: "gear-grease",
    brand: "kerlan",
    taxon: "accessories-oils-lubricants",
    image: "oil-can",
    name: { fr: "Graisse pour renvoi d'angle", en: "Gear head grease", de: "Getriebefett", nl: "Tandwielvet" },
    summary: {
      fr: "Graisse au lithium en tube de 80 g, formulée pour les renvois d'angle de débroussailleuses et les réducteurs de taille-haies.",
      en: "Lithium grease in an 80 g tube, formulated for brush cutter gear heads and hedge trimmer gearboxes.",
      de: "Lithiumfett in der 80-g-Tube für Winkelgetriebe von Freischneidern und Getriebe von Heckenscheren.",
      nl: "Lithiumvet in een tube van 80 g, voor haakse overbrengingen van bosmaaiers en tandwielkasten van heggenscharen.",
    },
    details: {
      fr: "Elle reste en place à haute vitesse et résiste à l'eau.",
      en: "It stays in place at high speed and resists water.",
      de: "Es bleibt auch bei hohen Drehzahlen an Ort und Stelle und ist wasserbeständig.",
      nl: "Het blijft op zijn plaats bij hoge toerentallen en is waterbestendig.",
    },
    tip: {
      fr: "Injectez la graisse par le bouchon prévu jusqu'à sentir une légère résistance, sans remplir entièrement le carter.",
      en: "Inject grease through the filler plug until you feel slight resistance, without filling the housing completely.",
      de: "Drücken Sie das Fett über die Einfüllschraube ein, bis ein leichter Widerstand spürbar ist, ohne das Gehäuse ganz zu füllen.",
      nl: "Spuit het vet via de vulplug in tot u lichte weerstand voelt, zonder de kast volledig te vullen.",
    },
    variants: [{ key: "", price: 9.9 }],
    ecotax: 0,
    fits: { families: ["brush-cutter", "hedge-trimmer"] },
  },
  {
    key: "battery-36",
    brand: "kerlan",
    taxon: "accessories",
    image: "battery",
    name: { fr: "Batterie lithium-ion 36 V", en: "36 V lithium-ion battery", de: "Lithium-Ionen-Akku 36 V", nl: "Lithium-ionaccu 36 V" },
    summary: {
      fr: "Batterie de la plateforme 36 V, compatible avec toutes les machines sur batterie 36 V du groupe.",
      en: "Battery of the 36 V platform, compatible with every 36 V battery machine of the group.",
      de: "Akku der 36-V-Plattform, kompatibel mit allen 36-V-Akkugeräten der Gruppe.",
      nl: "Accu van het 36V-platform, compatibel met alle 36V-accumachines van de groep.",
    },
    details: {
      fr: "Indicateur de charge à quatre voyants, cellules protégées contre la surchauffe et la décharge profonde.",
      en: "Four-light charge indicator, cells protected against overheating and deep discharge.",
      de: "Ladeanzeige mit vier LEDs, Zellen gegen Überhitzung und Tiefentladung geschützt.",
      nl: "Laadindicator met vier lampjes, cellen beschermd tegen oververhitting en diepontlading.",
    },
    tip: {
      fr: "Stockez les batteries chargées entre 40 et 60 %, au sec et hors gel, et rechargez-les tous les trois mois.",
      en: "Store batteries at 40 to 60% charge, dry and frost-free, and top them up every three months.",
      de: "Lagern Sie Akkus mit 40 bis 60 % Ladung trocken und frostfrei und laden Sie sie alle drei Monate nach.",
      nl: "Bewaar accu's met 40 tot 60 % lading, droog en vorstvrij, en laad ze om de drie maanden bij.",
    },
    specs: { battery_voltage_v: 36 },
    variants: [ampHours(2.5, 129, 1.3), ampHours(4, 169, 1.9), ampHours(5, 199, 2.2)],
    ecotax: 50,
    mandatory: "batteryAlone",
    fits: { families: ["lawn-mower", "brush-cutter", "hedge-trimmer", "chainsaw"], engines: ["battery"], voltage: 36 },
  },
  {
    key: "battery-54",
    brand: "kerlan",
    taxon: "accessories",
    image: "battery",
    name: { fr: "Batterie lithium-ion 54 V", en: "54 V lithium-ion battery", de: "Lithium-Ionen-Akku 54 V", nl: "Lithium-ionaccu 54 V" },
    summary: {
      fr: "Batterie de la plateforme professionnelle 54 V, pour les machines sur batterie 54 V du groupe.",
      en: "Battery of the professional 54 V platform, for the group's 54 V battery machines.",
      de: "Akku der professionellen 54-V-Plattform für die 54-V-Akkugeräte der Gruppe.",
      nl: "Accu van het professionele 54V-platform, voor de 54V-accumachines van de groep.",
    },
    details: {
      fr: "Boîtier renforcé résistant aux projections d'eau (IPX4), refroidissement passif des cellules et indicateur de charge.",
      en: "Reinforced splash-proof housing (IPX4), passive cell cooling and charge indicator.",
      de: "Verstärktes, spritzwassergeschütztes Gehäuse (IPX4), passive Zellkühlung und Ladeanzeige.",
      nl: "Versterkte spatwaterdichte behuizing (IPX4), passieve celkoeling en laadindicator.",
    },
    tip: {
      fr: "Stockez les batteries chargées entre 40 et 60 %, au sec et hors gel, et rechargez-les tous les trois mois.",
      en: "Store batteries at 40 to 60% charge, dry and frost-free, and top them up every three months.",
      de: "Lagern Sie Akkus mit 40 bis 60 % Ladung trocken und frostfrei und laden Sie sie alle drei Monate nach.",
      nl: "Bewaar accu's met 40 tot 60 % lading, droog en vorstvrij, en laad ze om de drie maanden bij.",
    },
    specs: { battery_voltage_v: 54 },
    variants: [ampHours(5, 279, 2.6), ampHours(7.5, 369, 3.4)],
    ecotax: 60,
    mandatory: "batteryAlone",
    fits: { families: ["lawn-mower", "hedge-trimmer", "chainsaw"], engines: ["battery"], voltage: 54 },
  },
  {
    key: "fast-charger",
    brand: "kerlan",
    taxon: "accessories",
    image: "battery",
    name: { fr: "Chargeur rapide", en: "Fast charger", de: "Schnellladegerät", nl: "Snellader" },
    summary: {
      fr: "Chargeur ventilé qui recharge une batterie de 5 Ah en 60 minutes environ.",
      en: "Fan-cooled charger that recharges a 5 Ah battery in about 60 minutes.",
      de: "Lüftergekühltes Ladegerät, das einen 5-Ah-Akku in etwa 60 Minuten auflädt.",
      nl: "Geventileerde lader die een accu van 5 Ah in ongeveer 60 minuten oplaadt.",
    },
    details: {
      fr: "Il se fixe au mur et adapte la charge à la température de la batterie.",
      en: "It can be wall-mounted and adapts charging to the battery temperature.",
      de: "Es lässt sich an der Wand befestigen und passt den Ladevorgang an die Akkutemperatur an.",
      nl: "Hij kan aan de muur worden bevestigd en past het laden aan de temperatuur van de accu aan.",
    },
    tip: {
      fr: "Laissez refroidir une batterie chaude quelques minutes avant de la charger : la charge sera plus rapide et la batterie durera plus longtemps.",
      en: "Let a hot battery cool for a few minutes before charging: charging will be faster and the battery will last longer.",
      de: "Lassen Sie einen heißen Akku vor dem Laden einige Minuten abkühlen: Das Laden geht schneller und der Akku hält länger.",
      nl: "Laat een warme accu enkele minuten afkoelen voordat u hem oplaadt: het laden gaat sneller en de accu gaat langer mee.",
    },
    variants: [
      { key: "36V", label: perLocale(() => "36 V"), price: 79, specs: { battery_voltage_v: 36 } },
      { key: "54V", label: perLocale(() => "54 V"), price: 119, specs: { battery_voltage_v: 54 } },
    ],
    ecotax: 30,
    fits: { families: ["lawn-mower", "brush-cutter", "hedge-trimmer", "chainsaw"], engines: ["battery"] },
  },
  {
    key: "chainsaw-case",
    brand: "sylvor",
    taxon: "accessories",
    image: "maintenance-kit",
    name: {
      fr: "Coffret de transport pour tronçonneuse",
      en: "Chainsaw carrying case",
      de: "Motorsägenkoffer",
      nl: "Draagkoffer voor kettingzaag",
    },
    summary: {
      fr: "Coffret rigide avec fourreau de guide intégré, pour guides jusqu'à 45 cm.",
      en: "Rigid case with built-in bar cover, for bars up to 45 cm.",
      de: "Stabiler Koffer mit integriertem Schienenschutz für Schienen bis 45 cm.",
      nl: "Stevige koffer met ingebouwde zwaardbeschermer, voor zwaarden tot 45 cm.",
    },
    details: {
      fr: "Son compartiment étanche accueille les limes, la clé combinée et un flacon d'huile de chaîne.",
      en: "Its sealed compartment holds files, the combination spanner and a chain oil bottle.",
      de: "Das dichte Fach nimmt Feilen, Kombischlüssel und eine Kettenölflasche auf.",
      nl: "Het afgesloten vak biedt plaats aan vijlen, de combisleutel en een fles kettingolie.",
    },
    tip: {
      fr: "Transportez la tronçonneuse refroidie et réservoirs vides, guide tourné vers l'arrière du véhicule.",
      en: "Transport the saw cooled down with empty tanks, bar facing the rear of the vehicle.",
      de: "Transportieren Sie die Säge abgekühlt und mit leeren Tanks, die Schiene zum Fahrzeugheck gerichtet.",
      nl: "Vervoer de zaag afgekoeld en met lege tanks, met het zwaard naar de achterkant van het voertuig.",
    },
    variants: [{ key: "", price: 39 }],
    ecotax: 0,
    fits: { families: ["chainsaw"] },
  },
  {
    key: "sharpening-kit",
    brand: "kerlan",
    taxon: "accessories",
    image: "saw-chain",
    name: { fr: "Kit d'affûtage de chaîne", en: "Chain sharpening kit", de: "Kettenschärfset", nl: "Kettingslijpset" },
    summary: {
      fr: "Porte-lime avec repères d'angle, deux limes rondes, une lime plate et un calibre de limiteurs.",
      en: "File holder with angle marks, two round files, a flat file and a depth gauge tool.",
      de: "Feilenhalter mit Winkelmarkierungen, zwei Rundfeilen, eine Flachfeile und eine Tiefenbegrenzerlehre.",
      nl: "Vijlhouder met hoekmarkeringen, twee ronde vijlen, een platte vijl en een dieptebegrenzermal.",
    },
    details: {
      fr: 'Choisissez le diamètre de lime selon le pas de la chaîne : 4,0 mm pour le 1/4" et le 3/8" LP, 4,8 mm pour le .325", 5,5 mm pour le 3/8".',
      en: 'Choose the file diameter to match the chain pitch: 4.0 mm for 1/4" and 3/8" LP, 4.8 mm for .325", 5.5 mm for 3/8".',
      de: 'Wählen Sie den Feilendurchmesser passend zur Kettenteilung: 4,0 mm für 1/4" und 3/8" LP, 4,8 mm für .325", 5,5 mm für 3/8".',
      nl: 'Kies de vijldiameter volgens de kettingsteek: 4,0 mm voor 1/4" en 3/8" LP, 4,8 mm voor .325", 5,5 mm voor 3/8".',
    },
    tip: {
      fr: "Limez de l'intérieur vers l'extérieur de la gouge, en poussant seulement, et donnez le même nombre de passes à chaque dent.",
      en: "File from the inside of the cutter outwards, on the push stroke only, giving each tooth the same number of strokes.",
      de: "Feilen Sie von innen nach außen und nur in Schubrichtung, mit der gleichen Anzahl Feilstriche an jedem Zahn.",
      nl: "Vijl van binnen naar buiten, alleen in de duwrichting, met hetzelfde aantal halen per tand.",
    },
    variants: [
      { key: "40", label: fileLabel(4), price: 24.9, specs: { diameter_mm: 4 } },
      { key: "48", label: fileLabel(4.8), price: 24.9, specs: { diameter_mm: 4.8 } },
      { key: "55", label: fileLabel(5.5), price: 24.9, specs: { diameter_mm: 5.5 } },
    ],
    ecotax: 0,
    fits: { families: ["chainsaw"] },
  },
];
