// What every step of the large seed shares.
import type { Db } from '../../client.ts';
import type { Random } from './random.ts';
import type { Sizes } from './sizes.ts';

export interface SeedContext {
  db: Db;
  kind: 'pglite' | 'postgres';
  rand: Random;
  sizes: Sizes;
  /** rows per INSERT statement */
  batch: number;
}

/** A contiguous block of ids: first .. first + count - 1. */
export interface IdRange {
  first: number;
  count: number;
}

export interface CompanyBlock {
  id: number;
  name: string;
  emailDomain: string;
  tagIds: number[];
  stores: IdRange;
  globalItems: IdRange;
}
