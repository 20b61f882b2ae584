import type { Block } from "@portal/domain/content/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { brandSeeds } from "./brands";
import type { Translated } from "./identity";
import { mediaRef } from "./media";
import { brandProductsPath, contactPath, pagePath } from "./routes";

export type PageCategoryCode = "help" | "legal";

/** Document ids of the company, help and legal pages, in footer order. */
export const contentPageIds = [
  "page-about",
  "page-delivery",
  "page-terms",
  "page-legal-notice",
  "page-privacy",
  "page-cookies",
  "page-warranty",
] as const;
export type ContentPageId = (typeof contentPageIds)[number];

type Section = { title: string; paragraphs: string[] };

type PageText = {
  slug: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  sections: Section[];
};

export type ContentPageSeed = {
  documentId: ContentPageId;
  /** Stable id written in the JSON: the same in every locale, as the document is one entry. */
  id: number;
  category: PageCategoryCode | null;
  text: Translated<PageText>;
  /** Arranges the rich-text sections with other blocks; by default the sections alone. */
  compose?: (locale: Locale, sections: Block[]) => Block[];
};

type PageCategorySeed = { documentId: PageCategoryCode; id: number; text: Translated<{ slug: string; title: string }> };

export const pageCategorySeeds: PageCategorySeed[] = [
  {
    documentId: "help",
    id: 1,
    text: {
      fr: { slug: "aide", title: "Aide" },
      en: { slug: "help", title: "Help" },
      de: { slug: "hilfe", title: "Hilfe" },
      nl: { slug: "hulp", title: "Hulp" },
    },
  },
  {
    documentId: "legal",
    id: 2,
    text: {
      fr: { slug: "informations-legales", title: "Informations légales" },
      en: { slug: "legal-information", title: "Legal information" },
      de: { slug: "rechtliches", title: "Rechtliches" },
      nl: { slug: "juridische-informatie", title: "Juridische informatie" },
    },
  },
];

const aboutMediaText: Translated<{ title: string; text: string; cta: string }> = {
  fr: {
    title: "Notre atelier et notre entrepôt central de pièces",
    text: "Chaque machine est assemblée et testée sur notre site de Cholet avant son départ. Juste à côté, notre entrepôt central tient en stock plus de 38 000 références et prépare chaque jour ouvré les commandes de notre réseau.",
    cta: "Nous contacter",
  },
  en: {
    title: "Our workshop and central parts warehouse",
    text: "Every machine is assembled and tested at our Cholet site before it leaves. Next door, our central warehouse keeps more than 38,000 part numbers in stock and prepares our network's orders every working day.",
    cta: "Contact us",
  },
  de: {
    title: "Unsere Werkstatt und unser Zentrallager für Ersatzteile",
    text: "Jede Maschine wird an unserem Standort in Cholet montiert und geprüft, bevor sie das Werk verlässt. Direkt daneben hält unser Zentrallager mehr als 38.000 Artikel vorrätig und bereitet an jedem Werktag die Bestellungen unseres Händlernetzes vor.",
    cta: "Kontakt aufnehmen",
  },
  nl: {
    title: "Onze werkplaats en ons centrale onderdelenmagazijn",
    text: "Elke machine wordt in onze vestiging in Cholet geassembleerd en getest voordat ze vertrekt. Direct ernaast houdt ons centrale magazijn meer dan 38.000 artikelen op voorraad en maakt het elke werkdag de bestellingen van ons netwerk klaar.",
    cta: "Contact opnemen",
  },
};

export const brandsTitle: Translated = { fr: "Nos marques", en: "Our brands", de: "Unsere Marken", nl: "Onze merken" };

export function brandsBlock(locale: Locale): Block {
  return {
    __component: "blocks.brands",
    title: brandsTitle[locale],
    items: brandSeeds.map((brand) => ({ name: brand.name, logo: mediaRef(brand.logo, locale), url: brandProductsPath(brand.code) })),
  };
}

