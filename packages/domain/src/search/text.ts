import { stemmer as dutch } from "@orama/stemmers/dutch";
import { stemmer as english } from "@orama/stemmers/english";
import { stemmer as french } from "@orama/stemmers/french";
import { stemmer as german } from "@orama/stemmers/german";
import type { Locale } from "../i18n/locales";

/**
 * Text analysis shared by the search index, the query parser and the highlighter, so that a word is
 * cut, folded and stemmed the same way everywhere: lower case, no accents, Snowball stems per locale.
 */

const stemmers: Record<Locale, (word: string) => string> = { fr: french, en: english, de: german, nl: dutch };

/** Letters the Unicode decomposition does not split into a base letter and an accent. */
const ligatures: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ı: "i" };

/** Lower case without accents: "Débroussailleuse" → "debroussailleuse", "Straße" → "strasse". */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[ßæœøłđı]/g, (letter) => ligatures[letter] ?? letter);
}

/** Words of a text, folded: letters and digits; anything else separates words. */
export function tokenize(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Stems are computed once per word: catalogue vocabularies are small and repeat a lot. */
const stemCache: Record<Locale, Map<string, string>> = { fr: new Map(), en: new Map(), de: new Map(), nl: new Map() };
const stemCacheLimit = 200_000;

/** The Snowball stem of a folded word; numbers and very short words are kept whole. */
export function stem(locale: Locale, word: string): string {
  if (word.length < 3 || /\d/.test(word)) return word;
  const cache = stemCache[locale];
  let stemmed = cache.get(word);
  if (stemmed === undefined) {
    // Snowball stemmers expect lower-case words; folding removed the accents they would have handled.
    stemmed = foldText(stemmers[locale](word));
    if (cache.size >= stemCacheLimit) cache.clear();
    cache.set(word, stemmed);
  }
  return stemmed;
}

/** Short words a query may carry that say nothing about the product ("filtre à air pour tondeuse"). */
const stopWords: Record<Locale, ReadonlySet<string>> = {
  fr: new Set("a au aux avec d de des du en et l la le les ou par pour sans sur un une".split(" ")),
  en: new Set("a an and for from in of on or the to with without".split(" ")),
  de: new Set("am an auf aus das dem den der des die ein eine einen einer fur im in mit oder ohne und von zu zum zur".split(" ")),
  nl: new Set("aan bij de den een en het in met of op te van voor zonder".split(" ")),
};

export function isStopWord(locale: Locale, word: string): boolean {
  return stopWords[locale].has(word);
}

/** The words of a query that carry meaning; all of them when the query is nothing but short words. */
export function queryWords(locale: Locale, query: string): string[] {
  const words = tokenize(query);
  const meaningful = words.filter((word) => !isStopWord(locale, word));
  return meaningful.length > 0 ? meaningful : words;
}

export type AnalyzedWord = { word: string; stem: string };

export function analyze(locale: Locale, text: string): AnalyzedWord[] {
  return tokenize(text).map((word) => ({ word, stem: stem(locale, word) }));
}

/** References are compared without case or separators: "vr-1234-56", "VR 123456" and "VR123456" are one. */
export function normalizeReference(reference: string): string {
  return foldText(reference)
    .replace(/[^a-z0-9]/g, "")
    .toUpperCase();
}

/** A word with both digits and at least four characters is read as (part of) a reference. */
export function looksLikeReference(text: string): boolean {
  const normalized = normalizeReference(text);
  return normalized.length >= 4 && /\d/.test(normalized);
}

/**
 * Edit distance between two words, giving up once it exceeds `limit` (returns limit + 1 then).
 * One transposition counts as one edit ("moetur" → "moteur"), as typing mistakes usually are.
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousRow: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  let beforePrevious: number[] = [];
  for (let i = 1; i <= a.length; i++) {
    beforePrevious = previousRow;
    previousRow = row;
    row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previousRow[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previousRow[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      row[j] = value;
      if (value < smallest) smallest = value;
    }
    if (smallest > limit) return limit + 1;
  }
  return Math.min(row[b.length] ?? limit + 1, limit + 1);
}

/** How many typing mistakes a query word may carry and still match: none below 4 letters. */
export function allowedTypos(word: string): number {
  if (word.length < 4 || /\d/.test(word)) return 0;
  return word.length < 8 ? 1 : 2;
}
