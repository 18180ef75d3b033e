/**
 * Search the way people type: every word typed is the start of some word of the name, in any order,
 * ignoring case, accents and punctuation. The database keeps the same normalised text of each name
 * (server/db/schema/searchKey.ts builds the SQL from the constants below), so both sides must agree:
 * tests/server/searchKey.test.ts compares them.
 */

/** Accented letters (both cases: PostgreSQL's lower() under the C locale leaves them alone) and what they fold to. */
export const ACCENTED = 'àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőùúûüūůűýÿžźżśšşţťÀÁÂÃÄÅĀĂĄÇĆČĎÈÉÊËĒĖĘĚÌÍÎÏĪĮŁÑŃŇÒÓÔÕÖØŌŐÙÚÛÜŪŮŰÝŸŽŹŻŚŠŞŢŤ';
/** The plain lower-case letter of each accented one (ł and ø have no decomposition). */
export const FOLDED = [...ACCENTED].map((letter) => ({ ł: 'l', Ł: 'l', ø: 'o', Ø: 'o' })[letter] ?? letter.normalize('NFD')[0].toLowerCase()).join('');
/** Apostrophes vanish ("Don't" is "dont"); every other run of punctuation separates words. */
export const APOSTROPHES = "'’";

const FOLD = new Map([...ACCENTED].map((letter, index) => [letter, FOLDED[index]]));

/** The words of a text, normalised: "Coca-Cola Crème 12oz & more" → "coca cola creme 12oz and more". */
export function normaliseSearchText(text: string): string {
  const folded = [...text.toLowerCase().replaceAll('&', ' and ')]
    .map((letter) => FOLD.get(letter) ?? (APOSTROPHES.includes(letter) ? '' : letter))
    .join('');
  return folded.replace(/[^a-z0-9]+/g, ' ').trim();
}

/** A code typed in full or as its start: digits only (spaces and dashes allowed), at least this many. */
export const MIN_CODE_PREFIX = 6;

export interface SearchTerms {
  /** the normalised words, each the start of a word of a match (empty: nothing to search by name) */
  words: string[];
  /** the digits of a UPC, EAN or external id typed in full or as a prefix, or null */
  code: string | null;
  /** the query as typed, trimmed: an external id or UPC equal to it matches too */
  raw: string;
}

/** What a search box's text asks for; null when it asks for nothing. */
export function parseSearch(query: string | undefined): SearchTerms | null {
  const raw = (query ?? '').trim();
  if (!raw) return null;
  const words = normaliseSearchText(raw).split(' ').filter(Boolean);
  const digits = raw.replace(/[\s-]/g, '');
  const code = /^\d+$/.test(digits) && digits.length >= MIN_CODE_PREFIX ? digits : null;
  return { words, code, raw };
}
