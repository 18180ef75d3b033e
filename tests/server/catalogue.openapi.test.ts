import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('documents the catalogue and inventory routes', async () => {
  const response = await t.app.inject({ url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  const paths = Object.keys(response.json().paths);
  for (const path of [
    '/inventory/items/global-items/v2',
    '/inventory/ingestion/csv',
    '/inventory/stores/{id}/items/export-to-csv',
    '/inventory/{id}/linked-or-unlinked-stores-with-global-item',
  ]) {
    expect(paths).toContain(path);
  }
});
