import { attributeSeeds } from "./attributes";
import type { EngineType, MachineFamilyKey } from "./lines";
import { kindNames, type MachineSeed, type Specs, type VariantLabel } from "./machines";
import { fill, formatNumber, type Locale, perLocale, type Translated } from "./text";

type SpecCode = keyof Specs;

/** Distinct values of a spec across the machine and its variants, in variant order. */
export function specValues<C extends SpecCode>(machine: MachineSeed, code: C): NonNullable<Specs[C]>[] {
  const own = machine.specs[code];
  if (own !== undefined) return [own as NonNullable<Specs[C]>];
  const found: NonNullable<Specs[C]>[] = [];
  for (const variant of machine.variants) {
    const value = variant.specs?.[code];
    if (value !== undefined && !found.some((seen) => JSON.stringify(seen) === JSON.stringify(value)))
      found.push(value as NonNullable<Specs[C]>);
  }
  return found;
}

const listLocales: Record<Locale, string> = { fr: "fr", en: "en-GB", de: "de", nl: "nl" };

function orList(locale: Locale, items: string[]): string {
  return new Intl.ListFormat(listLocales[locale], { type: "disjunction" }).format(items);
}

const unitOf = (code: SpecCode) => attributeSeeds.find((attribute) => attribute.code === code)?.unit ?? "";

/** "46, 51 ou 53 cm": every value of a numeric spec with its unit. */
function quantity(machine: MachineSeed, code: SpecCode, locale: Locale): string {
  const values = specValues(machine, code) as number[];
  if (values.length === 0) return "";
  return `${orList(
    locale,
    values.map((value) => formatNumber(locale, value)),
  )} ${unitOf(code)}`;
}

export function cuttingHeightText([low, high, positions]: [number, number, number]): Translated {
  return {
    fr: `${low} à ${high} mm, ${positions} positions`,
    en: `${low} to ${high} mm, ${positions} positions`,
    de: `${low} bis ${high} mm, ${positions} Stufen`,
    nl: `${low} tot ${high} mm, ${positions} standen`,
  };
}

const brandNames: Record<MachineSeed["brand"], string> = { verdalis: "Verdalis", sylvor: "Sylvor", meranor: "Meranor" };

/** "Verdalis LM 510 S" */
export const modelLabel = (machine: MachineSeed) => `${brandNames[machine.brand]} ${machine.model}`;

export function machineName(machine: MachineSeed): Translated {
  return perLocale((locale) => fill(kindNames[machine.kind][locale], { n: modelLabel(machine) }));
}

export function variantLabel(label: VariantLabel): Translated {
  switch (label.kind) {
    case "width":
      return perLocale((locale) => `${formatNumber(locale, label.value)} cm`);
    case "force":
      return perLocale((locale) => `${formatNumber(locale, label.value)} t`);
    case "bar":
      return perLocale(
        (locale) =>
          ({ fr: "Guide {v} cm", en: "{v} cm bar", de: "Schiene {v} cm", nl: "Zwaard {v} cm" })[locale].replace(
            "{v}",
            formatNumber(locale, label.value),
          ) as string,
      );
    case "blade":
      return perLocale(
        (locale) =>
          ({ fr: "Lamier {v} cm", en: "{v} cm blade", de: "Messerlänge {v} cm", nl: "Meslengte {v} cm" })[locale].replace(
            "{v}",
            formatNumber(locale, label.value),
          ) as string,
      );
    case "bare":
      return {
        fr: "Machine seule, sans batterie ni chargeur",
        en: "Bare tool, no battery or charger",
        de: "Ohne Akku und Ladegerät",
        nl: "Zonder accu en lader",
      };
    case "battery": {
      const ah = (locale: Locale) => formatNumber(locale, label.ah);
      return label.count === 1
        ? {
            fr: `Avec batterie ${ah("fr")} Ah et chargeur`,
            en: `With ${ah("en")} Ah battery and charger`,
            de: `Mit ${ah("de")}-Ah-Akku und Ladegerät`,
            nl: `Met accu van ${ah("nl")} Ah en lader`,
          }
        : {
            fr: `Avec 2 batteries ${ah("fr")} Ah et chargeur`,
            en: `With 2 × ${ah("en")} Ah batteries and charger`,
            de: `Mit 2 × ${ah("de")}-Ah-Akku und Ladegerät`,
            nl: `Met 2 accu's van ${ah("nl")} Ah en lader`,
          };
    }
    case "text":
      return label.text;
  }
}

/** A label inside a sentence: lower-case first letter, except German nouns, which keep theirs. */
function inSentence(locale: Locale, label: string): string {
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  if (locale === "de") return /^(Mit|Ohne) /.test(label) ? lower : label;
  return /^[A-ZÀ-Ý][a-zà-ÿ]/.test(label) ? lower : label;
}

const engineWords: Record<EngineType, Translated> = {
  petrol: { fr: "thermique essence", en: "petrol", de: "Benzinmotor", nl: "benzine" },
  battery: { fr: "sur batterie", en: "battery-powered", de: "Akkubetrieb", nl: "op accu" },
  diesel: { fr: "diesel", en: "diesel", de: "Dieselmotor", nl: "diesel" },
  electric: { fr: "électrique sur secteur", en: "mains electric", de: "Elektromotor", nl: "elektrisch op netstroom" },
};

const keySpec: Record<MachineFamilyKey, SpecCode> = {
  "lawn-mower": "cutting_width_cm",
  "ride-on-mower": "cutting_width_cm",
  "brush-cutter": "cutting_width_cm",
  "hedge-trimmer": "blade_length_cm",
  chainsaw: "bar_length_cm",
  "log-splitter": "splitting_force_t",
  "wood-chipper": "max_branch_diameter_cm",
};

