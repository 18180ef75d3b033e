/**
 * Product names compared on their words: case, accents, punctuation and apostrophes ignored, "&" read
 * as "and", common retail shorthand spelled out, sizes left to the size comparison.
 */
import { withoutSize } from './size.ts';

/** Retail shorthand -> the words it stands for (whole words only). */
const SHORTHAND: Record<string, string> = {
  pb: 'peanut butter',
  oj: 'orange juice',
  mac: 'macaroni',
  choc: 'chocolate',
  chz: 'cheese',
  chs: 'cheese',
  chkn: 'chicken',
  ckn: 'chicken',
  bf: 'beef',
  org: 'organic',
  orig: 'original',
  reg: 'regular',
  van: 'vanilla',
  straw: 'strawberry',
  strwbry: 'strawberry',
  bry: 'berry',
  crm: 'cream',
  ic: 'ice cream',
  pnut: 'peanut',
  wht: 'white',
  whl: 'whole',
  grn: 'green',
  blk: 'black',
  sdw: 'sandwich',
  sndwch: 'sandwich',
  veg: 'vegetable',
  veggie: 'vegetable',
  bbq: 'barbecue',
  ff: 'fat free',
  lf: 'low fat',
  rf: 'reduced fat',
  nf: 'nonfat',
  dz: 'dozen',
  lg: 'large',
  sm: 'small',
  med: 'medium',
  xl: 'extra large',
  mlk: 'milk',
  jce: 'juice',
  btl: 'bottle',
  cn: 'can',
  pk: 'pack',
  ct: 'count',
  w: 'with',
};

/** Words that say nothing about which product it is. */
const FILLER = new Set(['the', 'a', 'of', 'with', 'and', 'brand', 'pack', 'count', 'bottle', 'can']);

/** A name in lower case, ASCII letters and digits separated by single spaces, shorthand spelled out. */
export function normaliseName(name: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/\bw\//g, 'with ')
    .replace(/\+/g, ' and ')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ');
  return folded
    .split(' ')
    .filter(Boolean)
    .map((word) => SHORTHAND[word] ?? word)
    .join(' ');
}

/** The words that tell products apart: normalised, sizes and filler words removed. */
export function nameWords(name: string): string[] {
  return normaliseName(withoutSize(name.replace(/&/g, ' and ')))
    .split(' ')
    .filter((word) => word && !FILLER.has(word) && !/^\d+(\.\d+)?$/.test(word));
}

/** The trigrams of a text the way pg_trgm takes them: each word padded with two spaces before and one after. */
function trigrams(words: readonly string[]): Set<string> {
  const grams = new Set<string>();
  for (const word of words) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/** Trigram similarity (shared / all, as pg_trgm's similarity) of two word lists, 0-1. */
export function trigramSimilarity(a: readonly string[], b: readonly string[]): number {
  const left = trigrams(a);
  const right = trigrams(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return shared / (left.size + right.size - shared);
}

/** How alike two product names are, 0-1: trigram similarity of the words, or the word overlap when it is higher. */
export function nameSimilarity(a: string, b: string): number {
  const left = nameWords(a);
  const right = nameWords(b);
  if (left.length === 0 || right.length === 0) return 0;
  const rightSet = new Set(right);
  const shared = new Set(left.filter((word) => rightSet.has(word))).size;
  const overlap = (2 * shared) / (new Set(left).size + rightSet.size);
  return Math.max(trigramSimilarity(left, right), overlap);
}
