// A store's status change waits on its delivery partners (the sandbox's latency stands in for theirs).
// Meanwhile the store's other writers go on, and a second status change of the same channels is told 409
// at once instead of queueing behind the partners; the store ends as the first change left it.
// PostgreSQL only (TEST_DATABASE_URL): PGlite runs one request at a time, so nothing ever waits there.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_CHANGE_UNDER_WAY } from '../../server/services/stores/statusLinks.ts';
import { linkChannel } from './factories/channels.ts';
import { factories, type Factories } from './factories/index.ts';
import { reader } from './fixtures/demo.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const PARTNER_LATENCY_MS = 1500;

let t: TestApp;
let db: ReturnType<typeof reader>;
let tenant: Awaited<ReturnType<Factories['tenant']>>;

beforeAll(async () => {
  t = await createTestApp({ sandbox: { latencyMs: PARTNER_LATENCY_MS } });
  db = reader(t);
  tenant = await factories(t).tenant();
  await linkChannel(t.database.db, tenant.store.id, { partner: 'DoorDash', partnerStoreId: 'DD-slow' }, new Date());
  await linkChannel(t.database.db, tenant.store.id, { partner: 'UberEats', partnerStoreId: 'UE-slow' }, new Date());
});
afterAll(() => t?.close());

/** Whether another session of this test's database has a transaction open (the status change, waiting on the partners). */
async function transactionOpenElsewhere() {
  return (await db.count(sql`select 1 from pg_stat_activity
    where datname = current_database() and state = 'idle in transaction' and pid <> pg_backend_pid()`)) > 0;
}

async function timed<T>(work: Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const answer = await work;
  return [answer, Date.now() - started];
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a status change waiting on the partners', () => {
  it('lets the store’s other writers through, tells a second status change 409 at once, and leaves the first change’s pauses', async () => {
    const storeId = tenant.store.id;
    const until = new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + 5 * 3600_000).toISOString();
    const first = tenant.as({ method: 'PUT', url: `/api/stores/${storeId}/status`, payload: { dsp_name: 'all', is_active: false, pause_end: until } });
    while (!(await transactionOpenElsewhere())) await new Promise((resolve) => setTimeout(resolve, 20));

    const [second, secondMs] = await timed(tenant.as({ method: 'PUT', url: `/api/stores/${storeId}/status`, payload: { dsp_name: 'UberEats', is_active: true } }));
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().message).toBe(STATUS_CHANGE_UNDER_WAY);
    expect(secondMs).toBeLessThan(PARTNER_LATENCY_MS);

    const week = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, open_time: '07:00', close_time: '19:00', isClosed: false }));
    const [hours, hoursMs] = await timed(tenant.as({ method: 'PUT', url: `/api/stores/${storeId}/store-hours`, payload: week }));
    expect(hours.statusCode, hours.body).toBe(200);
    expect(hoursMs).toBeLessThan(PARTNER_LATENCY_MS);

    const answer = await first;
    expect(answer.statusCode, answer.body).toBe(200);
    const pauses = await db.rows<{ partner_id: number; ends_at: string }>(
      sql`select partner_id, to_char(ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ends_at
          from channel_pauses where store_id = ${storeId} and resumed_at is null and ends_at > now() order by partner_id`,
    );
    expect(pauses).toEqual([{ partner_id: 1, ends_at: until }, { partner_id: 2, ends_at: until }]);
  });
});
