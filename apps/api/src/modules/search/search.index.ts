import type { Locale } from "@portal/domain/i18n/locales";
import {
  allowedTypos,
  boundedEditDistance,
  looksLikeReference,
  normalizeReference,
  queryWords,
  stem,
  tokenize,
} from "@portal/domain/search/text";
import { exactReferenceEntry, type Lists, referenceRange, type SearchCatalog } from "./search.catalog";

/**
 * The words of the catalogue in one language: an inverted index from folded words to the documents
 * holding them, with the weight of the field they were found in. Query words match a word with the
 * same stem, the start of a word (the last query word, as one types) or, failing those, a word one or
 * two typing mistakes away.
 */

/** Field weights: a word in the name says more than one in the category or an attribute. */
export const fieldWeights = { name: 8, brand: 4, category: 3, attribute: 2, fits: 2 } as const;

/** How well a query word matched: exactly (same stem), as the start of a word, or with a typo. */
const matchQuality = { exact: 1, prefix: 0.7, typo: 0.5 } as const;

/** A reference typed in full outranks any word match; the replacing part outranks the replaced one. */
const referenceScores = { replacement: 1100, exact: 1000, superseded: 900, prefix: 50 } as const;

/** Prefixes and typos can expand to many words: the most frequent ones are enough. */
const maxExpansions = 40;
/** References a typed prefix may stand for. */
const maxReferencePrefix = 2000;

export type TextSource = {
  /** Product name per document. */
  names: string[];
  /** Names of a product's variants, when they differ from it. */
  variantNames: Map<number, string[]>;
};

export type TextIndex = {
  locale: Locale;
  /** Position of each document in name order (collation by folded name). */
  nameRank: Int32Array;
  /** Catalogue order without a query: highlighted first, machines before parts, then by name. */
  catalogRank: Int32Array;
  words: string[];
  /** Word ids in alphabetical order, for prefix look-ups. */
  sortedWords: Int32Array;
  wordsOfStem: Map<string, number[]>;
  wordIds: Map<string, number>;
  postings: Lists;
  weights: Uint8Array;
};

/** Rank of each product type (in the order of `productTypes`) in the catalogue order: machines, kits, accessories, parts. */
const typeOrder = [0, 3, 2, 1] as const;

