import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_DISPLAY_LOCATIONS, BANNER_SEGMENTS } from '../../src/domain/banners.ts';
import { factories, type Factories, type Inject } from './factories/index.ts';
import { CORNER, reader } from './fixtures/demo.ts';
import { PNG_1X1, multipart } from './fixtures/multipart.ts';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

// The clock is pinned (and moved by a test that reads the demo data, which is relative to the real time).
const NOW = new Date('2030-03-01T12:00:00.000Z');
let clock = NOW;
const DAY = 24 * 3600 * 1000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

let t: TestApp;
let f: Factories;
let db: ReturnType<typeof reader>;
/** company A: owner, staff (view only), a catalogue of three items */
let a: { id: number; owner: Inject; staff: Inject; items: { id: number; name: string }[] };
/** company B: owner and one banner */
let b: { id: number; owner: Inject; bannerId: number; itemId: number };
let internal: Inject;

const base = (companyId: number) => `/api/stores/company/${companyId}/campaigns`;

async function create(as: Inject, companyId: number, body: Record<string, unknown>) {
  return as({ method: 'POST', url: base(companyId), payload: body });
}

async function createOk(as: Inject, companyId: number, body: Record<string, unknown>): Promise<number> {
  const response = await create(as, companyId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const bannerCount = (companyId: number) => db.count(sql`select 1 from campaigns where company_id = ${companyId}`);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  f = factories(t);
  db = reader(t);
  const companyA = await f.company();
  const ownerA = await f.user({ companyId: companyA.id });
  const staffA = await f.user({ companyId: companyA.id, role: 'staff' });
  const items = [
    await f.globalItem(companyA.id, { name: 'Sparkling Water 1 L' }),
    await f.globalItem(companyA.id, { name: 'Salted Pretzels', images: ['/api/uploads/0123456789abcdef0123456789abcdef.png'] }),
    await f.globalItem(companyA.id, { name: 'Dark Chocolate Bar' }),
  ];
  a = { id: companyA.id, owner: await f.signIn(ownerA), staff: await f.signIn(staffA), items };

  const companyB = await f.company();
  const ownerB = await f.user({ companyId: companyB.id });
  const bItem = await f.globalItem(companyB.id);
  const bOwner = await f.signIn(ownerB);
  b = { id: companyB.id, owner: bOwner, itemId: bItem.id, bannerId: await createOk(bOwner, companyB.id, { name: 'B banner', featured_products: [bItem.id] }) };
  internal = await f.signIn(await f.user());
});
afterAll(() => t.close());

