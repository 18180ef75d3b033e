import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/rows.ts';
import { stores } from '../../server/db/schema/index.ts';
import { liveStoreStatusesSql } from '../../server/services/stores/operatingStatusSql.ts';
import type { StoreOverrides } from './factories/organisations.ts';
import { factories, type Factories, type Inject } from './factories/index.ts';
import { linkChannel, type ChannelLinkSpec } from './factories/channels.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

// Tuesday 24 November 2026, 13:00 in New York: the factory stores' standard hours (08-22) are open.
const NOW = new Date('2026-11-24T18:00:00Z');
let t: TestApp;
let f: Factories;
let internal: Inject;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  f = factories(t);
  internal = await t.as(ACCOUNTS.internal);
});
afterAll(() => t?.close());

type Link = ChannelLinkSpec;

/** A store (open now unless its overrides say otherwise) with the given channel links (and pauses); returns its id. */
async function storeWith(companyId: number, links: Link[], overrides: StoreOverrides = {}): Promise<number> {
  const { id } = await f.store(companyId, overrides);
  const db = t.database.db;
  for (const link of links) await linkChannel(db, id, link, NOW);
  return id;
}

/** Every store of GET /stores/ (all pages) with the operating status the list shows. */
async function listedStatuses(): Promise<Map<number, string>> {
  const statuses = new Map<number, string>();
  for (let offset = 0; ; offset += 100) {
    const response = await internal({ url: `/api/stores/?limit=100&offset=${offset}` });
    expect(response.statusCode).toBe(200);
    const page: { id: number; offBoardedAt: string | null; operatingStatus: string }[] = response.json().stores;
    for (const store of page) if (store.offBoardedAt === null) statuses.set(store.id, store.operatingStatus);
    if (page.length < 100) return statuses;
  }
}

const HOME_NAME: Record<string, string> = { accepting_orders: 'accepting' };

describe('internal Home: stores by operating status', () => {
  it('counts each store under the operating status the store list shows for it', async () => {
    const company = await f.company();
    const cases: Record<string, number> = {
      // one channel online, one the partner reports in error: the store still takes orders
      openWithFailingChannel: await storeWith(company.id, [
        { partner: 'DoorDash', partnerStoreId: 'DD-H1' },
        { partner: 'UberEats', partnerStoreId: 'ERR-H1' },
      ]),
      // one channel online, one paused for two hours: the store still takes orders
      openWithPausedChannel: await storeWith(company.id, [
        { partner: 'DoorDash', partnerStoreId: 'DD-H2' },
        { partner: 'UberEats', partnerStoreId: 'UE-H2', pausedForHours: 2 },
      ]),
      // nothing open, one channel paused, one failing: paused comes first
      pausedAndFailing: await storeWith(company.id, [
        { partner: 'DoorDash', partnerStoreId: 'DD-H3', pausedForHours: 2 },
        { partner: 'UberEats', partnerStoreId: 'ERR-H3' },
      ]),
      // a link turned off that the partner does not know: an integration failure, not offline
      unknownInactiveLink: await storeWith(company.id, [{ partner: 'GrubHub', partnerStoreId: null, isActive: false }]),
      noChannel: await storeWith(company.id, []),
      // paused for longer than a week: offline, not paused
      pausedBeyondAWeek: await storeWith(company.id, [{ partner: 'DoorDash', partnerStoreId: 'DD-H4', pausedForHours: 200 }]),
      // 03:00 on Wednesday in Tokyo: outside its hours whatever its channels say
      nightInItsTimeZone: await storeWith(company.id, [{ partner: 'DoorDash', partnerStoreId: 'DD-H5' }], { timezone: 'Asia/Tokyo' }),
      // 10:00 in Los Angeles, 13:00 in New York: inside its split hours (9-13, 15-21) only by its own clock
      morningInItsTimeZone: await storeWith(company.id, [{ partner: 'DoorDash', partnerStoreId: 'DD-H6' }], { timezone: 'America/Los_Angeles', hours: 'split' }),
      // open all day, but set closed by hand / closed till tomorrow
      closedByHand: await storeWith(company.id, [{ partner: 'DoorDash', partnerStoreId: 'DD-H7' }], { hours: 'allDay' }),
      closedTillTomorrow: await storeWith(company.id, [{ partner: 'DoorDash', partnerStoreId: 'DD-H8' }], { hours: 'allDay' }),
      // no hours for today (Tuesday)
      noHoursToday: await storeWith(company.id, [{ partner: 'DoorDash', partnerStoreId: 'DD-H9' }]),
    };
    const db = t.database.db;
    await db.execute(sql`update stores set store_status_id = (select id from store_statuses where codename = 'closed') where id = ${cases.closedByHand}`);
    await db.update(stores).set({ closedTill: new Date(NOW.getTime() + 86_400_000) }).where(eq(stores.id, cases.closedTillTomorrow));
    await db.execute(sql`delete from store_hours where store_id = ${cases.noHoursToday} and day_of_week = 1`);

    const listed = await listedStatuses();
    expect(Object.fromEntries(Object.entries(cases).map(([name, id]) => [name, listed.get(id)]))).toEqual({
      openWithFailingChannel: 'accepting_orders',
      openWithPausedChannel: 'accepting_orders',
      pausedAndFailing: 'paused',
      unknownInactiveLink: 'integration_failure',
      noChannel: 'offline',
      pausedBeyondAWeek: 'offline',
      nightInItsTimeZone: 'closed',
      morningInItsTimeZone: 'accepting_orders',
      closedByHand: 'closed',
      closedTillTomorrow: 'closed',
      noHoursToday: 'closed',
    });

    // The Home's set-based rule gives every store the status the list's per-store expression gives it.
    const setBased = await selectRows<{ store_id: number; status: string }>(db, liveStoreStatusesSql(NOW));
    expect(new Map(setBased.map((row) => [Number(row.store_id), row.status]))).toEqual(listed);

    const tally = new Map<string, number>();
    for (const status of listed.values()) {
      const name = HOME_NAME[status] ?? status;
      tally.set(name, (tally.get(name) ?? 0) + 1);
    }
    const home = await internal({ url: '/api/analytics/platform/now' });
    expect(home.statusCode).toBe(200);
    const counts: { status: string; stores: number }[] = home.json().statuses;
    expect(Object.fromEntries(counts.map((row) => [row.status, row.stores]))).toEqual({
      accepting: tally.get('accepting') ?? 0,
      paused: tally.get('paused') ?? 0,
      offline: tally.get('offline') ?? 0,
      integration_failure: tally.get('integration_failure') ?? 0,
      closed: tally.get('closed') ?? 0,
    });
    expect(counts.reduce((sum, row) => sum + row.stores, 0)).toBe(listed.size);
  });
});
