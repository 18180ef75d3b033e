// N writers that replace one set at the same instant (README "Security", the concurrency rule): every
// answer is 200 or a 409 with a message, and the stored set is exactly one successful writer's set,
// never a union or a mix. Meaningful on PostgreSQL (TEST_DATABASE_URL), where requests run on several
// connections at once; PGlite runs them one after another, so there the race is only a smoke test.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Factories } from '../factories/index.ts';
import type { reader } from '../fixtures/demo.ts';
import type { TestApp } from '../helpers.ts';

/** What a race of the route table's set writes (setWrites.ts) starts from: a company with a store and its Super Admin. */
export interface RaceContext {
  t: TestApp;
  f: Factories;
  db: ReturnType<typeof reader>;
  tenant: Awaited<ReturnType<Factories['tenant']>>;
}

/** Races writers of one route; throws (through expect) when they do not end as the concurrency rule says. */
export type Race = (context: RaceContext) => Promise<void>;

export interface SetRace {
  /** writer `i`'s request in `round` */
  write(i: number, round: number): Promise<LightMyRequestResponse>;
  /** the set writer `i` sends in `round`, in the canonical form `stored` answers (see `canonical`) */
  sent(i: number, round: number): string;
  /** the set stored after `round`, canonical */
  stored(round: number): Promise<string>;
}

let sent = 0;
/** How many concurrent writes the races of this test file have sent (the suite prints it). */
export const concurrentWritesSent = () => sent;

/** Sends the writes at the same instant and answers them in order, counting them. */
export function together(writes: readonly Promise<LightMyRequestResponse>[]): Promise<LightMyRequestResponse[]> {
  sent += writes.length;
  return Promise.all(writes);
}

/** A set of rows as one string whatever the order: each row is JSON, the rows sorted. */
export const canonical = (rows: readonly unknown[]) => JSON.stringify(rows.map((row) => JSON.stringify(row)).sort());

/** Runs `rounds` races of `writers` writers; a writer's set should differ by round, so a lost round shows. */
export async function raceWriters(race: SetRace, { writers = 4, rounds = 3 } = {}): Promise<void> {
  const ids = Array.from({ length: writers }, (_, i) => i);
  for (let round = 0; round < rounds; round++) {
    const answers = await together(ids.map((i) => race.write(i, round)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 409), answers.map((answer) => answer.body).join('\n')).toEqual([]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().message).toEqual(expect.any(String));
    expect(statuses).toContain(200);
    const stored = await race.stored(round);
    const winners = ids.filter((i) => race.sent(i, round) === stored);
    expect(winners, `round ${round}: stored ${stored}`).toHaveLength(1);
    expect(statuses[winners[0]]).toBe(200);
  }
}