const about: ContentPageSeed = {
  documentId: "page-about",
  id: 2,
  category: null,
  text: {
    fr: {
      slug: "qui-sommes-nous",
      title: "Qui sommes-nous",
      metaTitle: "Qui sommes-nous | Orvane Machines",
      metaDescription:
        "Depuis 1962, Orvane Machines conçoit des machines de jardin, de forêt et d'équipement compact, et fournit leurs pièces d'origine à un réseau de concessionnaires et d'ateliers professionnels.",
      sections: [
        {
          title: "Un constructeur, de l'atelier au comptoir pièces",
          paragraphs: [
            "Orvane Machines est née en 1962 à Cholet, dans l'ouest de la France, sous la forme d'un atelier de réparation de matériel agricole. Aujourd'hui, nous concevons et assemblons des machines de jardin, de forêt et d'équipement industriel compact, et nous fournissons leurs pièces d'origine aux professionnels de France, de Belgique, du Luxembourg, d'Allemagne et des Pays-Bas.",
            "Nos clients sont des concessionnaires, des ateliers de réparation, des paysagistes et des collectivités. Ce portail a été conçu pour eux : prix nets, disponibilité des stocks, vues éclatées et suivi des commandes, réunis dans un seul compte professionnel.",
          ],
        },
        {
          title: "Nos engagements",
          paragraphs: [
            "Des pièces d'origine fabriquées selon les spécifications de chaque machine, identifiées par une référence unique et traçables de nos fournisseurs jusqu'à votre atelier.",
            "Une disponibilité des pièces pendant au moins dix ans après l'arrêt de fabrication d'un modèle, pour que les machines que vous vendez restent réparables tout au long de leur vie.",
            "Une équipe technique composée d'anciens mécaniciens, qui vous aide à identifier la bonne pièce, à lire une vue éclatée ou à établir un diagnostic.",
          ],
        },
      ],
    },
    en: {
      slug: "about-us",
      title: "About us",
      metaTitle: "About us | Orvane Machines",
      metaDescription:
        "Since 1962, Orvane Machines has designed garden, forestry and compact equipment and supplied its genuine parts to a network of professional dealers and workshops.",
      sections: [
        {
          title: "A manufacturer, from the workshop to the parts counter",
          paragraphs: [
            "Orvane Machines was founded in 1962 in Cholet, in western France, as a repair workshop for farm machinery. Today we design and assemble garden, forestry and compact industrial machines, and supply their genuine parts to professionals in France, Belgium, Luxembourg, Germany and the Netherlands.",
            "Our customers are dealers, repair shops, landscapers and local authorities. This portal was built for them: net prices, stock availability, exploded views and order tracking, all in one professional account.",
          ],
        },
        {
          title: "Our commitments",
          paragraphs: [
            "Genuine parts made to the specifications of each machine, identified by a unique part number and traceable from our suppliers to your workshop.",
            "Parts availability for at least ten years after a model goes out of production, so that the machines you sell can be repaired throughout their working life.",
            "A technical team of former mechanics who help you identify the right part, read an exploded view or diagnose a fault.",
          ],
        },
      ],
    },
    de: {
      slug: "ueber-uns",
      title: "Über uns",
      metaTitle: "Über uns | Orvane Machines",
      metaDescription:
        "Seit 1962 entwickelt Orvane Machines Garten-, Forst- und Kompaktmaschinen und liefert die passenden Originalteile an ein Netz professioneller Fachhändler und Werkstätten.",
      sections: [
        {
          title: "Ein Hersteller – von der Werkstatt bis zur Teiletheke",
          paragraphs: [
            "Orvane Machines wurde 1962 im westfranzösischen Cholet als Reparaturwerkstatt für Landmaschinen gegründet. Heute entwickeln und montieren wir Garten-, Forst- und kompakte Industriemaschinen und liefern ihre Originalteile an Fachbetriebe in Frankreich, Belgien, Luxemburg, Deutschland und den Niederlanden.",
            "Unsere Kunden sind Fachhändler, Reparaturwerkstätten, Garten- und Landschaftsbaubetriebe sowie Kommunen. Für sie haben wir dieses Portal entwickelt: Nettopreise, Lagerverfügbarkeit, Explosionszeichnungen und Auftragsverfolgung in einem einzigen Geschäftskundenkonto.",
          ],
        },
        {
          title: "Unsere Zusagen",
          paragraphs: [
            "Originalteile, gefertigt nach den Spezifikationen jeder Maschine, mit eindeutiger Teilenummer und rückverfolgbar von unseren Lieferanten bis in Ihre Werkstatt.",
            "Ersatzteilverfügbarkeit für mindestens zehn Jahre nach Produktionsende eines Modells, damit die Maschinen, die Sie verkaufen, während ihrer gesamten Lebensdauer reparierbar bleiben.",
            "Ein technisches Team aus ehemaligen Mechanikern, das Ihnen hilft, das richtige Teil zu finden, eine Explosionszeichnung zu lesen oder eine Störung zu diagnostizieren.",
          ],
        },
      ],
    },
    nl: {
      slug: "over-ons",
      title: "Over ons",
      metaTitle: "Over ons | Orvane Machines",
      metaDescription:
        "Sinds 1962 ontwikkelt Orvane Machines tuin-, bosbouw- en compacte machines en levert het de originele onderdelen aan een netwerk van professionele dealers en werkplaatsen.",
      sections: [
        {
          title: "Een fabrikant, van de werkplaats tot de onderdelenbalie",
          paragraphs: [
            "Orvane Machines werd in 1962 opgericht in Cholet, in het westen van Frankrijk, als reparatiewerkplaats voor landbouwmachines. Vandaag ontwerpen en assembleren we tuin-, bosbouw- en compacte industriële machines, en leveren we de originele onderdelen aan professionals in Frankrijk, België, Luxemburg, Duitsland en Nederland.",
            "Onze klanten zijn dealers, reparatiewerkplaatsen, hoveniers en gemeenten. Voor hen hebben we dit portaal gebouwd: nettoprijzen, voorraadbeschikbaarheid, explosietekeningen en het volgen van bestellingen, allemaal in één professioneel account.",
          ],
        },
        {
          title: "Onze toezeggingen",
          paragraphs: [
            "Originele onderdelen, gemaakt volgens de specificaties van elke machine, met een uniek artikelnummer en traceerbaar van onze leveranciers tot in uw werkplaats.",
            "Beschikbaarheid van onderdelen tot minstens tien jaar nadat een model uit productie is gegaan, zodat de machines die u verkoopt hun hele levensduur lang herstelbaar blijven.",
            "Een technisch team van voormalige monteurs dat u helpt het juiste onderdeel te vinden, een explosietekening te lezen of een storing op te sporen.",
          ],
        },
      ],
    },
  },
  // The company story gets a picture of the workshop and the brand logos between its sections.
  compose: (locale, [story, commitments]) => [
    ...(story ? [story] : []),
    {
      __component: "blocks.media-text",
      title: aboutMediaText[locale].title,
      text: aboutMediaText[locale].text,
      image: mediaRef("heroWorkshop", locale),
      imagePosition: "right",
      cta: { label: aboutMediaText[locale].cta, url: contactPath, external: false },
    },
    ...(commitments ? [commitments] : []),
    brandsBlock(locale),
  ],
};

