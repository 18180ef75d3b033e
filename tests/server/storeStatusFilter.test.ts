import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATING_STATUS_CODENAMES, operatingStatusByCodename, summariseStoreStatus } from '../../src/domain/channelStatus.ts';
import { companyTags, storeCompanyTags, storeHours, stores } from '../../server/db/schema/index.ts';
import { factories, type Factories, type Inject } from './factories/index.ts';
import { linkChannel, type ChannelLinkSpec } from './factories/channels.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

// The store list's Status filter picks the operating status each row shows, not the status an internal user
// set by hand: a store set "Accepting Orders" that is outside its hours shows "Closed" and is found under Closed.
// Rows, filter and count come from one SQL rule (operatingStatusSql); the store's Home tab summarises the status
// answer its partners give (summariseStoreStatus): both must agree.

// Tuesday 24 November 2026, 13:00 in New York (the factory stores' standard hours, 08-22, are open), 03:00 in Tokyo.
const NOW = new Date('2026-11-24T18:00:00Z');
const HOUR_MS = 3_600_000;
const TUESDAY = 1;

let t: TestApp;
let f: Factories;
let internal: Inject;
let owner: Inject;
let companyId: number;
let tagId: number;
const cases: Record<string, number> = {};

type Link = ChannelLinkSpec;
type Setup = {
  links: Link[];
  /** the status set by hand (store_statuses codename) */
  set?: string;
  timezone?: string;
  closedTillHours?: number;
  /** today's hours: a closed row beside an all-day slot (the hours rule gives the day no slot) */
  closedRowToday?: boolean;
  tagged?: boolean;
};

async function storeWith(name: string, setup: Setup): Promise<number> {
  const db = t.database.db;
  const { id } = await f.store(companyId, { name: `Filter ${name}`, timezone: setup.timezone });
  const statusId = setup.set ? operatingStatusByCodename(setup.set)!.id : null;
  const closedTill = setup.closedTillHours === undefined ? null : new Date(NOW.getTime() + setup.closedTillHours * HOUR_MS);
  await db.update(stores).set({ storeStatusId: statusId, closedTill }).where(eq(stores.id, id));
  if (setup.closedRowToday) {
    await db.delete(storeHours).where(eq(storeHours.storeId, id));
    await db.insert(storeHours).values([
      { storeId: id, dayOfWeek: TUESDAY, openTime: '00:00', closeTime: '23:59', isClosed: false },
      { storeId: id, dayOfWeek: TUESDAY, openTime: '00:00', closeTime: '00:00', isClosed: true },
    ]);
  }
  for (const link of setup.links) await linkChannel(db, id, link, NOW);
  if (setup.tagged) await db.insert(storeCompanyTags).values({ storeId: id, companyTagId: tagId });
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  f = factories(t);
  const company = await f.company();
  companyId = company.id;
  const [tag] = await t.database.db.insert(companyTags).values({ companyId, tagName: 'Filtered' }).returning({ id: companyTags.id });
  tagId = tag.id;
  const user = await f.user({ companyId });
  [internal, owner] = await Promise.all([t.as(ACCOUNTS.internal), f.signIn(user)]);

  const online = (suffix: string): Link => ({ partner: 'DoorDash', partnerStoreId: `DD-${suffix}` });
  Object.assign(cases, {
    open: await storeWith('open', { set: 'accepting_orders', links: [online('1')], tagged: true }),
    setOpenOutsideHours: await storeWith('outside hours', { set: 'accepting_orders', timezone: 'Asia/Tokyo', links: [online('2')], tagged: true }),
    setClosedByHand: await storeWith('set closed', { set: 'closed', links: [online('3')] }),
    closedTill: await storeWith('closed till', { set: 'accepting_orders', closedTillHours: 3, links: [online('4')] }),
    closedRowToday: await storeWith('closed row', { set: 'accepting_orders', closedRowToday: true, links: [online('5')] }),
    setPausedButOpen: await storeWith('set paused', { set: 'paused', links: [online('6')] }),
    paused: await storeWith('paused', { set: 'accepting_orders', links: [{ ...online('7'), pausedForHours: 2 }], tagged: true }),
    pausedBeyondAWeek: await storeWith('paused long', { set: 'accepting_orders', links: [{ ...online('8'), pausedForHours: 10 * 24 }] }),
    turnedOff: await storeWith('turned off', { set: 'accepting_orders', links: [{ ...online('9'), isActive: false }] }),
    failing: await storeWith('failing', { set: 'accepting_orders', links: [{ partner: 'UberEats', partnerStoreId: 'ERR-10' }] }),
    pausedAndFailing: await storeWith('paused and failing', {
      links: [
        { ...online('11'), pausedForHours: 2 },
        { partner: 'UberEats', partnerStoreId: 'ERR-11' },
      ],
    }),
    openAndFailing: await storeWith('open and failing', { set: 'integration_failure', links: [online('12'), { partner: 'UberEats', partnerStoreId: null }] }),
    noChannel: await storeWith('no channel', { set: 'accepting_orders', links: [] }),
  });
});
afterAll(() => t?.close());

