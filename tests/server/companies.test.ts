import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let internal: Awaited<ReturnType<TestApp['as']>>;
let cornerOwner: Awaited<ReturnType<TestApp['as']>>;
let cornerStaff: Awaited<ReturnType<TestApp['as']>>;
let cornerId: number;
let quickId: number;

const companyNamed = async (name: string) => {
  const body = (await internal({ url: `/api/stores/company/?search_string=${encodeURIComponent(name)}` })).json();
  return body.companies.find((company: { name: string }) => company.name === name).id as number;
};

beforeAll(async () => {
  t = await createTestApp();
  internal = await t.as(ACCOUNTS.internal);
  cornerOwner = await t.as(ACCOUNTS.cornerOwner);
  cornerStaff = await t.as(ACCOUNTS.cornerStaff);
  cornerId = await companyNamed('Corner Market');
  quickId = await companyNamed('QuickStop');
});
afterAll(() => t.close());

const validCompany = {
  name: '  Fresh Fields  ',
  email: 'hello@freshfields.example',
  phone_number: '+15551234567',
  website: 'https://freshfields.example',
  status: 'Trial',
  company_type: 'Grocery',
  address: { line_1: ' 12 Main St ', city: 'Austin', state: 'TX', zip: '78701' },
};

describe('GET /stores/company/', () => {
  it('pages 20 at a time with the filtered count and the platform totals', async () => {
    const body = (await internal({ url: '/api/stores/company/?limit=2&offset=0' })).json();
    expect(body.companies).toHaveLength(2);
    expect(body.count).toBeGreaterThanOrEqual(4);
    expect(body.totalCompaniesCount).toBe(body.count);
    expect(body.totalStoresCount).toBe(30);
    const names = body.companies.map((company: { name: string }) => company.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    const corner = (await internal({ url: `/api/stores/company/?id=${cornerId}` })).json().companies[0];
    expect(corner.stores).toBeGreaterThan(0);
    expect(corner.primary_accent_color).toMatch(/^#/);
  });

  it('filters by search text and status', async () => {
    const search = (await internal({ url: '/api/stores/company/?search_string=quick' })).json();
    expect(search.companies.map((company: { name: string }) => company.name)).toEqual(['QuickStop']);
    expect(search.count).toBe(1);
    const live = (await internal({ url: '/api/stores/company/?status=Live' })).json();
    expect(live.companies.every((company: { status: string }) => company.status === 'Live')).toBe(true);
    const bad = await internal({ url: '/api/stores/company/?status=Sleeping' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('status');
  });

  it('gives a merchant only their own company and refuses another', async () => {
    const own = (await cornerOwner({ url: '/api/stores/company/' })).json();
    expect(own.companies.map((company: { id: number }) => company.id)).toEqual([cornerId]);
    const other = await cornerOwner({ url: `/api/stores/company/?id=${quickId}` });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("You don't have access to this company");
  });
});

describe('company writes', () => {
  it('an internal user creates a company with trimmed text, then edits, off-boards and deletes it', async () => {
    const created = await internal({ method: 'POST', url: '/api/stores/company', payload: validCompany });
    expect(created.statusCode).toBe(201);
    const company = created.json();
    expect(company).toMatchObject({
      name: 'Fresh Fields',
      email: 'hello@freshfields.example',
      status: 'Trial',
      stores: 0,
      primary_accent_color: '#000000',
      support_color: '#FFFFFF',
      accent_paired_text_color: '#FFFFFF',
      address: { line_1: '12 Main St', city: 'Austin' },
    });

    const updated = await internal({ method: 'PUT', url: `/api/stores/company/${company.id}`, payload: { status: 'Live', support_color: '#112233' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ status: 'Live', support_color: '#112233', name: 'Fresh Fields' });

    const offboarded = await internal({ method: 'PUT', url: `/api/stores/company/off-board/${company.id}` });
    expect(offboarded.json()).toMatchObject({ status: 'Off Boarding' });
    expect(offboarded.json().offboarded_at).toBeTruthy();

    expect((await internal({ method: 'DELETE', url: `/api/stores/company/${company.id}` })).statusCode).toBe(200);
    expect((await internal({ url: `/api/stores/company/?id=${company.id}` })).json().companies).toEqual([]);
    expect((await internal({ method: 'DELETE', url: `/api/stores/company/${company.id}` })).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ ...validCompany, name: '   ' }, 'name'],
      [{ ...validCompany, email: 'nope' }, 'email'],
      [{ ...validCompany, phone_number: '555-1234' }, 'phone_number'],
      [{ ...validCompany, primary_accent_color: 'red' }, 'primary_accent_color'],
      [{ ...validCompany, address: { ...validCompany.address, zip: 'abc' } }, 'zip'],
    ];
    for (const [payload, field] of cases) {
      const response = await internal({ method: 'POST', url: '/api/stores/company', payload });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });

  it('keeps company creation, deletion and off-boarding to internal users', async () => {
    expect((await cornerOwner({ method: 'POST', url: '/api/stores/company', payload: validCompany })).statusCode).toBe(403);
    expect((await cornerOwner({ method: 'DELETE', url: `/api/stores/company/${cornerId}` })).statusCode).toBe(403);
    expect((await cornerOwner({ method: 'PUT', url: `/api/stores/company/off-board/${cornerId}` })).statusCode).toBe(403);
  });

  it('lets a merchant owner edit their company, refuses staff (403) and other companies (403)', async () => {
    const own = await cornerOwner({ method: 'PUT', url: `/api/stores/company/${cornerId}`, payload: { website: 'https://cornermarket.example' } });
    expect(own.statusCode).toBe(200);
    const staff = await cornerStaff({ method: 'PUT', url: `/api/stores/company/${cornerId}`, payload: { website: 'https://x.example' } });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toContain('edit_company_details');
    const other = await cornerOwner({ method: 'PUT', url: `/api/stores/company/${quickId}`, payload: { website: 'https://x.example' } });
    expect(other.statusCode).toBe(403);
    const nothing = await internal({ method: 'PUT', url: '/api/stores/company/999999', payload: { website: 'https://x.example' } });
    expect(nothing.statusCode).toBe(404);
  });
});

describe('company tags', () => {
  it('adds tags trimmed and case-insensitively unique, and lists them', async () => {
    const added = await cornerOwner({ method: 'POST', url: `/api/stores/company/${cornerId}/tags`, payload: { tag_names: [' Campus ', 'campus', 'Late Night'] } });
    expect(added.statusCode).toBe(200);
    expect(added.json().map((tag: { tag_name: string }) => tag.tag_name)).toEqual(['Campus', 'Late Night']);
    const again = await cornerOwner({ method: 'POST', url: `/api/stores/company/${cornerId}/tags`, payload: { tag_names: ['CAMPUS'] } });
    expect(again.json()).toHaveLength(1);
    const listed = (await cornerOwner({ url: `/api/stores/company/${cornerId}/tags` })).json();
    expect(listed.map((tag: { tag_name: string }) => tag.tag_name)).toEqual(expect.arrayContaining(['Campus', 'Late Night']));
    expect((await cornerOwner({ url: `/api/stores/company/${quickId}/tags` })).statusCode).toBe(403);
    expect((await cornerStaff({ method: 'POST', url: `/api/stores/company/${cornerId}/tags`, payload: { tag_names: ['x'] } })).statusCode).toBe(403);
  });
});