const delivery: ContentPageSeed = {
  documentId: "page-delivery",
  id: 3,
  category: "help",
  text: {
    fr: {
      slug: "livraison-et-retours",
      title: "Livraison et retours",
      metaTitle: "Livraison et retours | Orvane Machines",
      metaDescription:
        "Délais de livraison des pièces et des machines, réception des colis et conditions de retour pour les clients professionnels d'Orvane Machines.",
      sections: [
        {
          title: "Délais de livraison",
          paragraphs: [
            "Les pièces et accessoires en stock sont livrés sous 24 à 72 heures selon la destination. Les commandes validées avant 15 h un jour ouvré quittent notre entrepôt le jour même.",
            "Les articles hors stock ou en cours de réapprovisionnement sont livrés sous 15 jours. Vous êtes prévenu par e-mail dès leur expédition.",
            "Les machines sont livrées sur palette par transporteur, sur rendez-vous, sous 5 à 10 jours ouvrés.",
          ],
        },
        {
          title: "Réception des colis",
          paragraphs: [
            "Vérifiez le nombre et l'état des colis en présence du livreur. Toute avarie ou tout manquant doit être noté précisément sur le bon de livraison, puis confirmé au transporteur par lettre recommandée dans les trois jours, avec une copie à notre service client.",
            "Tout écart entre la livraison et votre commande doit être signalé au service client dans les 8 jours suivant la réception.",
          ],
        },
        {
          title: "Retours",
          paragraphs: [
            "Une pièce commandée par erreur peut être retournée dans les 30 jours suivant la livraison, non utilisée et dans son emballage d'origine, après obtention d'un numéro de retour auprès du service client. Les pièces électriques et électroniques dont l'emballage a été ouvert, ainsi que les pièces commandées spécialement pour vous, ne sont ni reprises ni échangées.",
            "Après réception et contrôle des pièces, un avoir est établi sur votre compte. Les retours consécutifs à une erreur de notre part sont enlevés à nos frais.",
          ],
        },
      ],
    },
    en: {
      slug: "delivery-and-returns",
      title: "Delivery and returns",
      metaTitle: "Delivery and returns | Orvane Machines",
      metaDescription:
        "Delivery times for parts and machines, receiving your parcels and return conditions for Orvane Machines professional customers.",
      sections: [
        {
          title: "Delivery times",
          paragraphs: [
            "Parts and accessories in stock are delivered within 24 to 72 hours depending on the destination. Orders confirmed before 3 pm on a working day leave our warehouse the same day.",
            "Out-of-stock items and parts awaiting restocking are delivered within 15 days. We email you as soon as they are shipped.",
            "Machines are delivered on pallets by haulier, by appointment, within 5 to 10 working days.",
          ],
        },
        {
          title: "Receiving your parcels",
          paragraphs: [
            "Check the number and condition of the parcels in the driver's presence. Any damage or missing parcel must be noted precisely on the delivery note, then confirmed to the carrier by registered letter within three days, with a copy to our customer service.",
            "Any discrepancy between the delivery and your order must be reported to customer service within 8 days of receipt.",
          ],
        },
        {
          title: "Returns",
          paragraphs: [
            "A part ordered by mistake may be returned within 30 days of delivery, unused and in its original packaging, once you have obtained a return number from customer service. Electrical and electronic parts whose packaging has been opened, and parts ordered specially for you, cannot be returned or exchanged.",
            "Once the parts have been received and inspected, a credit note is issued to your account. Returns resulting from an error on our part are collected at our expense.",
          ],
        },
      ],
    },
    de: {
      slug: "lieferung-und-ruecksendung",
      title: "Lieferung und Rücksendung",
      metaTitle: "Lieferung und Rücksendung | Orvane Machines",
      metaDescription:
        "Lieferzeiten für Teile und Maschinen, Warenannahme und Rücksendebedingungen für Geschäftskunden von Orvane Machines.",
      sections: [
        {
          title: "Lieferzeiten",
          paragraphs: [
            "Lagerteile und Zubehör werden je nach Zielort innerhalb von 24 bis 72 Stunden geliefert. Bestellungen, die an einem Werktag vor 15 Uhr bestätigt werden, verlassen unser Lager noch am selben Tag.",
            "Nicht vorrätige Artikel und Teile in Nachlieferung werden innerhalb von 15 Tagen geliefert. Wir informieren Sie per E-Mail, sobald sie versandt sind.",
            "Maschinen werden auf Paletten per Spedition nach Terminvereinbarung innerhalb von 5 bis 10 Werktagen geliefert.",
          ],
        },
        {
          title: "Warenannahme",
          paragraphs: [
            "Prüfen Sie Anzahl und Zustand der Packstücke im Beisein des Fahrers. Beschädigungen oder fehlende Packstücke sind genau auf dem Lieferschein zu vermerken und dem Transportunternehmen innerhalb von drei Tagen per Einschreiben zu bestätigen, mit Kopie an unseren Kundenservice.",
            "Abweichungen zwischen Lieferung und Bestellung sind dem Kundenservice innerhalb von 8 Tagen nach Erhalt zu melden.",
          ],
        },
        {
          title: "Rücksendungen",
          paragraphs: [
            "Irrtümlich bestellte Teile können innerhalb von 30 Tagen nach Lieferung unbenutzt und in der Originalverpackung zurückgesandt werden, nachdem Sie beim Kundenservice eine Rücksendenummer erhalten haben. Elektrische und elektronische Teile mit geöffneter Verpackung sowie eigens für Sie bestellte Teile sind von Rücknahme und Umtausch ausgeschlossen.",
            "Nach Eingang und Prüfung der Teile erhalten Sie eine Gutschrift auf Ihr Kundenkonto. Rücksendungen aufgrund eines Fehlers unsererseits holen wir auf unsere Kosten ab.",
          ],
        },
      ],
    },
    nl: {
      slug: "levering-en-retour",
      title: "Levering en retour",
      metaTitle: "Levering en retour | Orvane Machines",
      metaDescription:
        "Levertijden voor onderdelen en machines, ontvangst van pakketten en retourvoorwaarden voor professionele klanten van Orvane Machines.",
      sections: [
        {
          title: "Levertijden",
          paragraphs: [
            "Onderdelen en accessoires op voorraad worden, afhankelijk van de bestemming, binnen 24 tot 72 uur geleverd. Bestellingen die op een werkdag vóór 15.00 uur worden bevestigd, verlaten ons magazijn nog dezelfde dag.",
            "Artikelen die niet op voorraad zijn of worden nabesteld, worden binnen 15 dagen geleverd. U ontvangt een e-mail zodra ze zijn verzonden.",
            "Machines worden op pallets door een transporteur geleverd, op afspraak, binnen 5 tot 10 werkdagen.",
          ],
        },
        {
          title: "Ontvangst van uw pakketten",
          paragraphs: [
            "Controleer het aantal en de staat van de pakketten in aanwezigheid van de chauffeur. Schade of ontbrekende pakketten moeten nauwkeurig op de vrachtbrief worden vermeld en binnen drie dagen per aangetekende brief aan de vervoerder worden bevestigd, met een kopie aan onze klantenservice.",
            "Verschillen tussen de levering en uw bestelling meldt u binnen 8 dagen na ontvangst aan de klantenservice.",
          ],
        },
        {
          title: "Retourzendingen",
          paragraphs: [
            "Een per vergissing besteld onderdeel kan binnen 30 dagen na levering ongebruikt en in de originele verpakking worden teruggestuurd, nadat u bij de klantenservice een retournummer hebt gekregen. Elektrische en elektronische onderdelen waarvan de verpakking is geopend en speciaal voor u bestelde onderdelen worden niet teruggenomen of geruild.",
            "Na ontvangst en controle van de onderdelen wordt een creditnota op uw account aangemaakt. Retourzendingen door een fout van onze kant halen wij op onze kosten op.",
          ],
        },
      ],
    },
  },
};

