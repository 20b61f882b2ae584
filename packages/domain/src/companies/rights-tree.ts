import { z } from "zod";
import { type Right, rightSchema, rights } from "../accounts/schemas";
import type { Locale } from "../i18n/locales";

type Translated = Record<Locale, string>;

/** How the rights grid groups the per-user rights (spec section 6); every right sits in exactly one group. */
export const rightGroups = [
  { code: "orders", rights: ["order.place", "order.view_all"] },
  { code: "quotes", rights: ["quote.request", "quote.view_all"] },
  { code: "warranty", rights: ["warranty.request"] },
] as const satisfies readonly { code: string; rights: readonly Right[] }[];
export type RightGroupCode = (typeof rightGroups)[number]["code"];

const groupLabels: Record<RightGroupCode, Translated> = {
  orders: { fr: "Commandes", en: "Orders", de: "Bestellungen", nl: "Bestellingen" },
  quotes: { fr: "Devis", en: "Quotes", de: "Angebote", nl: "Offertes" },
  warranty: { fr: "Garantie", en: "Warranty", de: "Garantie", nl: "Garantie" },
};

const rightLabels: Record<Right, Translated> = {
  "order.place": { fr: "Passer une commande", en: "Place an order", de: "Bestellung aufgeben", nl: "Een bestelling plaatsen" },
  "order.view_all": {
    fr: "Voir toutes les commandes",
    en: "See all orders",
    de: "Alle Bestellungen ansehen",
    nl: "Alle bestellingen bekijken",
  },
  "quote.request": { fr: "Demander un devis", en: "Request a quote", de: "Angebot anfordern", nl: "Een offerte aanvragen" },
  "quote.view_all": { fr: "Voir tous les devis", en: "See all quotes", de: "Alle Angebote ansehen", nl: "Alle offertes bekijken" },
  "warranty.request": {
    fr: "Faire une demande de garantie",
    en: "Request a warranty",
    de: "Garantieantrag stellen",
    nl: "Een garantieaanvraag indienen",
  },
};

export const rightsTreeSchema = z.array(
  z.object({
    code: z.string(),
    label: z.string(),
    children: z.array(z.object({ resourceName: rightSchema, label: z.string() })),
  }),
);
export type RightsTree = z.infer<typeof rightsTreeSchema>;

/** The rights as the grid shows them, labelled in `locale`. */
export function rightsTree(locale: Locale): RightsTree {
  return rightGroups.map((group) => ({
    code: group.code,
    label: groupLabels[group.code][locale],
    children: group.rights.map((right) => ({ resourceName: right, label: rightLabels[right][locale] })),
  }));
}

/** Rights without repeats, in the canonical order of `rights`. */
export function normalizeRights(list: readonly Right[]): Right[] {
  return rights.filter((right) => list.includes(right));
}
