import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/contract/stores.ts';
import { makeStore } from './factories/channels.ts';
import { createUser } from './factories/people.ts';
import { demoSessions } from './fixtures/demo.ts';

let s: Awaited<ReturnType<typeof demoSessions>>;
let storeId: number;

beforeAll(async () => {
  s = await demoSessions();
  storeId = await makeStore(s.t.database.db, s.cornerId, 'Store Settings Test Store');
});
afterAll(() => s.t.close());

const put = (session: typeof s.owner, payload: Record<string, unknown>) => session({ method: 'PUT', url: `/api/stores/${storeId}`, payload });

describe('PUT /stores/{id}: the store settings of spec 000 §3', () => {
  it('saves setup completed, closed till, the bill vendor and the four images, and clears them with null', async () => {
    const answer = await put(s.owner, {
      store_setup_completed: true,
      closed_till: '2030-01-02T15:00:00.000Z',
      bill_vendor_id: ' BV-991 ',
      image: '/api/uploads/a.png',
      logo_image: '/api/uploads/b.png',
      print_logo_image: '/api/uploads/c.png',
      profile_image: '/api/uploads/d.png',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Store>()).toMatchObject({
      storeSetupCompleted: true,
      closedTill: '2030-01-02T15:00:00.000Z',
      billVendorId: 'BV-991',
      image: '/api/uploads/a.png',
      logoImage: '/api/uploads/b.png',
      printLogoImage: '/api/uploads/c.png',
      profileImage: '/api/uploads/d.png',
    });
    const cleared = await put(s.owner, { closed_till: null, bill_vendor_id: null, logo_image: null });
    expect(cleared.json<Store>()).toMatchObject({ closedTill: null, billVendorId: null, logoImage: null, image: '/api/uploads/a.png', storeSetupCompleted: true });
  });

  it('answers 400 naming the field for a bad date or an over-long bill vendor id', async () => {
    const badDate = await put(s.owner, { closed_till: 'tomorrow' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(/closed_till/);
    const longVendor = await put(s.owner, { bill_vendor_id: 'x'.repeat(65) });
    expect(longVendor.statusCode).toBe(400);
    expect(longVendor.json().message).toMatch(/bill_vendor_id/);
  });

  it('refuses them without lm_edit_store_settings and for another company', async () => {
    // a Manager edits store details but not the store settings
    const manager = await createUser(s.t.database.db, { companyId: s.cornerId, role: 'manager', storeIds: [storeId] });
    const asManager = await s.t.as(manager.email);
    const refused = await put(asManager, { store_setup_completed: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/lm_edit_store_settings/);
    expect((await put(asManager, { sells_alcohol: true })).statusCode).toBe(200);
    expect((await put(s.staff, { store_setup_completed: false })).statusCode).toBe(403);
    const other = await put(s.quick, { store_setup_completed: false });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("You don't have access to this company");
  });
});