const terms: ContentPageSeed = {
  documentId: "page-terms",
  id: 4,
  category: "legal",
  text: {
    fr: {
      slug: "conditions-generales-de-vente",
      title: "Conditions générales de vente",
      metaTitle: "Conditions générales de vente | Orvane Machines",
      metaDescription:
        "Conditions générales de vente applicables aux commandes passées par les clients professionnels sur le portail Orvane Machines.",
      sections: [
        {
          title: "Champ d'application et commandes",
          paragraphs: [
            "Les présentes conditions s'appliquent à toutes les ventes conclues sur le portail professionnel d'Orvane Machines. Le portail est réservé aux clients professionnels (concessionnaires, ateliers de réparation, paysagistes et collectivités) dont le compte a été validé. Toute commande emporte l'acceptation sans réserve des présentes conditions, qui prévalent sur les conditions d'achat du client.",
            "La commande est ferme dès sa validation en ligne. Une confirmation de commande est envoyée par e-mail ; elle récapitule les articles, les prix et les délais de livraison prévus.",
          ],
        },
        {
          title: "Prix et paiement",
          paragraphs: [
            "Les prix sont indiqués en euros hors taxes, selon les conditions tarifaires de votre compte, et sont ceux en vigueur au jour de la commande. Les frais de port sont indiqués avant la validation de la commande.",
            "Les factures sont payables par carte bancaire à la commande ou, pour les comptes bénéficiant de conditions de paiement, par virement à 30 jours date de facture. Tout retard de paiement entraîne de plein droit des pénalités égales à trois fois le taux d'intérêt légal ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 €.",
          ],
        },
        {
          title: "Livraison, transfert des risques et réserve de propriété",
          paragraphs: [
            "Les délais de livraison sont précisés sur notre page Livraison et retours. Les risques sont transférés au client dès la livraison.",
            "Les marchandises restent la propriété d'Orvane Machines SAS jusqu'au paiement intégral de leur prix. Jusqu'à cette date, le client ne peut ni les donner en gage ni en transférer la propriété à titre de garantie.",
          ],
        },
        {
          title: "Garantie et litiges",
          paragraphs: [
            "Les machines et les pièces bénéficient de la garantie constructeur décrite dans notre politique de garantie. Les présentes conditions sont soumises au droit français ; à défaut d'accord amiable, tout litige relève de la compétence exclusive du tribunal de commerce d'Angers.",
          ],
        },
      ],
    },
    en: {
      slug: "terms-and-conditions",
      title: "Terms and conditions of sale",
      metaTitle: "Terms and conditions of sale | Orvane Machines",
      metaDescription: "Terms and conditions of sale applying to orders placed by professional customers on the Orvane Machines portal.",
      sections: [
        {
          title: "Scope and orders",
          paragraphs: [
            "These terms apply to all sales concluded on the Orvane Machines professional portal. The portal is reserved for professional customers (dealers, repair shops, landscapers and local authorities) whose account has been validated. Placing an order implies unreserved acceptance of these terms, which prevail over the customer's own terms of purchase.",
            "An order is binding once it has been confirmed online. An order confirmation is sent by email, summarising the items, prices and expected delivery times.",
          ],
        },
        {
          title: "Prices and payment",
          paragraphs: [
            "Prices are shown in euros excluding VAT, according to the price conditions of your account, and are those in force on the day of the order. Shipping costs are shown before the order is confirmed.",
            "Invoices are payable by card when ordering or, for accounts with payment terms, by bank transfer within 30 days of the invoice date. Any late payment automatically incurs penalties equal to three times the French statutory interest rate and a fixed recovery fee of €40.",
          ],
        },
        {
          title: "Delivery, transfer of risk and retention of title",
          paragraphs: [
            "Delivery times are set out on our Delivery and returns page. Risk passes to the customer upon delivery.",
            "The goods remain the property of Orvane Machines SAS until their price has been paid in full. Until then, the customer may not pledge them or transfer their ownership as security.",
          ],
        },
        {
          title: "Warranty and disputes",
          paragraphs: [
            "Machines and parts are covered by the manufacturer's warranty described in our warranty policy. These terms are governed by French law; failing an amicable settlement, any dispute falls under the exclusive jurisdiction of the Commercial Court of Angers.",
          ],
        },
      ],
    },
    de: {
      slug: "agb",
      title: "Allgemeine Geschäftsbedingungen",
      metaTitle: "Allgemeine Geschäftsbedingungen | Orvane Machines",
      metaDescription: "Allgemeine Geschäftsbedingungen für Bestellungen von Geschäftskunden im Portal von Orvane Machines.",
      sections: [
        {
          title: "Geltungsbereich und Bestellungen",
          paragraphs: [
            "Diese Bedingungen gelten für alle Verkäufe über das Geschäftskundenportal von Orvane Machines. Das Portal ist gewerblichen Kunden (Fachhändlern, Reparaturwerkstätten, Garten- und Landschaftsbaubetrieben sowie Kommunen) mit freigeschaltetem Konto vorbehalten. Mit der Bestellung erkennt der Kunde diese Bedingungen vorbehaltlos an; sie haben Vorrang vor seinen eigenen Einkaufsbedingungen.",
            "Die Bestellung ist mit der Bestätigung im Portal verbindlich. Eine Auftragsbestätigung mit Artikeln, Preisen und voraussichtlichen Lieferzeiten wird per E-Mail versandt.",
          ],
        },
        {
          title: "Preise und Zahlung",
          paragraphs: [
            "Die Preise verstehen sich in Euro zuzüglich Mehrwertsteuer gemäß den Preiskonditionen Ihres Kontos; maßgeblich sind die am Tag der Bestellung gültigen Preise. Die Versandkosten werden vor der Bestätigung der Bestellung angezeigt.",
            "Rechnungen sind per Karte bei der Bestellung oder, bei Konten mit vereinbartem Zahlungsziel, per Überweisung innerhalb von 30 Tagen nach Rechnungsdatum zu begleichen. Bei Zahlungsverzug fallen von Rechts wegen Verzugszinsen in Höhe des Dreifachen des französischen gesetzlichen Zinssatzes sowie eine Pauschale von 40 € für Beitreibungskosten an.",
          ],
        },
        {
          title: "Lieferung, Gefahrübergang und Eigentumsvorbehalt",
          paragraphs: [
            "Die Lieferzeiten sind auf unserer Seite „Lieferung und Rücksendung“ angegeben. Die Gefahr geht mit der Lieferung auf den Kunden über.",
            "Die Ware bleibt bis zur vollständigen Bezahlung Eigentum der Orvane Machines SAS. Bis dahin darf der Kunde sie weder verpfänden noch zur Sicherheit übereignen.",
          ],
        },
        {
          title: "Garantie und Gerichtsstand",
          paragraphs: [
            "Maschinen und Teile unterliegen der in unseren Garantiebedingungen beschriebenen Herstellergarantie. Es gilt französisches Recht; kommt keine gütliche Einigung zustande, ist ausschließlich das Handelsgericht Angers zuständig.",
          ],
        },
      ],
    },
    nl: {
      slug: "algemene-verkoopvoorwaarden",
      title: "Algemene verkoopvoorwaarden",
      metaTitle: "Algemene verkoopvoorwaarden | Orvane Machines",
      metaDescription: "Algemene verkoopvoorwaarden voor bestellingen van professionele klanten op het portaal van Orvane Machines.",
      sections: [
        {
          title: "Toepassingsgebied en bestellingen",
          paragraphs: [
            "Deze voorwaarden zijn van toepassing op alle verkopen via het professionele portaal van Orvane Machines. Het portaal is voorbehouden aan professionele klanten (dealers, reparatiewerkplaatsen, hoveniers en gemeenten) van wie het account is gevalideerd. Elke bestelling houdt de onvoorwaardelijke aanvaarding van deze voorwaarden in, die voorrang hebben op de inkoopvoorwaarden van de klant.",
            "Een bestelling is bindend zodra ze online is bevestigd. U ontvangt per e-mail een orderbevestiging met de artikelen, de prijzen en de verwachte levertijden.",
          ],
        },
        {
          title: "Prijzen en betaling",
          paragraphs: [
            "Prijzen worden vermeld in euro exclusief btw, volgens de prijsvoorwaarden van uw account, en zijn de prijzen die gelden op de dag van de bestelling. De verzendkosten worden getoond voordat u de bestelling bevestigt.",
            "Facturen worden bij de bestelling per kaart betaald of, voor accounts met betalingsvoorwaarden, per overboeking binnen 30 dagen na factuurdatum. Bij te late betaling zijn van rechtswege boetes verschuldigd gelijk aan driemaal de Franse wettelijke rente, evenals een forfaitaire vergoeding van € 40 voor invorderingskosten.",
          ],
        },
        {
          title: "Levering, risico-overgang en eigendomsvoorbehoud",
          paragraphs: [
            "De levertijden staan op onze pagina Levering en retour. Het risico gaat bij de levering over op de klant.",
            "De goederen blijven eigendom van Orvane Machines SAS tot de prijs volledig is betaald. Tot dat moment mag de klant ze niet in pand geven of de eigendom ervan tot zekerheid overdragen.",
          ],
        },
        {
          title: "Garantie en geschillen",
          paragraphs: [
            "Machines en onderdelen vallen onder de fabrieksgarantie die in ons garantiebeleid wordt beschreven. Op deze voorwaarden is het Franse recht van toepassing; bij gebrek aan een minnelijke regeling is uitsluitend de rechtbank van koophandel van Angers bevoegd.",
          ],
        },
      ],
    },
  },
};

