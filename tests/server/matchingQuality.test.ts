import { afterAll, beforeAll, expect, it } from 'vitest';
import { measureLabelledSet, type MatchingQuality } from '../fixtures/matching/evaluate.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// The engine on the labelled set (tests/fixtures/matching): the targets of the item matching issue.
let t: TestApp;
let quality: MatchingQuality;

beforeAll(async () => {
  t = await createTestApp();
  quality = await measureLabelledSet(t.database.db);
}, 120_000);
afterAll(() => t.close());

it('measures a set of the required size', () => {
  expect(quality.storeItems).toBeGreaterThanOrEqual(300);
  expect(quality.catalogueItems).toBeGreaterThanOrEqual(200);
});

it('matches automatically only what is right, never an item the catalogue lacks, and shows nearly every true item', () => {
  expect(quality.precision, JSON.stringify(quality.misses, null, 1)).toBeGreaterThanOrEqual(0.98);
  expect(quality.falseAutoMatchesOutside).toBe(0);
  expect(quality.coverage, JSON.stringify(quality.misses, null, 1)).toBeGreaterThanOrEqual(0.95);
});