type Row = { id: number; operatingStatus: string; offBoardedAt: string | null };
const q = (...parts: string[]) => parts.filter(Boolean).join('&');
type Answer = { count: number; stores: Row[] };

async function list(inject: Inject, query: string): Promise<Answer> {
  const response = await inject({ url: `/api/stores/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every row of a list (all pages, in the list's order). */
async function everyRow(inject: Inject, query: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await list(inject, q(query, 'limit=100', `offset=${offset}`));
    rows.push(...page.stores);
    if (page.stores.length < 100) return rows;
  }
}

/** For every status value: the filtered list (rows and count) is the unfiltered list's rows showing that status. */
async function expectFilterMatchesRows(inject: Inject, query: string) {
  const all = await everyRow(inject, query);
  for (const status of OPERATING_STATUS_CODENAMES) {
    const want = all.filter((row) => row.operatingStatus === status).map((row) => row.id);
    const filtered = await everyRow(inject, q(query, `status=${status}`));
    expect(filtered.map((row) => row.id), `${query} status=${status}`).toEqual(want);
    expect(filtered.every((row) => row.operatingStatus === status)).toBe(true);
    expect((await list(inject, q(query, `status=${status}`, 'limit=1'))).count, `${query} status=${status} count`).toBe(want.length);
    // a page past the end still counts
    expect((await list(inject, q(query, `status=${status}`, 'offset=10000'))).count).toBe(want.length);
  }
}

describe('GET /stores/?status: the operating status the rows show', () => {
  it('finds each store under the operating status its row shows, not the status set by hand', async () => {
    const rows = new Map((await everyRow(owner, '')).map((row) => [row.id, row.operatingStatus]));
    expect(Object.fromEntries(Object.entries(cases).map(([name, id]) => [name, rows.get(id)]))).toEqual({
      open: 'accepting_orders',
      setOpenOutsideHours: 'closed',
      setClosedByHand: 'closed',
      closedTill: 'closed',
      closedRowToday: 'closed',
      setPausedButOpen: 'accepting_orders',
      paused: 'paused',
      pausedBeyondAWeek: 'offline',
      turnedOff: 'offline',
      failing: 'integration_failure',
      pausedAndFailing: 'paused',
      openAndFailing: 'accepting_orders',
      noChannel: 'offline',
    });

    for (const [name, id] of Object.entries(cases)) {
      const answer = await owner({ url: `/api/stores/${id}/status` });
      expect(answer.statusCode).toBe(200);
      expect(summariseStoreStatus(answer.json(), NOW).operating, `${name}: the Home tab's status`).toBe(rows.get(id));
    }

    const under = async (status: string) => new Set((await everyRow(owner, `status=${status}`)).map((row) => row.id));
    const accepting = await under('accepting_orders');
    expect(accepting.has(cases.setOpenOutsideHours)).toBe(false);
    expect(accepting.has(cases.paused)).toBe(false);
    expect(accepting.has(cases.setPausedButOpen)).toBe(true);
    const closed = await under('closed');
    expect([cases.setOpenOutsideHours, cases.setClosedByHand, cases.closedTill, cases.closedRowToday].every((id) => closed.has(id))).toBe(true);
    expect((await under('paused')).has(cases.paused)).toBe(true);
    expect((await under('integration_failure')).has(cases.failing)).toBe(true);
  });

  it('filters every status value as the rows show it, in every shape of list and for every caller', async () => {
    await expectFilterMatchesRows(owner, '');
    await expectFilterMatchesRows(internal, `company_id=${companyId}`);
    await expectFilterMatchesRows(internal, `company_id=${companyId}&tags=${tagId}`);
    await expectFilterMatchesRows(internal, `company_id=${companyId}&search_string=Filter&order_column=created_at&sort_direction=DESC`);
    // every store of the platform (the demo's stores too)
    await expectFilterMatchesRows(internal, '');
  });

  it('refuses a status value that is not an operating status, naming the field', async () => {
    for (const value of ['open', 'Accepting Orders', 'accepting']) {
      const response = await owner({ url: `/api/stores/?status=${encodeURIComponent(value)}` });
      expect(response.statusCode, value).toBe(400);
      expect(response.json().message).toContain('status');
    }
  });

  it('the internal Home counts under each status the live stores the filter finds', async () => {
    const home = await internal({ url: '/api/analytics/platform/now' });
    expect(home.statusCode).toBe(200);
    const counts = Object.fromEntries((home.json().statuses as { status: string; stores: number }[]).map((row) => [row.status, row.stores]));
    for (const status of OPERATING_STATUS_CODENAMES) {
      const live = (await everyRow(internal, `status=${status}`)).filter((row) => row.offBoardedAt === null);
      expect(counts[status === 'accepting_orders' ? 'accepting' : status], status).toBe(live.length);
    }
  });
});