const keySpecName = (code: SpecCode, locale: Locale) => {
  const name = attributeSeeds.find((attribute) => attribute.code === code)?.name[locale] ?? code;
  return locale === "de" ? name : name.toLowerCase();
};

/** One line under the product name: kind, power source and the range's key figure. */
export function machineShortDescription(machine: MachineSeed): Translated {
  return perLocale((locale) => {
    const kind = kindNames[machine.kind][locale].replace("{n}", "").trim();
    const capitalised = kind.charAt(0).toUpperCase() + kind.slice(1);
    // Kinds such as "cordless chainsaw" or "PTO log splitter" already name their power source.
    const named =
      machine.engine === null ||
      machine.kind.startsWith("battery-") ||
      machine.kind === "line-trimmer" ||
      machine.kind === "electric-mower";
    const engine = named || !machine.engine ? "" : `${engineWords[machine.engine][locale]}, `;
    const code = keySpec[machine.family];
    return `${capitalised}, ${engine}${keySpecName(code, locale)} ${quantity(machine, code, locale)}.`;
  });
}

function familyParagraph(machine: MachineSeed, locale: Locale): string {
  const model = modelLabel(machine);
  const q = (code: SpecCode) => quantity(machine, code, locale);
  const drive = specValues(machine, "drive_type")[0];
  switch (machine.family) {
    case "lawn-mower": {
      const height = specValues(machine, "cutting_height")[0];
      const heightText = height ? cuttingHeightText(height)[locale] : "";
      const collects = specValues(machine, "collection_capacity_l").length > 0;
      const mulches = specValues(machine, "mulching").includes(true);
      const catcher = collects
        ? {
            fr: `Le bac de ${q("collection_capacity_l")} se remplit jusqu'au bout et se décroche d'une main.`,
            en: `The ${q("collection_capacity_l")} catcher fills right to the top and unhooks with one hand.`,
            de: `Der ${q("collection_capacity_l")} große Fangkorb füllt sich bis zum Rand und lässt sich mit einer Hand aushängen.`,
            nl: `De opvangbak van ${q("collection_capacity_l")} vult zich tot de rand en is met één hand uit te nemen.`,
          }[locale]
        : {
            fr: "Sans bac à vider, l'herbe finement broyée est restituée à la pelouse.",
            en: "With no catcher to empty, finely chopped clippings are returned to the lawn.",
            de: "Ohne Fangkorb wird das fein zerkleinerte Schnittgut direkt auf dem Rasen verteilt.",
            nl: "Zonder opvangbak wordt het fijngemaakte maaisel rechtstreeks op het gazon teruggegeven.",
          }[locale];
      const mulching =
        collects && mulches
          ? {
              fr: " Le mode mulching se sélectionne sans outil.",
              en: " Mulching mode is selected without tools.",
              de: " Die Mulchfunktion lässt sich ohne Werkzeug wählen.",
              nl: " De mulchfunctie kiest u zonder gereedschap.",
            }[locale]
          : "";
      return {
        fr: `${model} coupe sur ${q("cutting_width_cm")}, avec une hauteur de coupe réglable (${heightText}). ${catcher}${mulching} Son carter profilé assure un flux d'air régulier, pour une coupe nette même dans l'herbe haute ou humide.`,
        en: `The ${model} cuts a ${q("cutting_width_cm")} swath, with adjustable cutting height (${heightText}). ${catcher}${mulching} Its shaped deck keeps the airflow steady for a clean cut, even in long or damp grass.`,
        de: `${model} mäht mit ${q("cutting_width_cm")} Schnittbreite und verstellbarer Schnitthöhe (${heightText}). ${catcher}${mulching} Das strömungsgünstige Gehäuse sorgt für einen gleichmäßigen Luftstrom und einen sauberen Schnitt, auch in hohem oder feuchtem Gras.`,
        nl: `De ${model} maait met een breedte van ${q("cutting_width_cm")} en een verstelbare maaihoogte (${heightText}). ${catcher}${mulching} Het gestroomlijnde maaidek zorgt voor een gelijkmatige luchtstroom en een strakke snede, ook in hoog of nat gras.`,
      }[locale];
    }
    case "ride-on-mower": {
      const height = specValues(machine, "cutting_height")[0];
      const heightText = height ? cuttingHeightText(height)[locale] : "";
      const collects = specValues(machine, "collection_capacity_l").length > 0;
      const catcher = collects
        ? {
            fr: `Le bac de ${q("collection_capacity_l")} se vide depuis le siège.`,
            en: `The ${q("collection_capacity_l")} catcher empties from the seat.`,
            de: `Der ${q("collection_capacity_l")} große Fangkorb wird vom Sitz aus entleert.`,
            nl: `De opvangbak van ${q("collection_capacity_l")} maakt u leeg vanaf de stoel.`,
          }[locale]
        : {
            fr: "L'éjection latérale permet de travailler sans interruption, même dans l'herbe dense.",
            en: "Side discharge lets you work without stopping, even in dense grass.",
            de: "Der Seitenauswurf ermöglicht ununterbrochenes Arbeiten, auch in dichtem Gras.",
            nl: "Dankzij de zijuitworp werkt u zonder onderbreking, ook in dicht gras.",
          }[locale];
      const transmission =
        drive === "four_wheel_drive"
          ? {
              fr: "Les quatre roues motrices garantissent l'adhérence en pente et sur sol humide.",
              en: "Four-wheel drive keeps traction on slopes and wet ground.",
              de: "Der Allradantrieb sorgt für Traktion am Hang und auf nassem Boden.",
              nl: "Vierwielaandrijving zorgt voor grip op hellingen en natte grond.",
            }[locale]
          : {
              fr: "La transmission hydrostatique règle la vitesse à la pédale, sans à-coups.",
              en: "The hydrostatic transmission sets the speed by pedal, without jolts.",
              de: "Das hydrostatische Getriebe regelt die Geschwindigkeit ruckfrei per Pedal.",
              nl: "De hydrostatische transmissie regelt de snelheid schokvrij met het pedaal.",
            }[locale];
      return {
        fr: `${model} tond ${q("cutting_width_cm")} à chaque passage et garde un rendement élevé sur les grandes surfaces, avec une hauteur de coupe réglable depuis le poste de conduite (${heightText}). ${catcher} ${transmission}`,
        en: `The ${model} mows ${q("cutting_width_cm")} per pass and keeps output high on large areas, with cutting height adjustable from the driving position (${heightText}). ${catcher} ${transmission}`,
        de: `${model} mäht ${q("cutting_width_cm")} pro Überfahrt und erzielt auf großen Flächen eine hohe Flächenleistung; die Schnitthöhe wird vom Fahrersitz aus verstellt (${heightText}). ${catcher} ${transmission}`,
        nl: `De ${model} maait ${q("cutting_width_cm")} per werkgang en haalt een hoog rendement op grote oppervlakken; de maaihoogte stelt u in vanaf de bestuurdersplaats (${heightText}). ${catcher} ${transmission}`,
      }[locale];
    }
    case "brush-cutter": {
      const tool =
        machine.kind === "clearing-saw"
          ? {
              fr: "La lame de scie circulaire abat les jeunes arbres et les rejets jusqu'à 10 cm de diamètre.",
              en: "The circular saw blade fells young trees and shoots up to 10 cm in diameter.",
              de: "Das Kreissägeblatt fällt junge Bäume und Stockausschläge bis 10 cm Durchmesser.",
              nl: "Het cirkelzaagblad velt jonge bomen en opslag tot 10 cm diameter.",
            }
          : machine.kind === "line-trimmer"
            ? {
                fr: "La tête à fil à chargement rapide se recharge en quelques secondes, sans démontage.",
                en: "The quick-load trimmer head is restrung in seconds, without dismantling.",
                de: "Der Schnelllade-Fadenkopf ist in Sekunden ohne Zerlegen neu bestückt.",
                nl: "De snellaadmaaikop is in enkele seconden opnieuw gevuld, zonder demontage.",
              }
            : {
                fr: "La tête à fil fournie se remplace par une lame pour les broussailles et les rejets ligneux.",
                en: "The supplied trimmer head can be swapped for a blade to tackle scrub and woody shoots.",
                de: "Der mitgelieferte Fadenkopf lässt sich gegen ein Messer für Gestrüpp und verholzte Triebe tauschen.",
                nl: "De meegeleverde maaikop kan worden vervangen door een mes voor struikgewas en verhoute scheuten.",
              };
      return {
        fr: `${model} dégage talus, bords de clôture et friches avec une largeur de travail de ${q("cutting_width_cm")}. ${tool.fr} Le harnais et la poignée réglable répartissent ses ${q("weight_kg")} pour tenir des journées entières sans fatigue excessive.`,
        en: `The ${model} clears banks, fence lines and overgrown ground with a working width of ${q("cutting_width_cm")}. ${tool.en} The harness and adjustable handle spread its ${q("weight_kg")} for full working days without undue fatigue.`,
        de: `${model} räumt Böschungen, Zaunränder und Brachflächen mit einer Arbeitsbreite von ${q("cutting_width_cm")}. ${tool.de} Gurt und verstellbarer Griff verteilen das Gewicht von ${q("weight_kg")}, sodass auch lange Arbeitstage nicht übermäßig ermüden.`,
        nl: `De ${model} ruimt taluds, afrasteringen en verwilderde terreinen met een werkbreedte van ${q("cutting_width_cm")}. ${tool.nl} Het draagstel en de verstelbare handgreep verdelen het gewicht van ${q("weight_kg")}, zodat ook lange werkdagen niet overmatig vermoeien.`,
      }[locale];
    }
    case "hedge-trimmer": {
      const reach =
        machine.kind === "long-reach-hedge-trimmer"
          ? {
              fr: "Sa perche et son lamier orientable atteignent le sommet des haies hautes sans échafaudage.",
              en: "Its pole and adjustable cutter head reach the top of tall hedges without scaffolding.",
              de: "Schaft und verstellbarer Messerbalken erreichen die Oberkante hoher Hecken ohne Gerüst.",
              nl: "De steel en de verstelbare meskop reiken tot boven aan hoge hagen, zonder steiger.",
            }
          : {
              fr: "Le lamier double tranchant coupe dans les deux sens de passage.",
              en: "The double-sided blade cuts in both directions of travel.",
              de: "Das doppelseitige Messer schneidet in beide Arbeitsrichtungen.",
              nl: "Het dubbelzijdige mes knipt in beide werkrichtingen.",
            };
      return {
        fr: `${model} taille haies, massifs et arbustes avec un lamier de ${q("blade_length_cm")} dont les dents rectifiées coupent net les branches jusqu'à 28 mm. ${reach.fr} Son poids de ${q("weight_kg")} et sa poignée arrière orientable limitent la fatigue lors des tailles verticales.`,
        en: `The ${model} shapes hedges, borders and shrubs with a ${q("blade_length_cm")} blade whose ground teeth cut branches up to 28 mm cleanly. ${reach.en} Its ${q("weight_kg")} weight and rotating rear handle limit fatigue during vertical cuts.`,
        de: `${model} schneidet Hecken, Beete und Sträucher mit einem ${q("blade_length_cm")} langen Messer, dessen geschliffene Zähne Äste bis 28 mm sauber trennen. ${reach.de} Das Gewicht von ${q("weight_kg")} und der drehbare hintere Griff verringern die Ermüdung bei senkrechten Schnitten.`,
        nl: `De ${model} snoeit hagen, borders en heesters met een mes van ${q("blade_length_cm")}, waarvan de geslepen tanden takken tot 28 mm strak doorknippen. ${reach.nl} Het gewicht van ${q("weight_kg")} en de draaibare achterste handgreep beperken de vermoeidheid bij verticaal snoeien.`,
      }[locale];
    }
    case "chainsaw": {
      const pitchLabels = specValues(machine, "chain_pitch").map((code) => {
        const pitch = attributeSeeds.find((attribute) => attribute.code === "chain_pitch");
        return (pitch && "options" in pitch ? pitch.options.find((option) => option.code === code)?.label[locale] : code) ?? code;
      });
      const pitch = orList(locale, pitchLabels);
      const use =
        machine.kind === "top-handle-chainsaw"
          ? {
              fr: "Sa poignée supérieure et son faible poids sont pensés pour l'élagage dans l'arbre, sur corde ou depuis une nacelle.",
              en: "Its top handle and low weight are designed for in-tree pruning, on rope or from an aerial platform.",
              de: "Ihr oberer Handgriff und ihr geringes Gewicht sind für die Baumpflege im Baum ausgelegt, am Seil oder von der Hubarbeitsbühne aus.",
              nl: "De bovenhandgreep en het lage gewicht zijn ontworpen voor snoeiwerk in de boom, aan het touw of vanuit een hoogwerker.",
            }
          : machine.tier === "intensive"
            ? {
                fr: "Sa puissance et son couple élevé en font un outil d'abattage et de façonnage pour les chantiers forestiers exigeants.",
                en: "Its power and high torque make it a felling and cross-cutting tool for demanding forestry work.",
                de: "Dank hoher Leistung und kräftigem Drehmoment ist sie ein Werkzeug für Fällung und Aufarbeitung im anspruchsvollen Forsteinsatz.",
                nl: "Door het hoge vermogen en koppel is ze geschikt voor vellen en opzagen bij veeleisend boswerk.",
              }
            : {
                fr: "Légère et maniable, elle convient à l'entretien des haies, au bois de chauffage et aux travaux de chantier.",
                en: "Light and easy to handle, it suits hedge work, firewood and building-site jobs.",
                de: "Leicht und handlich eignet sie sich für Heckenpflege, Brennholz und Baustelleneinsätze.",
                nl: "Licht en wendbaar, geschikt voor haagonderhoud, brandhout en werfklussen.",
              };
      return {
        fr: `${model} est proposée avec un guide de ${q("bar_length_cm")} et une chaîne au pas de ${pitch}. ${use.fr} Le frein de chaîne, à déclenchement inertiel et manuel, et le système anti-vibration protègent l'utilisateur.`,
        en: `The ${model} comes with a ${q("bar_length_cm")} guide bar and ${pitch} pitch chain. ${use.en} The chain brake, triggered both by inertia and by hand, and the anti-vibration system protect the operator.`,
        de: `${model} wird mit einer Führungsschiene von ${q("bar_length_cm")} und einer Kette mit ${pitch} Teilung geliefert. ${use.de} Die Kettenbremse mit Trägheits- und Handauslösung sowie das Antivibrationssystem schützen den Anwender.`,
        nl: `De ${model} wordt geleverd met een zwaard van ${q("bar_length_cm")} en een ketting met een steek van ${pitch}. ${use.nl} De kettingrem, die zowel door traagheid als met de hand wordt geactiveerd, en het antivibratiesysteem beschermen de gebruiker.`,
      }[locale];
    }
    case "log-splitter": {
      const layout =
        machine.kind === "pto-log-splitter"
          ? {
              fr: "Attelée au relevage trois points, elle tire sa puissance de la prise de force du tracteur.",
              en: "Mounted on the three-point linkage, it draws its power from the tractor's PTO.",
              de: "An der Dreipunkthydraulik angebaut, bezieht er seine Kraft aus der Zapfwelle des Traktors.",
              nl: "Aangebouwd aan de driepuntshef haalt hij zijn kracht uit de aftakas van de trekker.",
            }
          : machine.kind === "vertical-log-splitter"
            ? {
                fr: "Le fendage vertical évite de soulever les billes les plus lourdes : il suffit de les rouler sous le coin.",
                en: "Vertical splitting spares you lifting the heaviest rounds: you simply roll them under the wedge.",
                de: "Beim stehenden Spalten müssen die schwersten Rundlinge nicht angehoben werden: Man rollt sie einfach unter den Keil.",
                nl: "Bij verticaal klieven hoeft u de zwaarste stammen niet op te tillen: u rolt ze gewoon onder de wig.",
              }
            : {
                fr: "Le fendage horizontal, à hauteur de travail, convient aux bûches courtes fendues en série.",
                en: "Horizontal splitting at working height suits short logs split in series.",
                de: "Das liegende Spalten in Arbeitshöhe eignet sich für kurze Scheite in Serie.",
                nl: "Horizontaal klieven op werkhoogte is ideaal voor korte blokken in serie.",
              };
      return {
        fr: `${model} développe ${q("splitting_force_t")} de force de fendage et accepte des bûches jusqu'à ${q("max_log_length_cm")}. ${layout.fr} La commande bimanuelle impose les deux mains sur les leviers pendant toute la course du vérin.`,
        en: `The ${model} delivers ${q("splitting_force_t")} of splitting force and takes logs up to ${q("max_log_length_cm")}. ${layout.en} Two-hand control keeps both hands on the levers for the whole ram stroke.`,
        de: `${model} erzeugt eine Spaltkraft von ${q("splitting_force_t")} und nimmt Stämme bis ${q("max_log_length_cm")} Länge auf. ${layout.de} Die Zweihandbedienung hält beide Hände während des gesamten Zylinderhubs an den Hebeln.`,
        nl: `De ${model} levert ${q("splitting_force_t")} kloofkracht en verwerkt blokken tot ${q("max_log_length_cm")}. ${layout.nl} Dankzij de tweehandenbediening blijven beide handen tijdens de hele cilinderslag op de hendels.`,
      }[locale];
    }
    case "wood-chipper": {
      const hydraulicFeed = drive === "towed" || drive === "tracked" || drive === "pto";
      const feed = hydraulicFeed
        ? {
            fr: "Les rouleaux d'alimentation hydrauliques avec anti-bourrage règlent automatiquement l'avance selon la charge du moteur.",
            en: "Hydraulic feed rollers with anti-jam control adjust the feed rate automatically to the engine load.",
            de: "Hydraulische Einzugswalzen mit Überlastschutz passen den Vorschub automatisch an die Motorlast an.",
            nl: "Hydraulische invoerrollen met antiblokkeersysteem passen de invoersnelheid automatisch aan de motorbelasting aan.",
          }
        : {
            fr: "La trémie large et le rotor à couteaux réversibles avalent les branchages sans préparation.",
            en: "The wide hopper and reversible-knife rotor take brushwood without preparation.",
            de: "Der breite Einfülltrichter und der Rotor mit Wendemessern nehmen Astwerk ohne Vorbereitung auf.",
            nl: "De brede trechter en de rotor met omkeerbare messen verwerken snoeihout zonder voorbereiding.",
          };
      const chassis =
        drive === "towed"
          ? {
              fr: "Son châssis routier homologué se tracte derrière un utilitaire d'un chantier à l'autre.",
              en: "Its road-approved chassis is towed behind a van from one site to the next.",
              de: "Das straßenzugelassene Fahrgestell wird hinter einem Transporter von Baustelle zu Baustelle gezogen.",
              nl: "Het voor de weg goedgekeurde onderstel wordt achter een bestelwagen van werf naar werf getrokken.",
            }
          : drive === "tracked"
            ? {
                fr: "Son train à chenilles passe partout, sur terrain meuble comme en pente.",
                en: "Its tracked undercarriage goes anywhere, on soft ground and slopes alike.",
                de: "Das Raupenfahrwerk kommt auf weichem Boden und am Hang überall durch.",
                nl: "Het rupsonderstel komt overal door, op zachte grond en op hellingen.",
              }
            : drive === "pto"
              ? {
                  fr: "Attelé au tracteur, il est entraîné par la prise de force.",
                  en: "Mounted on the tractor, it is driven by the PTO.",
                  de: "Am Traktor angebaut, wird er über die Zapfwelle angetrieben.",
                  nl: "Aangebouwd aan de trekker wordt hij aangedreven door de aftakas.",
                }
              : {
                  fr: "Ses roues larges permettent de le déplacer facilement sur le chantier.",
                  en: "Wide wheels make it easy to move around the site.",
                  de: "Breite Räder erleichtern das Rangieren auf der Baustelle.",
                  nl: "Brede wielen maken het verplaatsen op de werf eenvoudig.",
                };
      return {
        fr: `${model} broie les branches jusqu'à ${q("max_branch_diameter_cm")} de diamètre et produit des copeaux réguliers, pour le paillage ou les chaudières biomasse. ${feed.fr} ${chassis.fr}`,
        en: `The ${model} chips branches up to ${q("max_branch_diameter_cm")} in diameter into even chips for mulching or biomass boilers. ${feed.en} ${chassis.en}`,
        de: `${model} zerkleinert Äste bis ${q("max_branch_diameter_cm")} Durchmesser zu gleichmäßigen Hackschnitzeln für Mulch oder Hackschnitzelheizungen. ${feed.de} ${chassis.de}`,
        nl: `De ${model} versnippert takken tot ${q("max_branch_diameter_cm")} diameter tot gelijkmatige houtsnippers voor mulch of biomassaketels. ${feed.nl} ${chassis.nl}`,
      }[locale];
    }
  }
}

