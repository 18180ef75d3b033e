// Small deterministic helpers for the demo data set: no Math.random, no faker.

/** mulberry32: a tiny seeded PRNG, so the demo data is the same on every machine. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The 12th digit of a UPC-A code from its first 11 digits. */
export function upcCheckDigit(first11: string): number {
  if (!/^\d{11}$/.test(first11)) throw new Error(`UPC body must be 11 digits: ${first11}`);
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(first11[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** A complete UPC-A from a 6-digit manufacturer prefix and a 5-digit item number. */
export function upcA(manufacturer: number, item: number): string {
  const body = `0${String(manufacturer).padStart(5, '0').slice(-5)}${String(item).padStart(5, '0').slice(-5)}`;
  return `${body}${upcCheckDigit(body)}`;
}

export function chunk<T>(rows: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Runs a multi-row insert per chunk and concatenates what each chunk returns. */
export async function insertChunks<T, R>(rows: readonly T[], insert: (part: T[]) => Promise<R[]>, size = 500): Promise<R[]> {
  const out: R[] = [];
  for (const part of chunk(rows, size)) out.push(...(await insert(part)));
  return out;
}

/** Rounds a price to a shelf-looking value ending in 9 (2.47 -> 2.49). */
export function shelfPrice(value: number): number {
  const cents = Math.max(49, Math.round(value * 100));
  return (Math.floor(cents / 10) * 10 + 9) / 100;
}

/** "+1" and ten digits in the 555-01xx range reserved for fiction. */
export function phone(areaCode: number, line: number): string {
  return `+1${areaCode}555${String(100 + (line % 100)).padStart(4, '0')}`;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** "O'Brien & Sons" -> "obrien.sons": the local part of demo e-mail addresses. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