const legalNotice: ContentPageSeed = {
  documentId: "page-legal-notice",
  id: 5,
  category: "legal",
  text: {
    fr: {
      slug: "mentions-legales",
      title: "Mentions légales",
      metaTitle: "Mentions légales | Orvane Machines",
      metaDescription: "Éditeur, hébergement et propriété intellectuelle du portail professionnel Orvane Machines.",
      sections: [
        {
          title: "Éditeur du portail",
          paragraphs: [
            "Ce portail est édité par Orvane Machines SAS, société par actions simplifiée au capital de 2 400 000 €, immatriculée au registre du commerce et des sociétés d'Angers, dont le siège social est situé 12 rue des Forges, ZI de la Bergerie, 49300 Cholet, France.",
            "Téléphone : +33 2 61 91 20 26. E-mail : pro@orvane.example. Directeur de la publication : le président d'Orvane Machines SAS.",
          ],
        },
        {
          title: "Hébergement",
          paragraphs: [
            "Le portail et ses données sont hébergés dans des centres de données situés dans l'Union européenne, exploités pour le compte d'Orvane Machines SAS.",
          ],
        },
        {
          title: "Propriété intellectuelle",
          paragraphs: [
            "Les marques Orvane, Verdalis, Sylvor, Meranor et Kerlan, ainsi que les logos, illustrations, vues éclatées et textes présentés sur ce portail, sont la propriété d'Orvane Machines SAS. Toute reproduction, même partielle, sans autorisation écrite préalable est interdite.",
          ],
        },
      ],
    },
    en: {
      slug: "legal-notice",
      title: "Legal notice",
      metaTitle: "Legal notice | Orvane Machines",
      metaDescription: "Publisher, hosting and intellectual property of the Orvane Machines professional portal.",
      sections: [
        {
          title: "Publisher",
          paragraphs: [
            "This portal is published by Orvane Machines SAS, a French simplified joint-stock company with share capital of €2,400,000, registered with the Angers Trade and Companies Register, whose registered office is at 12 rue des Forges, ZI de la Bergerie, 49300 Cholet, France.",
            "Telephone: +33 2 61 91 20 26. Email: pro@orvane.example. Publication director: the Chairman of Orvane Machines SAS.",
          ],
        },
        {
          title: "Hosting",
          paragraphs: [
            "The portal and its data are hosted in data centres located in the European Union, operated on behalf of Orvane Machines SAS.",
          ],
        },
        {
          title: "Intellectual property",
          paragraphs: [
            "The Orvane, Verdalis, Sylvor, Meranor and Kerlan trademarks, as well as the logos, illustrations, exploded views and texts on this portal, are the property of Orvane Machines SAS. Any reproduction, even partial, without prior written permission is prohibited.",
          ],
        },
      ],
    },
    de: {
      slug: "impressum",
      title: "Impressum",
      metaTitle: "Impressum | Orvane Machines",
      metaDescription: "Anbieter, Hosting und geistiges Eigentum des Geschäftskundenportals von Orvane Machines.",
      sections: [
        {
          title: "Anbieter",
          paragraphs: [
            "Dieses Portal wird betrieben von der Orvane Machines SAS, einer vereinfachten Aktiengesellschaft französischen Rechts mit einem Grundkapital von 2.400.000 €, eingetragen im Handels- und Gesellschaftsregister Angers, mit Sitz in 12 rue des Forges, ZI de la Bergerie, 49300 Cholet, Frankreich.",
            "Telefon: +33 2 61 91 20 26. E-Mail: pro@orvane.example. Verantwortlich für den Inhalt: der Präsident der Orvane Machines SAS.",
          ],
        },
        {
          title: "Hosting",
          paragraphs: [
            "Das Portal und seine Daten werden in Rechenzentren innerhalb der Europäischen Union gehostet, die im Auftrag der Orvane Machines SAS betrieben werden.",
          ],
        },
        {
          title: "Geistiges Eigentum",
          paragraphs: [
            "Die Marken Orvane, Verdalis, Sylvor, Meranor und Kerlan sowie die Logos, Illustrationen, Explosionszeichnungen und Texte dieses Portals sind Eigentum der Orvane Machines SAS. Jede auch nur auszugsweise Vervielfältigung ohne vorherige schriftliche Genehmigung ist untersagt.",
          ],
        },
      ],
    },
    nl: {
      slug: "wettelijke-vermeldingen",
      title: "Wettelijke vermeldingen",
      metaTitle: "Wettelijke vermeldingen | Orvane Machines",
      metaDescription: "Uitgever, hosting en intellectuele eigendom van het professionele portaal van Orvane Machines.",
      sections: [
        {
          title: "Uitgever",
          paragraphs: [
            "Dit portaal wordt uitgegeven door Orvane Machines SAS, een vereenvoudigde naamloze vennootschap naar Frans recht met een kapitaal van € 2.400.000, ingeschreven in het handels- en vennootschapsregister van Angers, met maatschappelijke zetel te 12 rue des Forges, ZI de la Bergerie, 49300 Cholet, Frankrijk.",
            "Telefoon: +33 2 61 91 20 26. E-mail: pro@orvane.example. Verantwoordelijke uitgever: de voorzitter van Orvane Machines SAS.",
          ],
        },
        {
          title: "Hosting",
          paragraphs: [
            "Het portaal en de bijbehorende gegevens worden gehost in datacenters in de Europese Unie, die in opdracht van Orvane Machines SAS worden beheerd.",
          ],
        },
        {
          title: "Intellectuele eigendom",
          paragraphs: [
            "De merken Orvane, Verdalis, Sylvor, Meranor en Kerlan, evenals de logo's, illustraties, explosietekeningen en teksten op dit portaal, zijn eigendom van Orvane Machines SAS. Elke reproductie, ook gedeeltelijk, zonder voorafgaande schriftelijke toestemming is verboden.",
          ],
        },
      ],
    },
  },
};

