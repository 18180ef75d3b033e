// The concurrency rule (README "Security"), generated from the route table: every write that may replace a
// set (setWrites.ts says which) is raced by N writers at once and ends with exactly one writer's result,
// or the others are told 409; or it is exempt with a reason. A new set write with neither fails here,
// named. Meaningful on PostgreSQL (TEST_DATABASE_URL), where requests run on several connections at once;
// PGlite runs them one after another. Prints how many concurrent writes it sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../factories/index.ts';
import { reader } from '../fixtures/demo.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { concurrentWritesSent, type RaceContext } from './races.ts';
import { EXEMPT, mayReplaceSet, RACES, routeKey } from './setWrites.ts';

let t: TestApp;
let context: RaceContext;

beforeAll(async () => {
  t = await createTestApp();
  const f = factories(t);
  context = { t, f, db: reader(t), tenant: await f.tenant() };
});
afterAll(async () => {
  const raced = Object.keys(RACES).length;
  console.log(`concurrency probes: ${concurrentWritesSent()} concurrent writes over ${raced} raced routes (${Object.keys(EXEMPT).length} exempt with a reason)`);
  await t?.close();
});

describe('every write that replaces a set, from the route table', () => {
  it('is raced or exempt with a reason, and the table names only routes that exist', () => {
    const keys = new Set(t.app.routeTable.map(routeKey));
    const unraced = t.app.routeTable.filter((route) => mayReplaceSet(route) && !(routeKey(route) in RACES) && !(routeKey(route) in EXEMPT)).map(routeKey);
    expect(unraced, 'set writes with no race in setWrites.ts (race them, or exempt them with a reason)').toEqual([]);
    expect([...Object.keys(RACES), ...Object.keys(EXEMPT)].filter((key) => !keys.has(key)), 'entries of setWrites.ts that name no route').toEqual([]);
    expect(Object.keys(RACES).filter((key) => key in EXEMPT), 'routes both raced and exempt').toEqual([]);
  });

  for (const [key, race] of Object.entries(RACES)) {
    it(`${key}: simultaneous writers end with one writer’s set, or 409`, () => race(context));
  }
});
