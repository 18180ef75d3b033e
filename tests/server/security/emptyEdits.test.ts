import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../factories/index.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Found by the generated suite (tests/server/security/generated.test.ts) on PGlite.
describe('an edit that names no field', () => {
  it('of a banner answers the banner unchanged, not 500', async () => {
    const { company, as } = await factories(t).tenant();
    const created = await as({ method: 'POST', url: `/api/stores/company/${company.id}/campaigns`, payload: { name: 'Quiet banner' } });
    expect(created.statusCode).toBe(201);
    const edited = await as({ method: 'PUT', url: `/api/stores/company/${company.id}/campaigns/${created.json().id}`, payload: {} });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().name).toBe('Quiet banner');
  });
});
