import type { SearchResult } from "@portal/domain/search/schemas";
import { foldText } from "@portal/domain/search/text";

type Correction = SearchResult["corrections"][number];

/**
 * The query as the search read it: each corrected word replaced by its correction, the rest as typed
 * ("Tondeuze 46 cm" with tondeuze → tondeuse reads "tondeuse 46 cm"). Null when nothing was corrected.
 */
export function correctedQuery(query: string, corrections: readonly Correction[]): string | null {
  if (corrections.length === 0) return null;
  const byWord = new Map(corrections.map((correction) => [foldText(correction.word), correction.correction]));
  let changed = false;
  const corrected = query.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const replacement = byWord.get(foldText(word));
    if (replacement === undefined) return word;
    changed = true;
    return replacement;
  });
  return changed ? corrected : null;
}

/**
 * The words the search left out, as they were typed ("Tracteur" for the folded "tracteur"); a
 * reference comes back whole, as typed.
 */
export function ignoredAsTyped(query: string, ignoredWords: readonly string[]): string[] {
  const typed = new Map<string, string>();
  for (const word of query.match(/[\p{L}\p{N}]+/gu) ?? []) typed.set(foldText(word), word);
  return ignoredWords.map((word) => typed.get(foldText(word)) ?? word);
}

/** What to mark in the results: the words typed and the words they were read as. */
export function highlightQuery(query: string, corrections: readonly Correction[]): string {
  const corrected = correctedQuery(query, corrections);
  return corrected ? `${query} ${corrected}` : query;
}