export async function buildTextIndex(catalog: SearchCatalog, locale: Locale, source: TextSource, yieldEvery = 20_000): Promise<TextIndex> {
  const wordIds = new Map<string, number>();
  const words: string[] = [];
  const pairWords: number[] = [];
  const pairWeights: number[] = [];
  const documentEnds = new Int32Array(catalog.size);

  const brandWords = catalog.brands.map((brand) => tokenize(brand.name));
  const taxonWords = catalog.taxonList.map((taxon) => tokenize(taxon.names[locale] ?? ""));
  const optionWords = catalog.optionList.map((option) => tokenize(option.labels[locale] ?? ""));

  const seen = new Map<number, number>();
  const add = (text: readonly string[], weight: number) => {
    for (const word of text) {
      let id = wordIds.get(word);
      if (id === undefined) {
        id = words.length;
        words.push(word);
        wordIds.set(word, id);
      }
      if ((seen.get(id) ?? 0) < weight) seen.set(id, weight);
    }
  };

  const { profiles } = catalog;
  for (let document = 0; document < catalog.size; document++) {
    seen.clear();
    const profile = catalog.profile[document] ?? 0;
    add(tokenize(source.names[document] ?? ""), fieldWeights.name);
    for (const name of source.variantNames.get(document) ?? []) add(tokenize(name), fieldWeights.name);
    add(brandWords[profiles.brand[profile] ?? 0] ?? [], fieldWeights.brand);
    for (let at = profiles.taxons.offsets[profile] ?? 0; at < (profiles.taxons.offsets[profile + 1] ?? 0); at++) {
      add(taxonWords[profiles.taxons.values[at] ?? 0] ?? [], fieldWeights.category);
    }
    for (let at = catalog.fits.offsets[document] ?? 0; at < (catalog.fits.offsets[document + 1] ?? 0); at++) {
      add(taxonWords[catalog.fits.values[at] ?? 0] ?? [], fieldWeights.fits);
    }
    for (let at = profiles.options.offsets[profile] ?? 0; at < (profiles.options.offsets[profile + 1] ?? 0); at++) {
      add(optionWords[profiles.options.values[at] ?? 0] ?? [], fieldWeights.attribute);
    }
    for (const [word, weight] of seen) {
      pairWords.push(word);
      pairWeights.push(weight);
    }
    documentEnds[document] = pairWords.length;
    // Building a large catalogue takes seconds: let requests in between.
    if (document % yieldEvery === yieldEvery - 1) await new Promise((resolve) => setImmediate(resolve));
  }

  // Counting sort of the (word, document) pairs by word; documents stay in increasing order.
  const offsets = new Int32Array(words.length + 1);
  for (const word of pairWords) offsets[word + 1] = (offsets[word + 1] ?? 0) + 1;
  for (let word = 0; word < words.length; word++) offsets[word + 1] = (offsets[word + 1] ?? 0) + (offsets[word] ?? 0);
  const next = offsets.slice(0, words.length);
  const values = new Int32Array(pairWords.length);
  const weights = new Uint8Array(pairWords.length);
  let start = 0;
  for (let document = 0; document < catalog.size; document++) {
    const end = documentEnds[document] ?? start;
    for (let pair = start; pair < end; pair++) {
      const word = pairWords[pair] ?? 0;
      const slot = next[word] ?? 0;
      next[word] = slot + 1;
      values[slot] = document;
      weights[slot] = pairWeights[pair] ?? 0;
    }
    start = end;
  }

  const wordsOfStem = new Map<string, number[]>();
  words.forEach((word, id) => {
    const key = stem(locale, word);
    const list = wordsOfStem.get(key);
    if (list) list.push(id);
    else wordsOfStem.set(key, [id]);
  });
  const sortedWords = Int32Array.from(words.keys()).sort((a, b) => compareStrings(words[a] ?? "", words[b] ?? ""));

  const folded = source.names.slice(0, catalog.size).map((name) => tokenize(name).join(" "));
  const byName = Int32Array.from(folded.keys()).sort((a, b) => compareStrings(folded[a] ?? "", folded[b] ?? "") || a - b);
  const nameRank = new Int32Array(catalog.size);
  byName.forEach((document, rank) => {
    nameRank[document] = rank;
  });
  const typeOf = (document: number) => profiles.type[catalog.profile[document] ?? 0] ?? 0;
  const catalogKey = (document: number) => (catalog.highlighted[document] ? 0 : 4) + (typeOrder[typeOf(document)] ?? 0);
  const byCatalog = Int32Array.from(byName).sort((a, b) => catalogKey(a) - catalogKey(b) || (nameRank[a] ?? 0) - (nameRank[b] ?? 0));
  const catalogRank = new Int32Array(catalog.size);
  byCatalog.forEach((document, rank) => {
    catalogRank[document] = rank;
  });

  return { locale, nameRank, catalogRank, words, sortedWords, wordsOfStem, wordIds, postings: { offsets, values }, weights };
}

const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// ---- queries ----

export type Match = {
  documents: Int32Array;
  scores: Float32Array;
  corrections: { word: string; correction: string }[];
  /** Words no product holds, even with a typo, left out so the other words still find products. */
  ignoredWords: string[];
};

type Expansion = { word: number; quality: number };

/** Word ids starting with `prefix`, the most frequent first. */
function prefixWords(index: TextIndex, prefix: string): number[] {
  const { sortedWords, words } = index;
  let low = 0;
  let high = sortedWords.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[sortedWords[middle] ?? 0] ?? "") < prefix) low = middle + 1;
    else high = middle;
  }
  const found: number[] = [];
  for (let at = low; at < sortedWords.length; at++) {
    const id = sortedWords[at] ?? 0;
    if (!(words[id] ?? "").startsWith(prefix)) break;
    found.push(id);
  }
  return mostFrequent(index, found);
}

function mostFrequent(index: TextIndex, ids: number[]): number[] {
  const frequency = (id: number) => (index.postings.offsets[id + 1] ?? 0) - (index.postings.offsets[id] ?? 0);
  return ids.sort((a, b) => frequency(b) - frequency(a)).slice(0, maxExpansions);
}

/** Words within the typos a query word may carry, closest and most frequent first. */
const typoCache = new WeakMap<TextIndex, Map<string, number[]>>();
function typoWords(index: TextIndex, word: string): number[] {
  const limit = allowedTypos(word);
  if (limit === 0) return [];
  let cache = typoCache.get(index);
  if (!cache) {
    cache = new Map();
    typoCache.set(index, cache);
  }
  const cached = cache.get(word);
  if (cached) return cached;
  const candidates: { id: number; distance: number }[] = [];
  index.words.forEach((candidate, id) => {
    const distance = boundedEditDistance(word, candidate, limit);
    if (distance <= limit) candidates.push({ id, distance });
  });
  const frequency = (id: number) => (index.postings.offsets[id + 1] ?? 0) - (index.postings.offsets[id] ?? 0);
  const found = candidates
    .sort((a, b) => a.distance - b.distance || frequency(b.id) - frequency(a.id))
    .slice(0, maxExpansions)
    .map((candidate) => candidate.id);
  if (cache.size > 10_000) cache.clear();
  cache.set(word, found);
  return found;
}

