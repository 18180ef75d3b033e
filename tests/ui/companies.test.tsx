import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Company } from '../../src/contract/companies.ts';
import { companyFixture, storeFixture } from './support/companies.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { renderAppAt } from './support/renderApp.tsx';

/** Types the text in one go (a paste), as fast as the form allows. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const TOTAL = 45;
const STORE_COUNTS = [1, 5, 50, 150];

/** 45 companies; records every list query. */
function companyListHandler(seen: URLSearchParams[]) {
  return http.get(api('/stores/company/'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    seen.push(query);
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 20);
    const rows: Company[] = [];
    for (let index = offset; index < Math.min(offset + limit, TOTAL); index += 1) {
      rows.push(companyFixture(index + 1, { stores: STORE_COUNTS[index % 4], point_of_contact: { id: 9, name: 'Pat Contact' } }));
    }
    return HttpResponse.json({ companies: rows, count: TOTAL, totalCompaniesCount: 52, totalStoresCount: 1234 });
  });
}

function signInInternal() {
  storeSession('INTERNAL');
  mswServer.use(...sessionHandlers({ userType: 'INTERNAL', permissions: ['view_company_details', 'edit_company_details', 'create_store'] }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('company list', () => {
  it('shows the totals, 20 companies a page with size labels, and pages = ceil(count/20)', async () => {
    signInInternal();
    const seen: URLSearchParams[] = [];
    mswServer.use(companyListHandler(seen));
    renderAppAt('/companies');

    expect(await screen.findByText('Company 1')).toBeInTheDocument();
    expect(screen.getByText('Total companies: 52')).toBeInTheDocument();
    expect(screen.getByText('Total stores: 1234')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(within(rows[0]).getByText('Independent')).toBeInTheDocument();
    expect(within(rows[1]).getByText('SMB')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Mid-Market')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Enterprise')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Pat Contact')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Mar 5, 2024')).toBeInTheDocument();
    expect(seen[0].get('limit')).toBe('20');
    expect(seen[0].get('offset')).toBe('0');

    const pages = screen.getByRole('group', { name: 'Company list pages' });
    expect(within(pages).getByText('1-20 of 45')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Go to page 4' })).not.toBeInTheDocument();

    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('Company 41')).toBeInTheDocument();
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(5);
    expect(seen.at(-1)?.get('offset')).toBe('40');
    expect(window.location.search).toContain('page=3');

    mswServer.use(
      http.get(api('/stores/'), () => HttpResponse.json({ count: 0, stores: [] })),
      http.get(api('/stores/company/41/tags'), () => HttpResponse.json([])),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Company 41' }));
    await waitFor(() => expect(window.location.pathname).toBe('/companies/41'));
  });

  it('searches 500 ms after the last keystroke, without the leading whitespace', async () => {
    signInInternal();
    const seen: URLSearchParams[] = [];
    mswServer.use(companyListHandler(seen));
    renderAppAt('/companies');
    expect(await screen.findByText('Company 1')).toBeInTheDocument();
    const before = seen.length;

    const box = screen.getByRole('textbox', { name: 'Search companies' });
    fireEvent.change(box, { target: { value: '  Cor' } });
    fireEvent.change(box, { target: { value: '  Corner' } });
    expect(box).toHaveValue('Corner');
    // the two keystrokes fall inside one 500 ms debounce: nothing is asked yet, then one query
    expect(seen.length).toBe(before);
    await waitFor(() => expect(seen.length).toBe(before + 1));
    expect(seen.at(-1)?.get('search_string')).toBe('Corner');
    expect(seen.at(-1)?.get('offset')).toBe('0');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('filter')).toBe(JSON.stringify({ q: 'Corner' })));
    expect(seen.length).toBe(before + 1);
  });
});

describe('company form', () => {
  it('creates a company with trimmed text, the phone as +1 digits and the default colours', async () => {
    signInInternal();
    const bodies: unknown[] = [];
    mswServer.use(
      companyListHandler([]),
      http.post(api('/stores/company'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(companyFixture(99, { name: 'Acme' }), { status: 201 });
      }),
    );
    renderAppAt('/companies');
    await userEvent.click(await screen.findByRole('button', { name: 'Create company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create company' });
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });

    await fill(field(/^Name/), '  Acme Foods  ');
    await fill(field(/^Email/), ' hello@acme.example ');
    await fill(field(/^Phone/), '(555) 123-4567');
    await fill(field(/^Website/), ' https://acme.example ');
    await fill(field(/^Company type/), ' Grocery ');
    await fill(field(/^Address line 1/), ' 1 Market St ');
    await fill(field(/^City/), ' Springfield ');
    await fill(field(/^State/), ' IL ');
    await fill(field(/^ZIP/), '62701');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      name: 'Acme Foods',
      email: 'hello@acme.example',
      phone_number: '+15551234567',
      website: 'https://acme.example',
      status: 'On Boarding',
      company_type: 'Grocery',
      address: { line_1: '1 Market St', line_2: null, city: 'Springfield', state: 'IL', zip: '62701' },
      primary_accent_color: '#000000',
      support_color: '#FFFFFF',
      accent_paired_text_color: '#FFFFFF',
      logo: null,
      favicon: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create company' })).not.toBeInTheDocument());
  });

  it('refuses a bad phone and a half-filled address before sending anything', async () => {
    signInInternal();
    const bodies: unknown[] = [];
    mswServer.use(
      companyListHandler([]),
      http.post(api('/stores/company'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(companyFixture(99), { status: 201 });
      }),
    );
    renderAppAt('/companies');
    await userEvent.click(await screen.findByRole('button', { name: 'Create company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create company' });
    await fill(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Acme');
    await fill(within(dialog).getByRole('textbox', { name: /^Phone/ }), '555-12');
    await fill(within(dialog).getByRole('textbox', { name: /^City/ }), 'Springfield');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Enter a US phone number as (xxx) xxx-xxxx')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Required').length).toBeGreaterThanOrEqual(3);
    expect(bodies).toHaveLength(0);
  });

  it('shows "Unable to Create company" with the server message when the create fails', async () => {
    signInInternal();
    mswServer.use(
      companyListHandler([]),
      http.post(api('/stores/company'), () => HttpResponse.json({ message: 'A company with this name exists' }, { status: 409 })),
    );
    renderAppAt('/companies');
    await userEvent.click(await screen.findByRole('button', { name: 'Create company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create company' });
    await fill(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Acme');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('dialog', { name: 'Unable to Create company' });
    expect(within(alert).getByText('A company with this name exists')).toBeInTheDocument();
  });
});

describe('company detail', () => {
  it('shows the logo, name and status from GET /stores/company/?id, and the settings with the phone as (xxx) xxx-xxxx', async () => {
    signInInternal();
    const company = companyFixture(12, { name: 'Harbor Grocers', status: 'Trial', phone_number: '+15557654321', logo: '/api/uploads/x.png' });
    mswServer.use(
      http.get(api('/stores/company/'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('id')).toBe('12');
        return HttpResponse.json({ companies: [company], count: 1, totalCompaniesCount: 4, totalStoresCount: 30 });
      }),
      http.get(api('/stores/'), () => HttpResponse.json({ count: 0, stores: [] })),
      http.get(api('/stores/company/12/tags'), () => HttpResponse.json([])),
    );
    renderAppAt('/companies/12?sidebarActiveTab=settings');

    expect(await screen.findByText('(555) 765-4321')).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByText('Harbor Grocers')).toBeInTheDocument();
    expect(within(sidebar).getByText('Trial')).toBeInTheDocument();
    expect(within(sidebar).getByRole('img', { name: 'Harbor Grocers' })).toHaveAttribute('src', '/api/uploads/x.png');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Off-board' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('lists the company stores 20 a page and narrows them by search, status and tag', async () => {
    signInInternal();
    const company = companyFixture(12, { name: 'Harbor Grocers' });
    const seen: URLSearchParams[] = [];
    mswServer.use(
      http.get(api('/stores/company/'), () => HttpResponse.json({ companies: [company], count: 1, totalCompaniesCount: 1, totalStoresCount: 25 })),
      http.get(api('/stores/'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        seen.push(query);
        const offset = Number(query.get('offset') ?? 0);
        const stores = Array.from({ length: Math.min(20, 25 - offset) }, (_, index) => storeFixture(offset + index + 1, { name: `Harbor ${offset + index + 1}` }));
        return HttpResponse.json({ count: 25, stores });
      }),
      http.get(api('/stores/company/12/tags'), () => HttpResponse.json([{ id: 4, tag_name: 'Downtown', company_id: 12 }])),
    );
    renderAppAt('/companies/12?sidebarActiveTab=stores');

    expect(await screen.findByRole('link', { name: 'Harbor 1' })).toBeInTheDocument();
    expect(seen[0].get('company_id')).toBe('12');
    expect(seen[0].get('limit')).toBe('20');
    const pages = screen.getByRole('group', { name: 'Store list pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('link', { name: 'Harbor 25' })).toBeInTheDocument();
    expect(seen.at(-1)?.get('offset')).toBe('20');

    await userEvent.type(screen.getByRole('textbox', { name: 'Search stores' }), 'Pier');
    await waitFor(() => expect(seen.at(-1)?.get('search_string')).toBe('Pier'));
    expect(seen.at(-1)?.get('offset')).toBe('0');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paused' }));
    await waitFor(() => expect(seen.at(-1)?.get('status')).toBe('paused'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Tags' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Downtown' }));
    await waitFor(() => expect(seen.at(-1)?.getAll('tags')).toEqual(['4']));
    expect(seen.at(-1)?.get('search_string')).toBe('Pier');
    expect(seen.at(-1)?.get('company_id')).toBe('12');
  });

  it('shows "You don\'t have access to this company" when the company fetch answers 403', async () => {
    storeSession('MERCHANT');
    mswServer.use(
      ...sessionHandlers({ userType: 'MERCHANT', permissions: ['view_company_details'] }),
      http.get(api('/stores/company/'), () => HttpResponse.json({ message: "You don't have access to this company" }, { status: 403 })),
      http.get(api('/stores/'), () => HttpResponse.json({ message: "You don't have access to this company" }, { status: 403 })),
      http.get(api('/stores/company/99/tags'), () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
    );
    renderAppAt('/companies/99');

    const alert = await screen.findByRole('dialog', { name: 'Unable to fetch Data' });
    expect(within(alert).getByText("You don't have access to this company")).toBeInTheDocument();
  });
});