function engineParagraph(machine: MachineSeed, locale: Locale): string {
  const q = (code: SpecCode) => quantity(machine, code, locale);
  const tank = specValues(machine, "fuel_tank_l").length
    ? {
        fr: `, réservoir de ${q("fuel_tank_l")}`,
        en: `, with a ${q("fuel_tank_l")} fuel tank`,
        de: `, Tankinhalt ${q("fuel_tank_l")}`,
        nl: `, brandstoftank van ${q("fuel_tank_l")}`,
      }[locale]
    : "";
  switch (machine.engine) {
    case "petrol":
      return {
        fr: `Moteur essence de ${q("displacement_cm3")} et ${q("power_kw")}${tank}. Conforme aux normes d'émissions en vigueur, il démarre facilement et tient son régime sous charge.`,
        en: `Petrol engine of ${q("displacement_cm3")} and ${q("power_kw")}${tank}. Compliant with current emission standards, it starts easily and holds its speed under load.`,
        de: `Benzinmotor mit ${q("displacement_cm3")} Hubraum und ${q("power_kw")}${tank}. Er erfüllt die geltenden Abgasnormen, springt leicht an und hält seine Drehzahl unter Last.`,
        nl: `Benzinemotor van ${q("displacement_cm3")} en ${q("power_kw")}${tank}. Hij voldoet aan de geldende emissienormen, start gemakkelijk en houdt zijn toerental onder belasting.`,
      }[locale];
    case "diesel":
      return {
        fr: `Moteur diesel de ${q("displacement_cm3")} et ${q("power_kw")}${tank}, refroidi par liquide, pour un couple élevé et une consommation réduite sur les longues journées.`,
        en: `Liquid-cooled diesel engine of ${q("displacement_cm3")} and ${q("power_kw")}${tank}, for high torque and low fuel consumption over long days.`,
        de: `Flüssigkeitsgekühlter Dieselmotor mit ${q("displacement_cm3")} Hubraum und ${q("power_kw")}${tank} für hohes Drehmoment und geringen Verbrauch an langen Arbeitstagen.`,
        nl: `Vloeistofgekoelde dieselmotor van ${q("displacement_cm3")} en ${q("power_kw")}${tank}, voor een hoog koppel en een laag verbruik tijdens lange werkdagen.`,
      }[locale];
    case "battery":
      return {
        fr: `Moteur sans balais de ${q("power_kw")}, alimenté par la plateforme de batteries ${q("battery_voltage_v")} de la marque : aucune émission sur le lieu de travail, un niveau sonore de ${q("noise_db")} et les mêmes batteries pour toute la gamme.`,
        en: `Brushless ${q("power_kw")} motor powered by the brand's ${q("battery_voltage_v")} battery platform: zero emissions at the work site, a noise level of ${q("noise_db")}, and the same batteries across the whole range.`,
        de: `Bürstenloser Motor mit ${q("power_kw")}, versorgt von der Akkuplattform der Marke mit ${q("battery_voltage_v")}: keine Emissionen am Einsatzort, ein Schalldruckpegel von ${q("noise_db")} und dieselben Akkus für die gesamte Produktreihe.`,
        nl: `Borstelloze motor van ${q("power_kw")}, gevoed door het accuplatform van ${q("battery_voltage_v")} van het merk: geen uitstoot op de werkplek, een geluidsniveau van ${q("noise_db")} en dezelfde accu's voor het hele gamma.`,
      }[locale];
    case "electric":
      return {
        fr: `Moteur électrique de ${q("power_kw")} sur secteur : puissance constante, aucun entretien de moteur et un fonctionnement silencieux, idéal en intérieur ou près des habitations.`,
        en: `${q("power_kw")} mains electric motor: constant power, no engine maintenance and quiet running, ideal indoors or near homes.`,
        de: `Elektromotor mit ${q("power_kw")} für den Netzbetrieb: konstante Leistung, keine Motorwartung und leiser Betrieb, ideal in Hallen oder in der Nähe von Wohnhäusern.`,
        nl: `Elektromotor van ${q("power_kw")} op netstroom: constant vermogen, geen motoronderhoud en een stille werking, ideaal binnen of in de buurt van woningen.`,
      }[locale];
    case null:
      return {
        fr: "Entraînement par la prise de force du tracteur (540 tr/min) : aucun moteur à entretenir, et toute la puissance du tracteur disponible pour le travail.",
        en: "Driven by the tractor's PTO (540 rpm): no engine to maintain, and the tractor's full power available for the work.",
        de: "Antrieb über die Zapfwelle des Traktors (540 U/min): kein eigener Motor zu warten, und die volle Traktorleistung steht für die Arbeit bereit.",
        nl: "Aangedreven door de aftakas van de trekker (540 tpm): geen motor om te onderhouden, en het volledige trekkervermogen beschikbaar voor het werk.",
      }[locale];
  }
}