/** How one query word reaches the index, best matches first. */
function expand(index: TextIndex, word: string, isLast: boolean): { expansions: Expansion[]; correction: string | null } {
  const exact = index.wordsOfStem.get(stem(index.locale, word)) ?? [];
  const expansions: Expansion[] = exact.map((id) => ({ word: id, quality: matchQuality.exact }));
  // Two letters would stand for half the vocabulary: completion starts at three.
  if (isLast && word.length >= 3) {
    const known = new Set(exact);
    for (const id of prefixWords(index, word)) if (!known.has(id)) expansions.push({ word: id, quality: matchQuality.prefix });
  }
  if (expansions.length > 0) return { expansions, correction: null };
  const typos = typoWords(index, word);
  const best = typos[0];
  return {
    expansions: typos.map((id) => ({ word: id, quality: matchQuality.typo })),
    correction: best === undefined ? null : (index.words[best] ?? null),
  };
}

/**
 * Scratch arrays sized to the catalogue, reused by every query of one index: a query runs from start
 * to end without awaiting, so two queries never share them at the same time.
 */
type Scratch = { marks: Int32Array; scores: Float32Array; candidates: Int32Array; generation: number };
const scratchOf = new WeakMap<SearchCatalog, Scratch>();
function scratch(catalog: SearchCatalog): Scratch {
  let found = scratchOf.get(catalog);
  if (!found) {
    const { size } = catalog;
    found = { marks: new Int32Array(size), scores: new Float32Array(size), candidates: new Int32Array(size), generation: 0 };
    scratchOf.set(catalog, found);
  }
  if (found.generation > 2_000_000_000) {
    found.marks.fill(0);
    found.generation = 0;
  }
  return found;
}

/**
 * One condition of the query: a reference, or a word with its expansions, as runs of documents
 * with their scores. Plain arrays and loops: this is the hot path of every search.
 */
type Part = { documents: Int32Array; weights: Uint8Array | null; scores: Float32Array | null; quality: number };
type Clause = { size: number; parts: Part[] };

function referenceClause(catalog: SearchCatalog, text: string): Clause | null {
  const normalized = normalizeReference(text);
  const [from, to] = referenceRange(catalog.references, normalized);
  if (from === to) return null;
  const end = Math.min(to, from + maxReferencePrefix);
  const { document, replacement } = catalog.references;
  const documents = new Int32Array(2 * (end - from));
  const scores = new Float32Array(documents.length);
  let count = 0;
  const add = (found: number, score: number) => {
    documents[count] = found;
    scores[count++] = score;
  };
  for (let at = from; at < end; at++) {
    const full = catalog.references.normalized.at(at) === normalized;
    const own = document[at] ?? 0;
    const newer = replacement[at] ?? -1;
    if (newer >= 0) {
      add(newer, full ? referenceScores.replacement : referenceScores.prefix);
      add(own, full ? referenceScores.superseded : referenceScores.prefix);
    } else add(own, full ? referenceScores.exact : referenceScores.prefix);
  }
  return {
    size: count,
    parts: [{ documents: documents.subarray(0, count), weights: null, scores: scores.subarray(0, count), quality: 1 }],
  };
}

function exactReferenceClause(catalog: SearchCatalog, text: string): Clause | null {
  return exactReferenceEntry(catalog.references, text) >= 0 ? referenceClause(catalog, text) : null;
}

function wordClause(index: TextIndex, expansions: Expansion[]): Clause {
  const { offsets, values } = index.postings;
  const parts = expansions.map(({ word, quality }) => {
    const from = offsets[word] ?? 0;
    const to = offsets[word + 1] ?? 0;
    return { documents: values.subarray(from, to), weights: index.weights.subarray(from, to), scores: null, quality };
  });
  return { size: parts.reduce((sum, part) => sum + part.documents.length, 0), parts };
}

/**
 * The documents matching every word and reference of a query, with their relevance. Reference-like
 * chunks ("VR-1234-56", "VR1234") are looked up as references first, and read as words when no
 * reference starts that way (a model name such as "T48").
 */
