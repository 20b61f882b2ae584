import type { Database } from "@portal/db/client";
import type { AttributeType } from "@portal/domain/catalog/enums";
import type { TaxonRef } from "@portal/domain/catalog/schemas";
import { defaultLocale, type Locale } from "@portal/domain/i18n/locales";
import type { Clock } from "../../platform/clock";
import { createTtlCache } from "../../platform/ttl-cache";
import { type AttributeValueRow, listVocabulary, type VocabularyRow } from "./catalog.queries";

/** A technical value with what its attribute and option are called in the request's language. */
export type NamedAttributeValue = {
  code: string;
  name: string;
  type: AttributeType;
  unit: string | null;
  position: number;
  option: string | null;
  number: number | null;
  boolean: boolean | null;
  text: string | null;
  locale: Locale | null;
  variantLevel: boolean;
};

type Taxon = VocabularyRow["taxons"][number];
type Attribute = VocabularyRow["attributes"][number];
type Option = VocabularyRow["options"][number];

/** How far up a category path is followed: a guard against a cycle in the tree. */
const MAX_DEPTH = 16;

/** The text in the request's language, else in the default one, as the queries fall back. */
const inLocale = <T>(texts: Partial<Record<Locale, T>>, locale: Locale): T | undefined => texts[locale] ?? texts[defaultLocale];

function wordsOf(row: VocabularyRow) {
  const taxons = new Map<number, Taxon>(row.taxons.map((taxon) => [taxon.id, taxon]));
  const attributes = new Map<number, Attribute>(row.attributes.map((attribute) => [attribute.id, attribute]));
  const options = new Map<number, Option>(row.options.map((option) => [option.id, option]));
  return {
    names(taxonId: number | null, values: readonly AttributeValueRow[]): boolean {
      if (taxonId !== null && !taxons.has(taxonId)) return false;
      return values.every((value) => attributes.has(value.attributeId) && (value.optionId === null || options.has(value.optionId)));
    },

    /** From the top-level category down to the given one; categories without any text are left out. */
    breadcrumb(taxonId: number, locale: Locale): TaxonRef[] {
      const path: TaxonRef[] = [];
      let id: number | null = taxonId;
      for (let depth = 0; id !== null && depth <= MAX_DEPTH; depth++) {
        const taxon = taxons.get(id);
        if (!taxon) break;
        const text = inLocale(taxon.texts, locale);
        if (text) path.unshift({ code: taxon.code, name: text.name, slug: text.slug });
        id = taxon.parentId;
      }
      return path;
    },

    /** The values with their names; an attribute without any name goes by its code. */
    attributes(values: readonly AttributeValueRow[], locale: Locale): NamedAttributeValue[] {
      const named: NamedAttributeValue[] = [];
      for (const value of values) {
        const attribute = attributes.get(value.attributeId);
        if (!attribute) continue;
        const option = value.optionId === null ? undefined : options.get(value.optionId);
        named.push({
          code: attribute.code,
          name: inLocale(attribute.names, locale) ?? attribute.code,
          type: attribute.type,
          unit: attribute.unit,
          position: attribute.position,
          option: option ? (inLocale(option.labels, locale) ?? null) : null,
          number: value.number,
          boolean: value.boolean,
          text: value.text,
          locale: value.locale,
          variantLevel: value.variantLevel,
        });
      }
      return named;
    },
  };
}

export type Words = ReturnType<typeof wordsOf>;

/**
 * Categories, attributes and options with their texts, kept in process: a handful of rows that
 * every product page names, cheaper to look up here than to join in each query.
 */
export function createVocabulary({ db, clock }: { db: Database; clock: Clock }) {
  const cache = createTtlCache<Words>({ clock, ttlSeconds: 30, maxEntries: 1 });
  const load = async () => wordsOf(await listVocabulary(db));

  return {
    /** Words naming the category and the values given: read again at once when one was added since. */
    async naming(taxonId: number | null, values: readonly AttributeValueRow[]): Promise<Words> {
      const words = await cache.get("all", load);
      if (words.names(taxonId, values)) return words;
      cache.clear();
      return cache.get("all", load);
    },
  };
}