const privacy: ContentPageSeed = {
  documentId: "page-privacy",
  id: 6,
  category: "legal",
  text: {
    fr: {
      slug: "donnees-personnelles",
      title: "Données personnelles",
      metaTitle: "Données personnelles | Orvane Machines",
      metaDescription:
        "Comment Orvane Machines traite les données personnelles des utilisateurs de son portail professionnel et comment exercer vos droits.",
      sections: [
        {
          title: "Responsable du traitement et finalités",
          paragraphs: [
            "Orvane Machines SAS traite les données personnelles des utilisateurs des comptes professionnels afin de gérer les comptes et les droits d'accès, de traiter les commandes, les devis et les demandes de garantie, d'établir les factures et d'assurer l'assistance technique. Ces traitements reposent sur l'exécution du contrat conclu avec votre entreprise et sur nos obligations légales, notamment comptables.",
          ],
        },
        {
          title: "Destinataires et durées de conservation",
          paragraphs: [
            "Les données sont destinées à nos services commerciaux, logistiques et après-vente et, pour les livraisons concernées, à nos transporteurs. Elles ne sont jamais vendues.",
            "Les données de compte sont conservées pendant toute la durée d'activité du compte, puis trois ans après sa dernière utilisation ; les factures et pièces comptables sont conservées dix ans.",
          ],
        },
        {
          title: "Vos droits",
          paragraphs: [
            "Vous disposez d'un droit d'accès, de rectification et d'effacement de vos données, d'un droit à la limitation du traitement, d'un droit d'opposition et d'un droit à la portabilité. Pour les exercer, écrivez à dpo@orvane.example ou à notre siège social. Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL.",
          ],
        },
      ],
    },
    en: {
      slug: "privacy-policy",
      title: "Privacy policy",
      metaTitle: "Privacy policy | Orvane Machines",
      metaDescription: "How Orvane Machines processes the personal data of its professional portal users and how to exercise your rights.",
      sections: [
        {
          title: "Data controller and purposes",
          paragraphs: [
            "Orvane Machines SAS processes the personal data of professional account users in order to manage accounts and access rights, handle orders, quotes and warranty claims, issue invoices and provide technical support. This processing is based on the performance of the contract with your company and on our legal obligations, in particular in accounting.",
          ],
        },
        {
          title: "Recipients and retention periods",
          paragraphs: [
            "The data is intended for our sales, logistics and after-sales departments and, for the deliveries concerned, for our carriers. It is never sold.",
            "Account data is kept for as long as the account is active and for three years after its last use; invoices and accounting records are kept for ten years.",
          ],
        },
        {
          title: "Your rights",
          paragraphs: [
            "You have the right to access, rectify and erase your data, to restrict or object to its processing, and to data portability. To exercise these rights, write to dpo@orvane.example or to our registered office. If you believe your rights are not being respected, you may lodge a complaint with the CNIL, the French data protection authority.",
          ],
        },
      ],
    },
    de: {
      slug: "datenschutz",
      title: "Datenschutzerklärung",
      metaTitle: "Datenschutzerklärung | Orvane Machines",
      metaDescription:
        "Wie Orvane Machines die personenbezogenen Daten der Nutzer seines Geschäftskundenportals verarbeitet und wie Sie Ihre Rechte ausüben.",
      sections: [
        {
          title: "Verantwortlicher und Zwecke",
          paragraphs: [
            "Die Orvane Machines SAS verarbeitet die personenbezogenen Daten der Nutzer von Geschäftskundenkonten, um Konten und Zugriffsrechte zu verwalten, Bestellungen, Angebote und Garantieanträge zu bearbeiten, Rechnungen zu erstellen und technischen Support zu leisten. Rechtsgrundlage sind die Erfüllung des mit Ihrem Unternehmen geschlossenen Vertrags und unsere gesetzlichen, insbesondere buchhalterischen Pflichten.",
          ],
        },
        {
          title: "Empfänger und Speicherdauer",
          paragraphs: [
            "Die Daten sind für unsere Vertriebs-, Logistik- und Kundendienstabteilungen sowie, für die betreffenden Lieferungen, für unsere Transportunternehmen bestimmt. Sie werden niemals verkauft.",
            "Kontodaten werden für die Dauer der Kontonutzung und drei Jahre nach der letzten Nutzung gespeichert; Rechnungen und Buchhaltungsunterlagen werden zehn Jahre lang aufbewahrt.",
          ],
        },
        {
          title: "Ihre Rechte",
          paragraphs: [
            "Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten, auf Einschränkung der Verarbeitung, auf Widerspruch sowie auf Datenübertragbarkeit. Um diese Rechte auszuüben, schreiben Sie an dpo@orvane.example oder an unseren Firmensitz. Wenn Sie der Ansicht sind, dass Ihre Rechte nicht gewahrt werden, können Sie bei der CNIL, der französischen Datenschutzbehörde, Beschwerde einlegen.",
          ],
        },
      ],
    },
    nl: {
      slug: "privacybeleid",
      title: "Privacybeleid",
      metaTitle: "Privacybeleid | Orvane Machines",
      metaDescription:
        "Hoe Orvane Machines de persoonsgegevens van de gebruikers van zijn professionele portaal verwerkt en hoe u uw rechten uitoefent.",
      sections: [
        {
          title: "Verwerkingsverantwoordelijke en doeleinden",
          paragraphs: [
            "Orvane Machines SAS verwerkt de persoonsgegevens van gebruikers van professionele accounts om accounts en toegangsrechten te beheren, bestellingen, offertes en garantieaanvragen af te handelen, facturen op te stellen en technische ondersteuning te bieden. Deze verwerkingen zijn gebaseerd op de uitvoering van de overeenkomst met uw bedrijf en op onze wettelijke verplichtingen, met name op boekhoudkundig vlak.",
          ],
        },
        {
          title: "Ontvangers en bewaartermijnen",
          paragraphs: [
            "De gegevens zijn bestemd voor onze verkoop-, logistiek- en aftersalesafdelingen en, voor de betreffende leveringen, voor onze vervoerders. Ze worden nooit verkocht.",
            "Accountgegevens worden bewaard zolang het account actief is en tot drie jaar na het laatste gebruik; facturen en boekhoudstukken worden tien jaar bewaard.",
          ],
        },
        {
          title: "Uw rechten",
          paragraphs: [
            "U hebt het recht op inzage, rectificatie en wissing van uw gegevens, op beperking van de verwerking, op bezwaar en op overdraagbaarheid van uw gegevens. Om deze rechten uit te oefenen, schrijft u naar dpo@orvane.example of naar onze maatschappelijke zetel. Als u van mening bent dat uw rechten niet worden gerespecteerd, kunt u een klacht indienen bij de CNIL, de Franse toezichthouder voor gegevensbescherming.",
          ],
        },
      ],
    },
  },
};

