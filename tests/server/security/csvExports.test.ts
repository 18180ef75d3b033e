import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let f: Factories;
let tenant: Awaited<ReturnType<Factories['tenant']>>;

const FORMULA = '=HYPERLINK("http://evil.example","Click")';
const DEFUSED = `"'=HYPERLINK(""http://evil.example"",""Click"")"`;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  tenant = await f.tenant();
  const item = await f.globalItem(tenant.company.id, { name: FORMULA, upc: '+15551234' });
  await f.storeItem(tenant.store.id, { name: FORMULA, upc: '@cmd', itemId: item.id });
  await f.storeItem(tenant.store.id, { name: '-1+1', upc: '=1+1' });
});
afterAll(() => t.close());

describe('CSV exports write formula-leading cells as text', () => {
  it('the global items export', async () => {
    const answer = await tenant.as({ url: `/api/inventory/items/global-items/export-to-csv?company_id=${tenant.company.id}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(DEFUSED);
    expect(answer.body).toContain("'+15551234");
    expect(answer.body).not.toMatch(/(^|,)[=+@]/m);
  });

  it('the store items export', async () => {
    const answer = await tenant.as({ url: `/api/inventory/stores/${tenant.store.id}/items/export-to-csv` });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(DEFUSED);
    expect(answer.body).toContain("'@cmd");
    expect(answer.body).toContain("'-1+1");
    expect(answer.body).not.toMatch(/(^|,)[=+@]/m);
  });

  it('the duplicates report', async () => {
    await f.storeItem(tenant.store.id, { name: 'Dup', upc: '=1+1' });
    const answer = await tenant.as({ url: `/api/inventory/ingestion/duplicates?store_id=${tenant.store.id}&format=csv` });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain("'=1+1");
    expect(answer.body).not.toMatch(/(^|,)[=+@]/m);
  });
});
