import type { Locale } from "../i18n/locales";
import {
  allowedTypos,
  boundedEditDistance,
  foldText,
  looksLikeReference,
  queryWords as meaningfulWords,
  normalizeReference,
  stem,
} from "./text";

export type HighlightSegment = { text: string; match: boolean };

/**
 * Cuts a text into segments, marking the words a search query matched: same stem ("tondeuses" for
 * "tondeuse"), a word the query's words begin ("moteur" for "mot"), a small typo, or a reference
 * written with other separators.
 */
export function highlightSegments(locale: Locale, text: string, query: string): HighlightSegment[] {
  const queryWords = meaningfulWords(locale, query);
  if (queryWords.length === 0) return text ? [{ text, match: false }] : [];
  const queryStems = new Set(queryWords.map((word) => stem(locale, word)));
  // The whole query ("AF 53 01") and each reference among other words ("filtre AF-53-01").
  const queryReferences = new Set(
    [query, ...query.split(/\s+/).filter(looksLikeReference)].map(normalizeReference).filter((reference) => reference.length >= 4),
  );
  const isQueryReference = (text: string) => queryReferences.has(normalizeReference(text));

  const matches = (word: string) => {
    const folded = foldText(word);
    if (queryStems.has(stem(locale, folded))) return true;
    if (isQueryReference(folded)) return true;
    return queryWords.some(
      (queryWord) =>
        (queryWord.length >= 2 && folded.startsWith(queryWord)) ||
        (allowedTypos(queryWord) > 0 && boundedEditDistance(queryWord, folded, allowedTypos(queryWord)) <= allowedTypos(queryWord)),
    );
  };

  // A whole reference ("VR-1234-56") is one unit, so that its separators are marked with it.
  const unit = /[\p{L}\p{N}]+(?:[-./][\p{L}\p{N}]+)*/gu;
  const segments: HighlightSegment[] = [];
  let last = 0;
  for (const found of text.matchAll(unit)) {
    const start = found.index ?? 0;
    const candidate = found[0];
    const parts = isQueryReference(candidate) ? [candidate] : splitWords(candidate);
    let offset = start;
    for (const part of parts) {
      const partStart = text.indexOf(part, offset);
      if (matches(part)) {
        push(segments, text.slice(last, partStart), false);
        push(segments, part, true);
        last = partStart + part.length;
      }
      offset = partStart + part.length;
    }
  }
  push(segments, text.slice(last), false);
  return segments;
}

function splitWords(unit: string): string[] {
  return unit.match(/[\p{L}\p{N}]+/gu) ?? [];
}

function push(segments: HighlightSegment[], text: string, match: boolean) {
  if (!text) return;
  const previous = segments.at(-1);
  if (previous && previous.match === match) previous.text += text;
  else segments.push({ text, match });
}