const cookies: ContentPageSeed = {
  documentId: "page-cookies",
  id: 7,
  category: "help",
  text: {
    fr: {
      slug: "politique-cookies",
      title: "Politique cookies",
      metaTitle: "Politique cookies | Orvane Machines",
      metaDescription: "Les cookies utilisés par le portail Orvane Machines, leur finalité et la manière de gérer votre consentement.",
      sections: [
        {
          title: "Cookies indispensables",
          paragraphs: [
            "Le portail utilise des cookies strictement nécessaires à son fonctionnement : maintien de votre connexion, sécurisation des formulaires, mémorisation de votre langue et de votre panier. Ils ne nécessitent pas de consentement et ne peuvent pas être désactivés sans empêcher le portail de fonctionner.",
          ],
        },
        {
          title: "Mesure d'audience",
          paragraphs: [
            "Avec votre accord, nous mesurons la fréquentation du portail avec Matomo, hébergé par nos soins, afin d'améliorer la navigation et la recherche. Les données collectées ne sont pas transmises à des tiers et les cookies correspondants sont conservés 13 mois au plus.",
          ],
        },
        {
          title: "Gérer vos choix",
          paragraphs: [
            "Votre choix vous est demandé lors de votre première visite et conservé six mois. Vous pouvez retirer votre consentement à tout moment en supprimant les cookies du portail dans votre navigateur : votre choix vous sera de nouveau demandé lors de la visite suivante.",
          ],
        },
      ],
    },
    en: {
      slug: "cookie-policy",
      title: "Cookie policy",
      metaTitle: "Cookie policy | Orvane Machines",
      metaDescription: "The cookies used by the Orvane Machines portal, what they are for and how to manage your consent.",
      sections: [
        {
          title: "Essential cookies",
          paragraphs: [
            "The portal uses cookies that are strictly necessary for it to work: keeping you signed in, securing forms, and remembering your language and cart. They do not require consent and cannot be disabled without preventing the portal from working.",
          ],
        },
        {
          title: "Audience measurement",
          paragraphs: [
            "With your consent, we measure the portal's audience with Matomo, hosted by us, to improve navigation and search. The data collected is not shared with third parties and the related cookies are kept for no more than 13 months.",
          ],
        },
        {
          title: "Managing your choices",
          paragraphs: [
            "Your choice is requested on your first visit and kept for six months. You can withdraw your consent at any time by deleting the portal's cookies in your browser; you will then be asked again on your next visit.",
          ],
        },
      ],
    },
    de: {
      slug: "cookie-richtlinie",
      title: "Cookie-Richtlinie",
      metaTitle: "Cookie-Richtlinie | Orvane Machines",
      metaDescription: "Welche Cookies das Portal von Orvane Machines verwendet, wozu sie dienen und wie Sie Ihre Einwilligung verwalten.",
      sections: [
        {
          title: "Notwendige Cookies",
          paragraphs: [
            "Das Portal verwendet Cookies, die für seinen Betrieb unbedingt erforderlich sind: Sie bleiben angemeldet, Formulare werden abgesichert, und Ihre Sprache sowie Ihr Warenkorb werden gespeichert. Diese Cookies erfordern keine Einwilligung und können nicht deaktiviert werden, ohne die Funktion des Portals zu beeinträchtigen.",
          ],
        },
        {
          title: "Reichweitenmessung",
          paragraphs: [
            "Mit Ihrer Einwilligung messen wir die Nutzung des Portals mit Matomo, das wir selbst hosten, um Navigation und Suche zu verbessern. Die erhobenen Daten werden nicht an Dritte weitergegeben, und die zugehörigen Cookies werden höchstens 13 Monate gespeichert.",
          ],
        },
        {
          title: "Ihre Auswahl verwalten",
          paragraphs: [
            "Ihre Auswahl wird beim ersten Besuch abgefragt und sechs Monate lang gespeichert. Sie können Ihre Einwilligung jederzeit widerrufen, indem Sie die Cookies des Portals in Ihrem Browser löschen; beim nächsten Besuch werden Sie dann erneut gefragt.",
          ],
        },
      ],
    },
    nl: {
      slug: "cookiebeleid",
      title: "Cookiebeleid",
      metaTitle: "Cookiebeleid | Orvane Machines",
      metaDescription: "Welke cookies het portaal van Orvane Machines gebruikt, waarvoor ze dienen en hoe u uw toestemming beheert.",
      sections: [
        {
          title: "Noodzakelijke cookies",
          paragraphs: [
            "Het portaal gebruikt cookies die strikt noodzakelijk zijn voor de werking ervan: om u aangemeld te houden, formulieren te beveiligen en uw taal en winkelmand te onthouden. Hiervoor is geen toestemming nodig en ze kunnen niet worden uitgeschakeld zonder dat het portaal niet meer werkt.",
          ],
        },
        {
          title: "Bezoekersstatistieken",
          paragraphs: [
            "Met uw toestemming meten we het gebruik van het portaal met Matomo, dat we zelf hosten, om de navigatie en de zoekfunctie te verbeteren. De verzamelde gegevens worden niet met derden gedeeld en de bijbehorende cookies worden maximaal 13 maanden bewaard.",
          ],
        },
        {
          title: "Uw keuze beheren",
          paragraphs: [
            "Uw keuze wordt bij uw eerste bezoek gevraagd en zes maanden bewaard. U kunt uw toestemming op elk moment intrekken door de cookies van het portaal in uw browser te verwijderen; bij uw volgende bezoek wordt u dan opnieuw om uw keuze gevraagd.",
          ],
        },
      ],
    },
  },
};

