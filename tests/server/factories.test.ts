import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories } from './factories/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let f: Factories;
beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
});
afterAll(() => t.close());

describe('test factories', () => {
  it('build a company with a store whose Main address and week of hours the store page shows', async () => {
    const { company, store, as } = await f.tenant();
    const response = await as({ url: `/api/stores/${store.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.company.id).toBe(company.id);
    expect(body.address.find((address: { address_type: string }) => address.address_type === 'Main')).toBeDefined();
    const hours = await as({ url: `/api/stores/${store.id}/store-hours` });
    expect(hours.statusCode).toBe(200);
    expect(JSON.stringify(hours.json())).toContain('America/New_York');
    expect(hours.json().hours.length).toBeGreaterThanOrEqual(7);
  });

  it("sign a merchant in who reaches only their own company's rows", async () => {
    const mine = await f.tenant();
    const theirs = await f.tenant();
    expect((await mine.as({ url: `/api/inventory/${mine.store.id}` })).statusCode).toBe(200);
    const refused = await mine.as({ url: `/api/inventory/${theirs.store.id}` });
    expect(refused.statusCode).toBe(403);
  });

  it('give a user exactly the permissions asked for through a custom role', async () => {
    const { store, as } = await f.tenant({ permissions: ['lm_view_store_inventory'] });
    const item = await f.storeItem(store.id, { name: 'Factory Cola' });
    expect((await as({ url: `/api/inventory/${store.id}` })).statusCode).toBe(200);
    const edit = await as({ method: 'DELETE', url: `/api/inventory/store/store_item?store_id=${store.id}&store_item_id=${item.id}` });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toMatch(/lm_edit_store_inventory/);
  });

  it('make internal users, global items, store items and menus', async () => {
    const internal = await f.user();
    expect(internal.companyId).toBeNull();
    const { company, store } = await f.tenant();
    const global = await f.globalItem(company.id, { name: 'Factory Chips' });
    const linked = await f.storeItem(store.id, { itemId: global.id });
    const menu = await f.menu(store.id, { storeItemIds: [linked.id] });
    const asInternal = await f.signIn(internal);
    const item = await asInternal({ url: `/api/inventory/items/global-items/${global.id}?company_id=${company.id}` });
    expect(item.statusCode).toBe(200);
    expect(item.json().name).toBe('Factory Chips');
    const menus = await asInternal({ url: `/api/stores/${store.id}/menu` });
    expect(menus.statusCode).toBe(200);
    expect(JSON.stringify(menus.json())).toContain(menu.menuName);
  });
});
