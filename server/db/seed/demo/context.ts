// What every step of the demo seed shares: the transaction, the clock and the one password hash.
import type { Db } from '../../client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DemoContext {
  tx: Tx;
  /** the time of seeding: pauses, schedules and campaigns are relative to it */
  now: Date;
  /** argon2 is slow on purpose: every demo account shares this one hash */
  passwordHash: string;
}

/** One area of the demo data. Steps run in order in one transaction; a step reads the rows of earlier steps by query. */
export interface DemoStep {
  name: string;
  run(ctx: DemoContext): Promise<void>;
}

export const ago = (ctx: DemoContext, ms: number) => new Date(ctx.now.getTime() - ms);
export const ahead = (ctx: DemoContext, ms: number) => new Date(ctx.now.getTime() + ms);