const tierSentences: Record<MachineSeed["tier"], Translated> = {
  compact: {
    fr: "Un modèle compact et abordable, taillé pour les paysagistes, les collectivités et les particuliers exigeants.",
    en: "A compact, affordable model built for landscapers, local authorities and demanding homeowners.",
    de: "Ein kompaktes, preisgünstiges Modell für Landschaftsgärtner, Kommunen und anspruchsvolle Privatanwender.",
    nl: "Een compact en betaalbaar model voor hoveniers, gemeenten en veeleisende particulieren.",
  },
  professional: {
    fr: "Un modèle professionnel pensé pour un usage quotidien, avec des pièces d'usure accessibles et une garantie de deux ans.",
    en: "A professional model designed for daily use, with easy-to-reach wear parts and a two-year warranty.",
    de: "Ein Profimodell für den täglichen Einsatz, mit leicht zugänglichen Verschleißteilen und zwei Jahren Garantie.",
    nl: "Een professioneel model voor dagelijks gebruik, met goed bereikbare slijtdelen en twee jaar garantie.",
  },
  intensive: {
    fr: "Conçu pour un usage intensif par les entreprises et les loueurs, ce modèle combine châssis renforcé, composants surdimensionnés et intervalles d'entretien allongés.",
    en: "Built for intensive use by contractors and rental companies, this model combines a reinforced frame, oversized components and longer service intervals.",
    de: "Für den Dauereinsatz bei Lohnunternehmen und Vermietern gebaut, kombiniert dieses Modell einen verstärkten Rahmen, überdimensionierte Komponenten und verlängerte Wartungsintervalle.",
    nl: "Gebouwd voor intensief gebruik door loonwerkers en verhuurbedrijven, combineert dit model een versterkt chassis, overgedimensioneerde onderdelen en langere onderhoudsintervallen.",
  },
};