const warranty: ContentPageSeed = {
  documentId: "page-warranty",
  id: 8,
  category: "help",
  text: {
    fr: {
      slug: "garantie",
      title: "Politique de garantie",
      metaTitle: "Politique de garantie | Orvane Machines",
      metaDescription: "Durées de garantie des machines et des pièces d'origine Orvane Machines, procédure de demande et exclusions.",
      sections: [
        {
          title: "Durées de garantie",
          paragraphs: [
            "Les machines neuves de nos marques sont garanties 24 mois à compter de la date de vente à l'utilisateur final, ou 12 mois lorsqu'elles sont utilisées en location. Les pièces détachées d'origine sont garanties 12 mois à compter de leur date de montage.",
          ],
        },
        {
          title: "Déposer une demande",
          paragraphs: [
            "Les demandes de garantie sont déposées par le concessionnaire ou l'atelier dans les 30 jours suivant l'incident, avec le numéro de série de la machine, la date de vente, la description de la panne et, si possible, des photos. Une demande reçue après ce délai ne peut pas être acceptée.",
            "Les pièces remplacées doivent être conservées et, si nous les demandons, nous être retournées dans les 2 mois suivant la demande, accompagnées du numéro de dossier. À défaut de retour, la demande est refusée et les pièces de remplacement sont facturées.",
          ],
        },
        {
          title: "Exclusions",
          paragraphs: [
            "La garantie ne couvre pas les pièces d'usure (lames, courroies, chaînes, filtres, bougies, fil de coupe), les dommages dus à un choc, à une utilisation non conforme, à un défaut d'entretien ou à l'emploi de pièces qui ne sont pas d'origine, ni les machines modifiées sans notre accord.",
          ],
        },
      ],
    },
    en: {
      slug: "warranty",
      title: "Warranty policy",
      metaTitle: "Warranty policy | Orvane Machines",
      metaDescription: "Warranty periods for Orvane Machines equipment and genuine parts, claim procedure and exclusions.",
      sections: [
        {
          title: "Warranty periods",
          paragraphs: [
            "New machines of our brands are covered for 24 months from the date of sale to the end user, or 12 months when they are used for hire. Genuine spare parts are covered for 12 months from the date they were fitted.",
          ],
        },
        {
          title: "Submitting a claim",
          paragraphs: [
            "Warranty claims are submitted by the dealer or repair shop within 30 days of the incident, with the machine's serial number, the date of sale, a description of the fault and, where possible, photographs. A claim received after this period cannot be accepted.",
            "Replaced parts must be kept and, if we ask for them, returned to us within 2 months of the claim together with the claim number. If they are not returned, the claim is refused and the replacement parts are invoiced.",
          ],
        },
        {
          title: "Exclusions",
          paragraphs: [
            "The warranty does not cover wear parts (blades, belts, chains, filters, spark plugs, trimmer line), damage caused by impact, improper use, lack of maintenance or the use of non-genuine parts, nor machines modified without our agreement.",
          ],
        },
      ],
    },
    de: {
      slug: "garantie",
      title: "Garantiebedingungen",
      metaTitle: "Garantiebedingungen | Orvane Machines",
      metaDescription: "Garantiezeiten für Maschinen und Originalteile von Orvane Machines, Ablauf eines Garantieantrags und Ausschlüsse.",
      sections: [
        {
          title: "Garantiezeiten",
          paragraphs: [
            "Für neue Maschinen unserer Marken gilt eine Garantie von 24 Monaten ab dem Verkaufsdatum an den Endkunden bzw. von 12 Monaten bei Einsatz in der Vermietung. Für Originalersatzteile gilt eine Garantie von 12 Monaten ab dem Einbaudatum.",
          ],
        },
        {
          title: "Garantieantrag stellen",
          paragraphs: [
            "Garantieanträge stellt der Fachhändler oder die Werkstatt innerhalb von 30 Tagen nach dem Schadensfall, mit Seriennummer der Maschine, Verkaufsdatum, Fehlerbeschreibung und nach Möglichkeit Fotos. Nach Ablauf dieser Frist eingehende Anträge können nicht berücksichtigt werden.",
            "Ersetzte Teile sind aufzubewahren und auf unsere Anforderung innerhalb von 2 Monaten nach Antragstellung unter Angabe der Vorgangsnummer an uns zurückzusenden. Werden sie nicht zurückgesandt, wird der Antrag abgelehnt und die Ersatzteile werden in Rechnung gestellt.",
          ],
        },
        {
          title: "Ausschlüsse",
          paragraphs: [
            "Nicht unter die Garantie fallen Verschleißteile (Messer, Riemen, Ketten, Filter, Zündkerzen, Mähfaden), Schäden durch Stoß, unsachgemäßen Gebrauch, mangelnde Wartung oder die Verwendung von Nicht-Originalteilen sowie ohne unsere Zustimmung veränderte Maschinen.",
          ],
        },
      ],
    },
    nl: {
      slug: "garantie",
      title: "Garantiebeleid",
      metaTitle: "Garantiebeleid | Orvane Machines",
      metaDescription: "Garantietermijnen voor machines en originele onderdelen van Orvane Machines, aanvraagprocedure en uitsluitingen.",
      sections: [
        {
          title: "Garantietermijnen",
          paragraphs: [
            "Nieuwe machines van onze merken hebben 24 maanden garantie vanaf de verkoopdatum aan de eindgebruiker, of 12 maanden bij gebruik in de verhuur. Originele reserveonderdelen hebben 12 maanden garantie vanaf de montagedatum.",
          ],
        },
        {
          title: "Een aanvraag indienen",
          paragraphs: [
            "Garantieaanvragen worden door de dealer of werkplaats ingediend binnen 30 dagen na het incident, met het serienummer van de machine, de verkoopdatum, een beschrijving van de storing en, indien mogelijk, foto's. Aanvragen die na deze termijn binnenkomen, kunnen niet worden aanvaard.",
            "Vervangen onderdelen moeten worden bewaard en, als wij erom vragen, binnen 2 maanden na de aanvraag met het dossiernummer aan ons worden teruggestuurd. Zonder terugzending wordt de aanvraag geweigerd en worden de vervangende onderdelen gefactureerd.",
          ],
        },
        {
          title: "Uitsluitingen",
          paragraphs: [
            "De garantie dekt geen slijtageonderdelen (messen, riemen, kettingen, filters, bougies, maaidraad), schade door een schok, oneigenlijk gebruik, gebrekkig onderhoud of het gebruik van niet-originele onderdelen, noch machines die zonder onze toestemming zijn gewijzigd.",
          ],
        },
      ],
    },
  },
};

export const contentPageSeeds: ContentPageSeed[] = [about, delivery, terms, legalNotice, privacy, cookies, warranty];

export function contentPage(documentId: ContentPageId): ContentPageSeed {
  const page = contentPageSeeds.find((candidate) => candidate.documentId === documentId);
  if (!page) throw new Error(`Unknown content page ${documentId}`);
  return page;
}

/** Locale-less path of a content page, e.g. `/about-us`. */
export function pageUrl(documentId: ContentPageId, locale: Locale): string {
  return pagePath(contentPage(documentId).text[locale].slug);
}