export function matchQuery(catalog: SearchCatalog, index: TextIndex, query: string): Match {
  let cache = matchCaches.get(index);
  if (!cache) {
    cache = { matches: new Map(), documents: 0 };
    matchCaches.set(index, cache);
  }
  const cached = cache.matches.get(query);
  if (cached) {
    // Most recently used last.
    cache.matches.delete(query);
    cache.matches.set(query, cached);
    return cached;
  }
  const match = matchWithoutCache(catalog, index, query);
  cache.matches.set(query, match);
  cache.documents += match.documents.length;
  for (const [oldest, old] of cache.matches) {
    if (cache.documents <= maxCachedMatches || oldest === query) break;
    cache.matches.delete(oldest);
    cache.documents -= old.documents.length;
  }
  return match;
}

/**
 * The matches of recent queries: a visitor refining a search by facets, sort or page asks for the
 * same words again. Bounded by the documents held (8 bytes each), and read-only for everyone.
 */
const maxCachedMatches = 4_000_000;
const matchCaches = new WeakMap<TextIndex, { matches: Map<string, Match>; documents: number }>();

function matchWithoutCache(catalog: SearchCatalog, index: TextIndex, query: string): Match {
  const terms: { clause: Clause; word: string }[] = [];
  const corrections: Match["corrections"] = [];
  const textChunks: string[] = [];
  const chunks = query.split(/\s+/).filter(Boolean);
  // A reference typed with spaces ("AF 53 01") is still one reference.
  const whole = chunks.length > 1 && looksLikeReference(query) ? exactReferenceClause(catalog, query) : null;
  if (whole) terms.push({ clause: whole, word: query.trim() });
  for (const chunk of whole ? [] : chunks) {
    const clause = looksLikeReference(chunk) ? referenceClause(catalog, chunk) : null;
    if (clause) terms.push({ clause, word: chunk });
    else textChunks.push(chunk);
  }
  const words = textChunks.length > 0 ? queryWords(index.locale, textChunks.join(" ")) : [];
  const lastWord = tokenize(query).at(-1);
  for (const word of words) {
    const { expansions, correction } = expand(index, word, word === lastWord);
    if (correction) corrections.push({ word, correction });
    terms.push({ clause: wordClause(index, expansions), word });
  }
  // Every word must match; one the catalogue does not hold at all is left out rather than emptying
  // the answer, as long as another word finds something.
  const known = terms.filter((term) => term.clause.size > 0);
  const ignoredWords = known.length > 0 ? terms.filter((term) => term.clause.size === 0).map((term) => term.word) : [];
  const clauses = known.map((term) => term.clause);
  if (clauses.length === 0) return { documents: new Int32Array(0), scores: new Float32Array(0), corrections, ignoredWords };

  // Intersect from the smallest clause: each pass keeps the documents marked by the previous one.
  clauses.sort((a, b) => a.size - b.size);
  const work = scratch(catalog);
  const { marks, candidates, scores } = work;
  let found = 0;
  let previous = -1;
  clauses.forEach((clause, position) => {
    const current = ++work.generation;
    for (const { documents, weights, scores: partScores, quality } of clause.parts) {
      const length = documents.length;
      // The first clause collects candidates; the others keep those they also reach. The first part
      // reaching a document is its best match in this clause, so later parts only raise a first
      // clause's score and never add twice to a later one's.
      if (position === 0) {
        for (let at = 0; at < length; at++) {
          const document = documents[at] as number;
          const score = weights !== null ? quality * (weights[at] as number) : ((partScores as Float32Array)[at] as number);
          if (marks[document] !== current) {
            marks[document] = current;
            scores[document] = score;
            candidates[found++] = document;
          } else if (score > (scores[document] as number)) scores[document] = score;
        }
      } else {
        for (let at = 0; at < length; at++) {
          const document = documents[at] as number;
          if (marks[document] !== previous) continue;
          marks[document] = current;
          const score = weights !== null ? quality * (weights[at] as number) : ((partScores as Float32Array)[at] as number);
          scores[document] = (scores[document] as number) + score;
        }
      }
    }
    previous = current;
  });
  let kept = 0;
  for (let at = 0; at < found; at++) {
    const document = candidates[at] ?? 0;
    if (marks[document] === previous) candidates[kept++] = document;
  }
  const documents = candidates.slice(0, kept);
  const documentScores = new Float32Array(kept);
  for (let at = 0; at < kept; at++) documentScores[at] = scores[documents[at] ?? 0] ?? 0;
  return { documents, scores: documentScores, corrections, ignoredWords };
}