function versionsSentence(machine: MachineSeed, locale: Locale): string {
  const labels = machine.variants.flatMap((variant) => (variant.label ? [inSentence(locale, variantLabel(variant.label)[locale])] : []));
  if (labels.length < 2) return "";
  const list = orList(locale, labels);
  return {
    fr: ` Disponible en ${labels.length} versions : ${list}.`,
    en: ` Available in ${labels.length} versions: ${list}.`,
    de: ` Erhältlich in ${labels.length} Ausführungen: ${list}.`,
    nl: ` Verkrijgbaar in ${labels.length} uitvoeringen: ${list}.`,
  }[locale];
}

export function machineDescription(machine: MachineSeed): Translated {
  return perLocale(
    (locale) =>
      `${familyParagraph(machine, locale)}\n\n${engineParagraph(machine, locale)} ${tierSentences[machine.tier][locale]}${versionsSentence(machine, locale)}`,
  );
}

export const machineTips: Record<MachineFamilyKey, Translated> = {
  "lawn-mower": {
    fr: "Tondez sur herbe sèche et ne coupez jamais plus d'un tiers de la hauteur de l'herbe en un passage : la coupe est plus nette et la pelouse résiste mieux à la sécheresse.\n\nAprès chaque utilisation, nettoyez le dessous du carter, machine arrêtée et antiparasite de bougie débranché (ou batterie retirée). Faites affûter la lame au moins une fois par saison et remplacez les pièces d'usure avec le kit d'entretien du modèle.",
    en: "Mow dry grass and never remove more than a third of its height in one pass: the cut is cleaner and the lawn copes better with drought.\n\nAfter each use, clean the underside of the deck with the machine stopped and the spark plug cap disconnected (or the battery removed). Have the blade sharpened at least once a season and replace wear parts with the model's maintenance kit.",
    de: "Mähen Sie nur trockenes Gras und kürzen Sie es pro Durchgang um höchstens ein Drittel seiner Höhe: Der Schnitt wird sauberer und der Rasen übersteht Trockenheit besser.\n\nReinigen Sie nach jedem Einsatz die Unterseite des Gehäuses bei stehender Maschine und abgezogenem Zündkerzenstecker (bzw. entnommenem Akku). Lassen Sie das Messer mindestens einmal pro Saison schärfen und ersetzen Sie Verschleißteile mit dem Wartungsset des Modells.",
    nl: "Maai droog gras en haal per maaibeurt nooit meer dan een derde van de lengte weg: de snede is strakker en het gazon kan beter tegen droogte.\n\nReinig na elk gebruik de onderkant van het maaidek met de machine uitgeschakeld en de bougiedop losgemaakt (of de accu verwijderd). Laat het mes minstens één keer per seizoen slijpen en vervang slijtdelen met de onderhoudskit van het model.",
  },
  "ride-on-mower": {
    fr: "Avant chaque utilisation, contrôlez la pression des pneus, le niveau d'huile (modèles thermiques) et le bon fonctionnement du contacteur de siège. En pente, roulez dans le sens de la pente et jamais en travers au-delà de 10°.\n\nRincez le plateau de coupe après chaque utilisation grâce au raccord de lavage, et faites la révision des 50 heures avec le kit d'entretien : filtres, bougie, huile et contrôle des courroies.",
    en: "Before each use, check tyre pressures, the oil level (engine models) and that the seat switch works. On slopes, drive up and down, never across when the gradient exceeds 10°.\n\nRinse the cutting deck after each use through the wash-out port, and carry out the 50-hour service with the maintenance kit: filters, spark plug, oil and belt check.",
    de: "Prüfen Sie vor jedem Einsatz den Reifendruck, den Ölstand (Modelle mit Verbrennungsmotor) und die Funktion des Sitzkontaktschalters. Fahren Sie am Hang immer in Falllinie und ab 10° Neigung nie quer zum Hang.\n\nSpülen Sie das Mähwerk nach jedem Einsatz über den Wasseranschluss und führen Sie die 50-Stunden-Inspektion mit dem Wartungsset durch: Filter, Zündkerze, Öl und Kontrolle der Riemen.",
    nl: "Controleer vóór elk gebruik de bandenspanning, het oliepeil (modellen met verbrandingsmotor) en de werking van de stoelschakelaar. Rij op hellingen steeds recht op en neer, en nooit dwars bij meer dan 10°.\n\nSpoel het maaidek na elk gebruik schoon via de wasaansluiting en voer de onderhoudsbeurt van 50 draaiuren uit met de onderhoudskit: filters, bougie, olie en controle van de riemen.",
  },
  "brush-cutter": {
    fr: "Portez toujours une visière ou des lunettes, des protections auditives, des gants et un pantalon résistant, et gardez une distance de 15 mètres avec toute autre personne.\n\nRéglez le harnais pour que l'outil de coupe flotte à quelques centimètres du sol, et graissez le renvoi d'angle toutes les 50 heures. Avec une lame, n'attaquez jamais un obstacle avec le secteur avant de la lame, pour éviter les rebonds.",
    en: "Always wear a visor or safety glasses, hearing protection, gloves and sturdy trousers, and keep 15 metres away from anyone else.\n\nAdjust the harness so the cutting attachment floats a few centimetres above the ground, and grease the gear head every 50 hours. With a blade, never attack an obstacle with the front sector of the blade, to avoid kickback.",
    de: "Tragen Sie stets Visier oder Schutzbrille, Gehörschutz, Handschuhe und eine robuste Hose, und halten Sie 15 Meter Abstand zu anderen Personen.\n\nStellen Sie den Gurt so ein, dass das Schneidwerkzeug wenige Zentimeter über dem Boden schwebt, und schmieren Sie das Winkelgetriebe alle 50 Betriebsstunden. Setzen Sie ein Messer nie mit dem vorderen Bereich an ein Hindernis an, um Rückschläge zu vermeiden.",
    nl: "Draag altijd een vizier of veiligheidsbril, gehoorbescherming, handschoenen en een stevige broek, en houd 15 meter afstand van andere personen.\n\nStel het draagstel zo af dat het snijgereedschap enkele centimeters boven de grond zweeft, en smeer de haakse overbrenging om de 50 draaiuren. Zet een mes nooit met het voorste deel tegen een obstakel, om terugslag te voorkomen.",
  },
  "hedge-trimmer": {
    fr: "Taillez d'abord les faces latérales de bas en haut, puis le dessus de la haie, en gardant le lamier légèrement incliné vers l'extérieur.\n\nNettoyez et lubrifiez le lamier après chaque utilisation avec un spray dissolvant de résine, et contrôlez le serrage des vis du lamier toutes les 25 heures. Respectez les périodes de nidification : évitez les tailles sévères du printemps au milieu de l'été.",
    en: "Trim the sides first, working upwards, then the top of the hedge, keeping the blade tilted slightly outwards.\n\nClean and lubricate the blades after each use with resin solvent spray, and check the blade bolts every 25 hours. Respect nesting seasons: avoid hard cutting from spring to midsummer.",
    de: "Schneiden Sie zuerst die Seiten von unten nach oben, dann die Heckenoberseite, und halten Sie das Messer dabei leicht nach außen geneigt.\n\nReinigen und schmieren Sie die Messer nach jedem Einsatz mit Harzlöser-Spray und prüfen Sie die Messerschrauben alle 25 Betriebsstunden. Beachten Sie die Brutzeiten: Vermeiden Sie starke Rückschnitte vom Frühjahr bis zum Hochsommer.",
    nl: "Snoei eerst de zijkanten van onder naar boven en daarna de bovenkant van de haag, met het mes licht naar buiten gekanteld.\n\nReinig en smeer de messen na elk gebruik met harsoplosser en controleer de mesbouten om de 25 draaiuren. Houd rekening met het broedseizoen: vermijd zware snoei van de lente tot midden in de zomer.",
  },
  chainsaw: {
    fr: "Vérifiez la tension de la chaîne à froid avant chaque plein : elle doit glisser à la main sur le guide sans pendre sous celui-ci. Contrôlez le frein de chaîne et le graissage avant de commencer.\n\nAffûtez la chaîne avec une lime ronde au diamètre adapté à son pas, en gardant le même angle sur toutes les gouges, et retournez le guide à chaque changement de chaîne. Travaillez toujours avec l'équipement de protection complet.",
    en: "Check chain tension cold before each refill: the chain should slide by hand along the bar without sagging beneath it. Test the chain brake and lubrication before you start.\n\nSharpen the chain with a round file of the diameter suited to its pitch, keeping the same angle on every cutter, and turn the bar over at every chain change. Always work in full protective equipment.",
    de: "Prüfen Sie vor jedem Nachfüllen die Kettenspannung im kalten Zustand: Die Kette muss sich von Hand auf der Schiene ziehen lassen, ohne unten durchzuhängen. Kontrollieren Sie Kettenbremse und Schmierung vor Arbeitsbeginn.\n\nSchärfen Sie die Kette mit einer Rundfeile im passenden Durchmesser für ihre Teilung und mit gleichem Winkel an allen Zähnen, und wenden Sie die Schiene bei jedem Kettenwechsel. Arbeiten Sie immer in vollständiger Schutzausrüstung.",
    nl: "Controleer de kettingspanning in koude toestand vóór elke tankbeurt: de ketting moet met de hand over het zwaard glijden zonder eronder door te hangen. Controleer de kettingrem en de smering voordat u begint.\n\nSlijp de ketting met een ronde vijl met de juiste diameter voor de steek, onder dezelfde hoek op alle tanden, en draai het zwaard om bij elke kettingwissel. Werk altijd met volledige beschermingsuitrusting.",
  },
  "log-splitter": {
    fr: "Installez la fendeuse sur un sol plat et stable, et ne fendez jamais à deux : une seule personne commande la machine. Fendez dans le sens des fibres, en plaçant les nœuds à l'opposé du coin.\n\nContrôlez le niveau d'huile hydraulique avant chaque journée, purgez l'air du circuit après un transport et remplacez l'huile et son filtre toutes les 200 heures.",
    en: "Set the splitter up on flat, stable ground and never split with two people: only one person operates the machine. Split along the grain, with knots facing away from the wedge.\n\nCheck the hydraulic oil level before each working day, bleed air from the circuit after transport, and change the oil and its filter every 200 hours.",
    de: "Stellen Sie den Holzspalter auf ebenen, festen Boden und spalten Sie nie zu zweit: Nur eine Person bedient die Maschine. Spalten Sie in Faserrichtung und legen Sie Äste vom Keil abgewandt.\n\nPrüfen Sie vor jedem Arbeitstag den Hydraulikölstand, entlüften Sie den Kreislauf nach dem Transport und wechseln Sie Öl und Filter alle 200 Betriebsstunden.",
    nl: "Zet de houtklover op een vlakke, stevige ondergrond en klief nooit met twee: slechts één persoon bedient de machine. Klief in de richting van de vezels, met de knoesten van de wig af.\n\nControleer vóór elke werkdag het peil van de hydraulische olie, ontlucht het circuit na transport en vervang de olie en het filter om de 200 draaiuren.",
  },
  "wood-chipper": {
    fr: "Introduisez les branches par le gros bout, sans jamais passer les mains au-delà du rideau de la trémie, et gardez l'arrêt d'urgence à portée. Retirez pierres, clous et fils de fer du bois à broyer.\n\nRetournez puis affûtez les couteaux dès que les copeaux s'effilochent, réglez le contre-couteau à chaque intervention et contrôlez la tension des courroies toutes les 50 heures.",
    en: "Feed branches butt end first, never reaching past the hopper curtain, and keep the emergency stop within reach. Remove stones, nails and wire from the wood to be chipped.\n\nTurn and then sharpen the knives as soon as the chips become stringy, set the anvil at each intervention and check belt tension every 50 hours.",
    de: "Führen Sie die Äste mit dem dicken Ende zuerst ein, greifen Sie nie über den Trichtervorhang hinaus und halten Sie den Not-Aus in Reichweite. Entfernen Sie Steine, Nägel und Draht aus dem Häckselgut.\n\nWenden und schärfen Sie die Messer, sobald die Hackschnitzel ausfransen, stellen Sie das Gegenmesser bei jedem Eingriff nach und prüfen Sie die Riemenspannung alle 50 Betriebsstunden.",
    nl: "Voer takken met het dikke uiteinde eerst in, reik nooit voorbij het gordijn van de trechter en houd de noodstop binnen handbereik. Verwijder stenen, spijkers en draad uit het hout.\n\nKeer en slijp de messen zodra de snippers rafelig worden, stel het tegenmes bij elke ingreep af en controleer de riemspanning om de 50 draaiuren.",
  },
};
