import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, type Factories } from '../factories/index.ts';
import { reader } from '../fixtures/demo.ts';
import { ACCOUNTS, createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let f: Factories;

beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
});
afterAll(() => t.close());

const statusOf = async (id: number) => (await reader(t).one<{ status: string }>(sql`select status from companies where id = ${id}`)).status;

describe('the company lifecycle is the operator’s', () => {
  it('a merchant cannot move their own company’s status, and nothing else of the edit is applied', async () => {
    const { company, as } = await f.tenant();
    const moved = await as({ method: 'PUT', url: `/api/stores/company/${company.id}`, payload: { status: 'Off Boarding', name: 'Renamed Co' } });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toMatch(/platform staff/);
    expect(await statusOf(company.id)).toBe('Live');
    expect((await reader(t).one<{ name: string }>(sql`select name from companies where id = ${company.id}`)).name).toBe(company.name);
  });

  it('a merchant still edits the details, sending the status unchanged as the form does', async () => {
    const { company, as } = await f.tenant();
    const edited = await as({ method: 'PUT', url: `/api/stores/company/${company.id}`, payload: { status: 'Live', name: 'Details Edited Co' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().name).toBe('Details Edited Co');
  });

  it('platform staff move the status', async () => {
    const { company } = await f.tenant();
    const internal = await t.as(ACCOUNTS.internal);
    const moved = await internal({ method: 'PUT', url: `/api/stores/company/${company.id}`, payload: { status: 'Trial' } });
    expect(moved.statusCode).toBe(200);
    expect(await statusOf(company.id)).toBe('Trial');
  });
});