describe('POST and GET /stores/company/{id}/campaigns/{bannerId}', () => {
  it('creates a banner with every field of spec §3, trimmed, and answers it with its schedule state', async () => {
    const [water, pretzels] = a.items;
    const response = await create(a.owner, a.id, {
      name: '  Spring Sale  ',
      description: 'Fresh deals',
      image: '/api/uploads/0123456789abcdef0123456789abcdef.png',
      status: 'active',
      start_date: '2030-03-05T09:00:00-05:00',
      end_date: at(30),
      segments: ['new_customers', 'loyalty_members'],
      display_locations: ['home_hero', 'checkout'],
      featured_products: [pretzels.id, water.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const banner = response.json();
    expect(banner).toMatchObject({
      company_id: a.id,
      name: 'Spring Sale',
      description: 'Fresh deals',
      status: 'active',
      schedule_state: 'scheduled',
      start_date: '2030-03-05T14:00:00.000Z',
      end_date: at(30),
      segments: ['new_customers', 'loyalty_members'],
      display_locations: ['home_hero', 'checkout'],
      featured_products: [pretzels.id, water.id],
      featured_items: [
        { id: pretzels.id, name: 'Salted Pretzels', image: '/api/uploads/0123456789abcdef0123456789abcdef.png' },
        { id: water.id, name: 'Sparkling Water 1 L', image: null },
      ],
    });
    expect(Object.keys(banner).sort()).toEqual(
      ['company_id', 'created_at', 'description', 'display_locations', 'end_date', 'featured_items', 'featured_products', 'id', 'image', 'name', 'schedule_state', 'segments', 'start_date', 'status', 'updated_at'].sort(),
    );

    const read = await a.staff({ url: `${base(a.id)}/${banner.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(banner);
  });

  it('defaults to an active banner with no dates (live), no segments, locations or products', async () => {
    const id = await createOk(a.owner, a.id, { name: 'Always on' });
    const banner = (await a.owner({ url: `${base(a.id)}/${id}` })).json();
    expect(banner).toMatchObject({ status: 'active', schedule_state: 'live', start_date: null, end_date: null, segments: [], display_locations: [], featured_products: [], featured_items: [], image: null, description: null });
  });

  it('ignores fields that are not the writable ones (id, company_id, schedule_state, created_at...)', async () => {
    const response = await create(a.owner, a.id, { name: 'Extra fields', id: 1, company_id: b.id, schedule_state: 'ended', created_at: '2000-01-01T00:00:00Z' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ company_id: a.id, schedule_state: 'live' });
    expect(response.json().created_at).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('refuses bad input with 400 naming the field, and creates nothing', async () => {
    const before = await bannerCount(a.id);
    const other = b.itemId;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{}, /name is required/],
      [{ name: '   ' }, /name/],
      [{ name: 'x'.repeat(121) }, /name/],
      [{ name: 'Dates', start_date: at(5), end_date: at(5) }, /end_date must be after start_date/],
      [{ name: 'Dates', start_date: at(5), end_date: at(1) }, /end_date must be after start_date/],
      [{ name: 'Dates', start_date: '2030-03-05T09:00:00' }, /start_date/],
      [{ name: 'Dates', end_date: 'tomorrow' }, /end_date/],
      [{ name: 'Segments', segments: ['everyone'] }, /segments/],
      [{ name: 'Segments', segments: ['new_customers', 'new_customers'] }, /segments/],
      [{ name: 'Locations', display_locations: ['sidebar'] }, /display_locations/],
      [{ name: 'Status', status: 'paused' }, /status/],
      [{ name: 'Products', featured_products: [other] }, new RegExp(`featured_products must be global items of this company \\(not ${other}\\)`)],
      [{ name: 'Products', featured_products: [a.items[0].id, 2147483000] }, /featured_products.*2147483000/],
      [{ name: 'Products', featured_products: Array.from({ length: 51 }, (_, k) => k + 1) }, /featured_products must NOT have more than 50 items/],
      [{ name: 'Image', image: 'https://tracker.example/pixel.png' }, /image/],
    ];
    for (const [body, message] of cases) {
      const response = await create(a.owner, a.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toMatch(message);
    }
    expect(await bannerCount(a.id)).toBe(before);
  });

  it('answers 404 for a banner or a company that does not exist', async () => {
    expect((await a.owner({ url: `${base(a.id)}/2147483000` })).statusCode).toBe(404);
    expect((await internal({ url: base(2147483000) })).statusCode).toBe(404);
    expect((await internal({ method: 'POST', url: base(2147483000), payload: { name: 'Nowhere' } })).statusCode).toBe(404);
  });
});

describe('PUT and DELETE /stores/company/{id}/campaigns/{bannerId}', () => {
  it('changes the fields sent and keeps the others', async () => {
    const id = await createOk(a.owner, a.id, { name: 'Weekend', description: 'Two days only', start_date: at(-2), end_date: at(2), segments: ['all_customers'] });
    const response = await a.owner({ method: 'PUT', url: `${base(a.id)}/${id}`, payload: { name: ' Long weekend ', end_date: at(3), featured_products: [a.items[2].id] } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Long weekend',
      description: 'Two days only',
      start_date: at(-2),
      end_date: at(3),
      segments: ['all_customers'],
      featured_items: [{ id: a.items[2].id, name: 'Dark Chocolate Bar' }],
      schedule_state: 'live',
    });
    const cleared = await a.owner({ method: 'PUT', url: `${base(a.id)}/${id}`, payload: { description: '', end_date: null } });
    expect(cleared.json()).toMatchObject({ description: null, end_date: null, start_date: at(-2) });
  });

  it('checks the end against the stored start (and the reverse), and changes nothing on a 400', async () => {
    const id = await createOk(a.owner, a.id, { name: 'Checked', start_date: at(10), end_date: at(20) });
    const early = await a.owner({ method: 'PUT', url: `${base(a.id)}/${id}`, payload: { end_date: at(9), name: 'Changed' } });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('end_date must be after start_date');
    const late = await a.owner({ method: 'PUT', url: `${base(a.id)}/${id}`, payload: { start_date: at(25) } });
    expect(late.statusCode).toBe(400);
    const stored = (await a.owner({ url: `${base(a.id)}/${id}` })).json();
    expect(stored).toMatchObject({ name: 'Checked', start_date: at(10), end_date: at(20) });
    const foreign = await a.owner({ method: 'PUT', url: `${base(a.id)}/${id}`, payload: { featured_products: [b.itemId] } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/featured_products/);
  });

  it('deletes a banner', async () => {
    const id = await createOk(a.owner, a.id, { name: 'Short lived' });
    const response = await a.owner({ method: 'DELETE', url: `${base(a.id)}/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Banner deleted');
    expect((await a.owner({ url: `${base(a.id)}/${id}` })).statusCode).toBe(404);
    expect((await a.owner({ method: 'DELETE', url: `${base(a.id)}/${id}` })).statusCode).toBe(404);
  });
});

describe('GET /stores/company/{id}/campaigns and /count', () => {
  let company: number;
  let owner: Inject;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const tenant = await f.tenant();
    company = tenant.company.id;
    owner = tenant.as;
    // Oldest first, so the list (newest first) shows them in reverse.
    ids.ended = await createOk(owner, company, { name: 'Winter Clearance', start_date: at(-60), end_date: at(-1) });
    ids.scheduled = await createOk(owner, company, { name: 'Spring Launch', start_date: at(1), end_date: at(30) });
    ids.liveOpen = await createOk(owner, company, { name: 'Everyday Low Prices' });
    ids.live = await createOk(owner, company, { name: 'Snack Attack', start_date: at(-1), end_date: at(1) });
    ids.inactive = await createOk(owner, company, { name: 'Snack Pause', status: 'inactive', start_date: at(-1), end_date: at(1) });
    ids.startsNow = await createOk(owner, company, { name: 'Starts Now', start_date: NOW.toISOString(), end_date: at(1) });
    ids.endsNow = await createOk(owner, company, { name: 'Ends Now', start_date: at(-1), end_date: NOW.toISOString() });
  });

  const list = async (query: string) => {
    const response = await owner({ url: `${base(company)}?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { campaigns: { id: number; name: string; schedule_state: string }[]; count: number };
  };
  const count = async (query: string) => (await owner({ url: `${base(company)}/count?${query}` })).json().count;

  it('pages newest first with the count of every match', async () => {
    const all = await list('');
    expect(all.count).toBe(7);
    expect(all.campaigns.map((banner) => banner.id)).toEqual(
      [ids.endsNow, ids.startsNow, ids.inactive, ids.live, ids.liveOpen, ids.scheduled, ids.ended],
    );
    const second = await list('limit=3&offset=3');
    expect(second.count).toBe(7);
    expect(second.campaigns.map((banner) => banner.id)).toEqual([ids.live, ids.liveOpen, ids.scheduled]);
    expect(await count('')).toBe(7);
  });

  it('derives the schedule state from status and dates at the pinned clock (start inclusive, end exclusive)', async () => {
    const states = Object.fromEntries((await list('')).campaigns.map((banner) => [banner.id, banner.schedule_state]));
    expect(states).toEqual({
      [ids.ended]: 'ended',
      [ids.scheduled]: 'scheduled',
      [ids.liveOpen]: 'live',
      [ids.live]: 'live',
      [ids.inactive]: 'inactive',
      [ids.startsNow]: 'live',
      [ids.endsNow]: 'ended',
    });
  });

  it('filters by schedule state and stored status, and the count call answers the same count', async () => {
    const expected: Record<string, number[]> = {
      scheduled: [ids.scheduled],
      live: [ids.startsNow, ids.live, ids.liveOpen],
      ended: [ids.endsNow, ids.ended],
      inactive: [ids.inactive],
      active: [ids.endsNow, ids.startsNow, ids.live, ids.liveOpen, ids.scheduled, ids.ended],
    };
    for (const [status, wanted] of Object.entries(expected)) {
      const page = await list(`status=${status}`);
      expect(page.campaigns.map((banner) => banner.id), status).toEqual(wanted);
      expect(page.count, status).toBe(wanted.length);
      expect(await count(`status=${status}`), status).toBe(wanted.length);
      for (const banner of page.campaigns) if (status !== 'active') expect(banner.schedule_state).toBe(status);
    }
  });

  it('searches the starts of the name\u2019s words in any order and case, with the status filter too', async () => {
    expect((await list('search_string=SNACK')).campaigns.map((banner) => banner.name)).toEqual(['Snack Pause', 'Snack Attack']);
    expect((await list('search_string=snack&status=live')).campaigns.map((banner) => banner.name)).toEqual(['Snack Attack']);
    expect(await count('search_string=att%20SNA')).toBe(1);
    expect(await count('search_string=ack')).toBe(0); // the middle of a word is not its start
    expect(await count('search_string=100%25')).toBe(0);
  });

  it('moves a banner from scheduled to live to ended as the clock moves', async () => {
    try {
      clock = new Date(NOW.getTime() + 2 * DAY);
      expect((await list('status=live')).campaigns.map((banner) => banner.id)).toEqual([ids.liveOpen, ids.scheduled]);
      clock = new Date(NOW.getTime() + 31 * DAY);
      expect((await list('status=live')).campaigns.map((banner) => banner.id)).toEqual([ids.liveOpen]);
      expect(await count('status=ended')).toBe(5);
    } finally {
      clock = NOW;
    }
  });

  it('refuses a status or paging it does not know with 400 naming the parameter', async () => {
    for (const [query, field] of [['status=paused', 'status'], ['limit=0', 'limit'], ['limit=101', 'limit'], ['offset=-1', 'offset']]) {
      const response = await owner({ url: `${base(company)}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(field);
    }
    expect((await owner({ url: `${base(company)}/count?status=paused` })).statusCode).toBe(400);
  });

  it('pages 20 at a time by default', async () => {
    const tenant = await f.tenant();
    for (let k = 0; k < 21; k++) await createOk(tenant.as, tenant.company.id, { name: `Banner ${k}` });
    const page = (await tenant.as({ url: base(tenant.company.id) })).json();
    expect(page.campaigns).toHaveLength(20);
    expect(page.count).toBe(21);
    expect(page.campaigns[0].name).toBe('Banner 20');
  });
});

describe('PUT /stores/company/{id}/campaigns/bulk/', () => {
  it('deactivates and activates a list of banners at once', async () => {
    const first = await createOk(a.owner, a.id, { name: 'Bulk one' });
    const second = await createOk(a.owner, a.id, { name: 'Bulk two' });
    const off = await a.owner({ method: 'PUT', url: `${base(a.id)}/bulk/`, payload: { campaign_ids: [first, second], status: 'inactive' } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ message: '2 banners deactivated', campaign_ids: [first, second] });
    for (const id of [first, second]) expect((await a.owner({ url: `${base(a.id)}/${id}` })).json().schedule_state).toBe('inactive');
    const on = await a.owner({ method: 'PUT', url: `${base(a.id)}/bulk/`, payload: { campaign_ids: [second], status: 'active' } });
    expect(on.json()).toEqual({ message: '1 banner activated', campaign_ids: [second] });
    expect((await a.owner({ url: `${base(a.id)}/${second}` })).json().status).toBe('active');
  });

  it('changes nothing when one id is unknown (404), and refuses bad bodies with 400', async () => {
    const id = await createOk(a.owner, a.id, { name: 'Bulk kept' });
    const missing = await a.owner({ method: 'PUT', url: `${base(a.id)}/bulk/`, payload: { campaign_ids: [id, 2147483000], status: 'inactive' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('2147483000');
    expect((await a.owner({ url: `${base(a.id)}/${id}` })).json().status).toBe('active');
    for (const payload of [{ campaign_ids: [], status: 'active' }, { campaign_ids: [id] }, { campaign_ids: [id], status: 'live' }, { status: 'active' }]) {
      const response = await a.owner({ method: 'PUT', url: `${base(a.id)}/bulk/`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toMatch(/campaign_ids|status/);
    }
  });
});

describe('DELETE /stores/company/{id}/campaigns/bulk/delete', () => {
  it('deletes up to 20 banners a call and refuses 21 with 400 naming the limit', async () => {
    const tenant = await f.tenant();
    const ids: number[] = [];
    for (let k = 0; k < 21; k++) ids.push(await createOk(tenant.as, tenant.company.id, { name: `Doomed ${k}` }));
    const tooMany = await tenant.as({ method: 'DELETE', url: `${base(tenant.company.id)}/bulk/delete`, payload: { campaign_ids: ids } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/campaign_ids.*20/);
    expect(await bannerCount(tenant.company.id)).toBe(21);

    const twenty = await tenant.as({ method: 'DELETE', url: `${base(tenant.company.id)}/bulk/delete`, payload: { campaign_ids: ids.slice(0, 20) } });
    expect(twenty.statusCode, twenty.body).toBe(200);
    expect(twenty.json()).toEqual({ message: '20 banners deleted', campaign_ids: ids.slice(0, 20) });
    expect(await bannerCount(tenant.company.id)).toBe(1);
    const again = await tenant.as({ method: 'DELETE', url: `${base(tenant.company.id)}/bulk/delete`, payload: { campaign_ids: [ids[0], ids[20]] } });
    expect(again.statusCode).toBe(404);
    expect(await bannerCount(tenant.company.id)).toBe(1);
  });
});

describe('permissions and tenancy', () => {
  it('lets view-only staff read and refuses each write with 403 naming the permission, changing nothing', async () => {
    const id = await createOk(a.owner, a.id, { name: 'Staff sees this' });
    expect((await a.staff({ url: base(a.id) })).statusCode).toBe(200);
    expect((await a.staff({ url: `${base(a.id)}/count` })).statusCode).toBe(200);
    expect((await a.staff({ url: `${base(a.id)}/${id}` })).statusCode).toBe(200);
    const before = await bannerCount(a.id);
    const writes: [string, string, unknown, string][] = [
      ['POST', base(a.id), { name: 'No' }, 'create_banners'],
      ['PUT', `${base(a.id)}/${id}`, { name: 'No' }, 'edit_banners'],
      ['DELETE', `${base(a.id)}/${id}`, undefined, 'delete_banners'],
      ['PUT', `${base(a.id)}/bulk/`, { campaign_ids: [id], status: 'inactive' }, 'edit_banners'],
      ['DELETE', `${base(a.id)}/bulk/delete`, { campaign_ids: [id] }, 'delete_banners'],
    ];
    for (const [method, url, payload, permission] of writes) {
      const response = await a.staff({ method: method as 'POST', url, payload: payload as Record<string, unknown> });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toContain(permission);
    }
    expect(await bannerCount(a.id)).toBe(before);
    expect((await a.owner({ url: `${base(a.id)}/${id}` })).json()).toMatchObject({ name: 'Staff sees this', status: 'active' });
  });

  it('the demo staff account (view permissions only) is refused the writes too', async () => {
    const cornerId = await db.companyId(CORNER);
    const staff = await t.as(ACCOUNTS.cornerStaff);
    expect((await staff({ url: base(cornerId) })).statusCode).toBe(200);
    expect((await staff({ method: 'POST', url: base(cornerId), payload: { name: 'No' } })).statusCode).toBe(403);
  });

  it("refuses every call on another company's path with 403, changing nothing", async () => {
    const before = await bannerCount(b.id);
    const calls: [string, string, unknown][] = [
      ['GET', base(b.id), undefined],
      ['GET', `${base(b.id)}/count`, undefined],
      ['POST', base(b.id), { name: 'Intruder' }],
      ['GET', `${base(b.id)}/${b.bannerId}`, undefined],
      ['PUT', `${base(b.id)}/${b.bannerId}`, { name: 'Hijacked' }],
      ['DELETE', `${base(b.id)}/${b.bannerId}`, undefined],
      ['PUT', `${base(b.id)}/bulk/`, { campaign_ids: [b.bannerId], status: 'inactive' }],
      ['DELETE', `${base(b.id)}/bulk/delete`, { campaign_ids: [b.bannerId] }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await a.owner({ method: method as 'GET', url, payload: payload as Record<string, unknown> });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe("You don't have access to this company");
    }
    expect(await bannerCount(b.id)).toBe(before);
    expect((await b.owner({ url: `${base(b.id)}/${b.bannerId}` })).json()).toMatchObject({ name: 'B banner', status: 'active' });
  });

  it("refuses another company's banner named under one's own company with 403, changing nothing", async () => {
    const mine = await createOk(a.owner, a.id, { name: 'Mine' });
    const calls: [string, string, unknown][] = [
      ['GET', `${base(a.id)}/${b.bannerId}`, undefined],
      ['PUT', `${base(a.id)}/${b.bannerId}`, { name: 'Hijacked' }],
      ['DELETE', `${base(a.id)}/${b.bannerId}`, undefined],
      ['PUT', `${base(a.id)}/bulk/`, { campaign_ids: [mine, b.bannerId], status: 'inactive' }],
      ['DELETE', `${base(a.id)}/bulk/delete`, { campaign_ids: [mine, b.bannerId] }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await a.owner({ method: method as 'GET', url, payload: payload as Record<string, unknown> });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await b.owner({ url: `${base(b.id)}/${b.bannerId}` })).json()).toMatchObject({ name: 'B banner', status: 'active' });
    expect((await a.owner({ url: `${base(a.id)}/${mine}` })).json()).toMatchObject({ status: 'active' });
  });

  it('lets internal users manage any company, and finds a banner of another company nowhere under the wrong company', async () => {
    const id = await createOk(internal, b.id, { name: 'Made by ops' });
    expect((await internal({ method: 'PUT', url: `${base(b.id)}/${id}`, payload: { status: 'inactive' } })).json().status).toBe('inactive');
    expect((await internal({ url: `${base(a.id)}/${id}` })).statusCode).toBe(404);
    expect((await internal({ method: 'DELETE', url: `${base(b.id)}/${id}` })).statusCode).toBe(200);
  });
});

describe('banner images', () => {
  const upload = (as: Inject, id: string) =>
    as({
      method: 'POST',
      url: '/api/stores/upload_image/',
      ...multipart([
        { name: 'id', value: id },
        { name: 'type', value: 'banner' },
        { name: 'image', filename: 'banner.png', contentType: 'image/png', data: PNG_1X1 },
      ]),
    });

  it('uploads a banner image for the company and accepts its URL on a banner', async () => {
    const response = await upload(a.owner, String(a.id));
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().image_url;
    const id = await createOk(a.owner, a.id, { name: 'With picture', image });
    expect((await a.owner({ url: `${base(a.id)}/${id}` })).json().image).toBe(image);
  });

  it("refuses a banner image for another company (403) and from view-only staff (403)", async () => {
    expect((await upload(a.owner, String(b.id))).statusCode).toBe(403);
    expect((await upload(a.staff, String(a.id))).statusCode).toBe(403);
  });
});

describe('demo data', () => {
  it("shows Corner Market's campaigns in every schedule state, with their featured products", async () => {
    const cornerId = await db.companyId(CORNER);
    const owner = await t.as(ACCOUNTS.cornerOwner);
    try {
      clock = new Date();
      const page = (await owner({ url: base(cornerId) })).json();
      expect(page.count).toBeGreaterThanOrEqual(6);
      const states = new Set(page.campaigns.map((banner: { schedule_state: string }) => banner.schedule_state));
      expect(states).toEqual(new Set(['live', 'scheduled', 'ended', 'inactive']));
      for (const banner of page.campaigns) {
        for (const segment of banner.segments) expect(BANNER_SEGMENTS).toContain(segment);
        for (const location of banner.display_locations) expect(BANNER_DISPLAY_LOCATIONS).toContain(location);
        expect(banner.featured_items.map((item: { id: number }) => item.id)).toEqual(banner.featured_products);
      }
      expect(page.campaigns.some((banner: { featured_items: unknown[] }) => banner.featured_items.length > 0)).toBe(true);
    } finally {
      clock = NOW;
    }
  });
});

describe('OpenAPI', () => {
  it('documents the eight banner calls', async () => {
    const paths = (await t.app.inject({ url: '/api/openapi.json' })).json().paths;
    expect(Object.keys(paths['/stores/company/{id}/campaigns']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/stores/company/{id}/campaigns/{bannerId}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(paths['/stores/company/{id}/campaigns/count'])).toEqual(['get']);
    expect(Object.keys(paths['/stores/company/{id}/campaigns/bulk/'])).toEqual(['put']);
    expect(Object.keys(paths['/stores/company/{id}/campaigns/bulk/delete'])).toEqual(['delete']);
  });
});
