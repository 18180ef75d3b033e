// Races of the writes that replace a set of a store or a company: hours, channel pauses, addresses,
// fee rules' scopes, banners' products, segments and places (keyed by route in ../setWrites.ts).
import { sql } from 'drizzle-orm';
import { canonical, raceWriters, type Race } from '../races.ts';

const hhmm = (hours: number, minutes = 0) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
/** Writer i's pick of i + 1 entries of `list` in a round, starting at a place of its own. */
const pick = <T>(list: readonly T[], i: number, round: number) => Array.from({ length: i + 1 }, (_, n) => list[(round + i + n) % list.length]);

export const storeRaces: Record<string, Race> = {
  'PUT /api/stores/:id/store-hours': async ({ f, db, tenant }) => {
    const store = await f.store(tenant.company.id);
    /** Writer i's week: each day open from (8 + i):00 to (9 + i + round):30; odd writers also open Sunday evening. */
    const weekOf = (i: number, round: number) => [
      ...[0, 1, 2, 3, 4, 5, 6].map((day) => ({ dayOfWeek: day, open_time: hhmm(8 + i), close_time: hhmm(9 + i + round, 30), isClosed: false })),
      ...(i % 2 ? [{ dayOfWeek: 6, open_time: '20:00', close_time: '21:00', isClosed: false }] : []),
    ];
    await raceWriters({
      write: (i, round) => tenant.as({ method: 'PUT', url: `/api/stores/${store.id}/store-hours`, payload: weekOf(i, round) }),
      sent: (i, round) => canonical(weekOf(i, round).map((row) => [row.dayOfWeek, row.open_time, row.close_time])),
      stored: async () =>
        canonical(
          (await db.rows<{ day: number; open: string; close: string }>(
            sql`select day_of_week as day, left(open_time::text, 5) as open, left(close_time::text, 5) as close from store_hours where store_id = ${store.id}`,
          )).map((row) => [row.day, row.open, row.close]),
        ),
    });
  },

  // No array in its body, but it replaces the set of the store's open pauses (one a channel).
  'PUT /api/stores/:id/status': async ({ f, db, tenant }) => {
    const store = await f.store(tenant.company.id);
    await db.rows(sql`insert into store_partners (store_id, partner_id, partner_store_id) values (${store.id}, 1, 'DD-race'), (${store.id}, 2, 'UE-race') returning id`);
    /** Writer i pauses until a time of its own, hours from now. */
    const endOf = (i: number, round: number) => new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + (round * 4 + i + 1) * 3600_000).toISOString();
    const ends = new Map<string, string>();
    const end = (i: number, round: number) => {
      if (!ends.has(`${i}.${round}`)) ends.set(`${i}.${round}`, endOf(i, round));
      return ends.get(`${i}.${round}`)!;
    };
    await raceWriters({
      write: (i, round) => tenant.as({ method: 'PUT', url: `/api/stores/${store.id}/status`, payload: { dsp_name: 'all', is_active: false, pause_end: end(i, round) } }),
      sent: (i, round) => canonical([1, 2].map((partner) => [partner, end(i, round)])),
      stored: async () =>
        canonical(
          (await db.rows<{ partner_id: number; ends_at: string }>(
            sql`select partner_id, to_char(ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ends_at
                from channel_pauses where store_id = ${store.id} and resumed_at is null and ends_at > now()`,
          )).map((row) => [row.partner_id, row.ends_at]),
        ),
    });
  },

  'PUT /api/stores/:id': async ({ f, db, tenant }) => {
    const store = await f.store(tenant.company.id);
    const addressesOf = (i: number, round: number) => [
      { address_type: 'Main', line_1: `${round}${i} Main St`, city: 'Chicago', state: 'IL', zip: '60602', timezone: 'America/Chicago' },
      { address_type: 'WelcomePackage', line_1: `${round}${i} Dock Rd`, city: 'Evanston', state: 'IL', zip: '60201' },
    ];
    await raceWriters({
      write: (i, round) => tenant.as({ method: 'PUT', url: `/api/stores/${store.id}`, payload: { addresses: addressesOf(i, round) } }),
      sent: (i, round) => canonical(addressesOf(i, round).map((address) => [address.address_type, address.line_1])),
      stored: async () =>
        canonical(
          (await db.rows<{ type: string; line: string }>(sql`select address_type as type, line_1 as line from store_addresses where store_id = ${store.id}`)).map(
            (row) => [row.type, row.line],
          ),
        ),
    });
  },

  'PUT /api/rest/fee-rules/:id': async ({ db, tenant }) => {
    const categories = (await db.rows<{ id: number }>(sql`select id from categories order by id limit 6`)).map((row) => String(row.id));
    const created = await tenant.as({ method: 'POST', url: '/api/rest/fee-rules', payload: { store_id: tenant.store.id, fee_type: 'flat_fee', flat_fee: 1, scope: 'category', scope_values: [categories[0]] } });
    const ruleId = created.json().id as number;
    const scopeOf = (i: number, round: number) => pick(categories, i, round);
    await raceWriters({
      write: (i, round) => tenant.as({ method: 'PUT', url: `/api/rest/fee-rules/${ruleId}`, payload: { scope: 'category', scope_values: scopeOf(i, round), flat_fee: i + 1 } }),
      sent: (i, round) => canonical([i + 1, ...scopeOf(i, round)]),
      stored: async () => {
        const rule = (await tenant.as({ url: `/api/rest/fee-rules/${ruleId}` })).json() as { flat_fee: number; scope_values: string[] };
        return canonical([Number(rule.flat_fee), ...rule.scope_values]);
      },
    });
  },

  'PUT /api/stores/company/:id/campaigns/:bannerId': async ({ f, tenant }) => {
    const products: number[] = [];
    for (let n = 0; n < 6; n++) products.push((await f.globalItem(tenant.company.id)).id);
    const created = await tenant.as({ method: 'POST', url: `/api/stores/company/${tenant.company.id}/campaigns`, payload: { name: 'Race banner' } });
    const bannerId = created.json().id as number;
    const SEGMENTS = ['new_customers', 'returning_customers', 'loyalty_members', 'lapsed_customers'];
    const PLACES = ['home_hero', 'category_page', 'search_results', 'checkout'];
    const bannerOf = (i: number, round: number) => ({ featured_products: pick(products, i, round), segments: pick(SEGMENTS, 3 - i, round), display_locations: pick(PLACES, i, round + 1) });
    const shape = (banner: { featured_products: number[]; segments: string[]; display_locations: string[] }) =>
      JSON.stringify([[...banner.featured_products].sort(), [...banner.segments].sort(), [...banner.display_locations].sort()]);
    await raceWriters({
      write: (i, round) => tenant.as({ method: 'PUT', url: `/api/stores/company/${tenant.company.id}/campaigns/${bannerId}`, payload: bannerOf(i, round) }),
      sent: (i, round) => shape(bannerOf(i, round)),
      stored: async () => shape((await tenant.as({ url: `/api/stores/company/${tenant.company.id}/campaigns/${bannerId}` })).json()),
    });
  },
};
