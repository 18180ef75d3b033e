/**
 * Scores a store item against catalogue items and decides its result: identifiers first (verified GTIN
 * equality), then names and sizes. Pure: the engine (server/services/matching) and the bench share it.
 */
import { displayGtin, gtinCandidates, normaliseGtin } from './gtin.ts';
import { nameSimilarity } from './names.ts';
import { compareSizes, parseSize, type ParsedSize, type SizeComparison } from './size.ts';

export interface ItemToMatch {
  name: string;
  upc: string | null;
  size: string | null;
  unitCount: number | null;
}

export interface CatalogueItem extends ItemToMatch {
  id: number;
  /** the stored GTIN-14, when known; else read from `upc` */
  gtin?: string | null;
}

export interface Scored {
  globalItemId: number;
  score: number;
  reasons: string[];
  /** the codes are the same verified GTIN */
  codeMatch: boolean;
  /** the codes are the same but the names disagree: a data error, never an automatic match */
  codeConflict: boolean;
  size: SizeComparison['verdict'];
  nameSimilarity: number;
}

export interface MatchDecision {
  result: 'match' | 'partial' | 'noMatch';
  best: Scored | null;
  /** up to two alternatives (partial only) */
  alternatives: Scored[];
}

/** Names at least this alike agree; below CONFLICT_NAME a shared code is a data error. */
export const AGREE_NAME = 0.5;
export const CONFLICT_NAME = 0.3;
/** A name-and-size match needs this score and this lead over the next candidate to be automatic. */
export const AUTO_SCORE = 0.86;
export const AUTO_MARGIN = 0.06;
/** Below this no candidate is worth a person's look. */
export const PARTIAL_SCORE = 0.42;

const percent = (value: number) => `${Math.round(value * 100)}%`;
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The size of an item: its size column, else the size its name carries; its unit count as the count. */
export function sizeOf(item: ItemToMatch): ParsedSize {
  const written = parseSize(item.size);
  const fromName = written.measure || written.count !== null ? { measure: null, count: null } : parseSize(item.name);
  const measure = written.measure ?? fromName.measure;
  const count = written.count ?? fromName.count ?? (item.unitCount !== null && item.unitCount > 1 ? item.unitCount : null);
  return { measure, count };
}

/** A store item prepared once for scoring against many catalogue items. */
export interface PreparedItem {
  item: ItemToMatch;
  gtins: string[];
  size: ParsedSize;
}

export function prepare(item: ItemToMatch): PreparedItem {
  return { item, gtins: gtinCandidates(item.upc).map((candidate) => candidate.gtin), size: sizeOf(item) };
}

export function scoreCandidate(store: PreparedItem, candidate: CatalogueItem): Scored {
  const reasons: string[] = [];
  const candidateGtin = candidate.gtin ?? normaliseGtin(candidate.upc);
  const codeMatch = candidateGtin !== null && store.gtins.includes(candidateGtin);
  const codesDiffer = candidateGtin !== null && store.gtins.length > 0 && !codeMatch;
  const similarity = nameSimilarity(store.item.name, candidate.name);
  const size = compareSizes(store.size, sizeOf(candidate));

  if (codeMatch) reasons.push(`UPC ${displayGtin(candidateGtin)} matches`);
  reasons.push(`name ${percent(similarity)} similar`);
  if (size.reason) reasons.push(size.reason);

  let score: number;
  let codeConflict = false;
  if (codeMatch) {
    if (similarity < CONFLICT_NAME) {
      codeConflict = true;
      reasons.push(`the code points at "${candidate.name}", whose name disagrees`);
      score = 0.45 + similarity * 0.3;
    } else if (size.verdict === 'different') {
      score = 0.6 + similarity * 0.2;
    } else {
      score = similarity >= AGREE_NAME ? 0.92 + 0.08 * similarity : 0.6 + 0.3 * similarity;
    }
  } else {
    const sizeFactor = size.verdict === 'same' ? 1 : size.verdict === 'unknown' ? 0.9 : 0.55;
    score = similarity * sizeFactor;
    if (codesDiffer) {
      reasons.push('the codes differ');
      score *= 0.9;
    }
  }
  return { globalItemId: candidate.id, score: round(Math.min(1, score)), reasons, codeMatch, codeConflict, size: size.verdict, nameSimilarity: similarity };
}

function confident(best: Scored, next: Scored | undefined): boolean {
  if (best.codeConflict || best.size === 'different') return false;
  if (best.codeMatch) return best.nameSimilarity >= AGREE_NAME;
  return best.size === 'same' && best.score >= AUTO_SCORE && best.score - (next?.score ?? 0) >= AUTO_MARGIN;
}

/**
 * The result of a store item over its scored candidates (rejected pairs already left out): match when
 * confident, partial with the best candidate and up to two alternatives when one is worth a look,
 * otherwise noMatch. A code that points at an item whose name disagrees keeps the result partial.
 */
export function decide(scored: readonly Scored[]): MatchDecision {
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.globalItemId - b.globalItemId);
  const [best, next] = ranked;
  if (!best || (best.score < PARTIAL_SCORE && !best.codeMatch)) return { result: 'noMatch', best: null, alternatives: [] };
  const conflict = ranked.some((candidate) => candidate.codeConflict);
  if (!conflict && confident(best, next)) return { result: 'match', best, alternatives: [] };
  const alternatives = ranked.slice(1).filter((candidate) => candidate.score >= PARTIAL_SCORE / 2 || candidate.codeMatch).slice(0, 2);
  const reasons = conflict && !best.codeConflict ? [...best.reasons, ...ranked.find((candidate) => candidate.codeConflict)!.reasons.slice(-1)] : best.reasons;
  return { result: 'partial', best: { ...best, reasons }, alternatives };
}

/** The key a rejection is remembered by: the item's GTIN, else its normalised name and size. */
export function itemKey(item: ItemToMatch): string {
  const gtin = normaliseGtin(item.upc);
  if (gtin) return `gtin:${gtin}`;
  return `name:${item.name.trim().toLowerCase()}|${(item.size ?? '').trim().toLowerCase()}`;
}
