// The demo data set: four companies, 30 stores, their people, catalogue, inventory, menus, channels,
// tasks and campaigns. Deterministic apart from timestamps, which are relative to the time of seeding
// so that pauses and campaigns are current. Runs step by step (demo/steps/) in one transaction on an
// empty database.
import { hashPassword } from '../../services/passwords.ts';
import type { Db } from '../client.ts';
import { companies, globalItems, storeItems, stores, users } from '../schema/index.ts';
import type { Tx } from './demo/context.ts';
import { DEMO_STEPS } from './demo/steps/index.ts';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoSummary {
  companies: number;
  stores: number;
  users: number;
  globalItems: number;
  storeItems: number;
}

const EMPTY_DATABASE_NEEDED = 'The demo data set needs an empty database: companies exist already';

/** Loads the demo data set; throws when any company exists already. Needs seedReference first. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<DemoSummary> {
  if (await db.$count(companies)) throw new Error(EMPTY_DATABASE_NEEDED);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    if (await tx.$count(companies)) throw new Error(EMPTY_DATABASE_NEEDED);
    for (const step of DEMO_STEPS) {
      try {
        await step.run({ tx, now, passwordHash });
      } catch (error) {
        throw new Error(`The demo seed's ${step.name} step failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }
    return summarise(tx);
  });
}

async function summarise(tx: Tx): Promise<DemoSummary> {
  return {
    companies: await tx.$count(companies),
    stores: await tx.$count(stores),
    users: await tx.$count(users),
    globalItems: await tx.$count(globalItems),
    storeItems: await tx.$count(storeItems),
  };
}
