import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Store } from '../../src/contract/stores.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/domain/permissions.ts';
import { storeFixture } from './support/companies.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { api, mswServer } from './support/mswServer.ts';
import { currentPath, renderAppAt } from './support/renderApp.tsx';

const STORES: Store[] = [
  storeFixture(31, { name: 'Corner Market Chelsea' }),
  storeFixture(32, {
    name: 'Corner Market Chelsea Piers',
    address: [{ ...storeFixture(32).address[0]!, line_1: '62 Chelsea Piers', city: 'New York', state: 'NY', zip: '10011' }],
  }),
  storeFixture(33, { name: 'Corner Market Mission' }),
];

interface SeenRequest {
  params: URLSearchParams;
  at: number;
}

/** GET /stores/ filtering STORES by name like the server; records every request it answers. */
function storeSearchHandler(options: { delayMs?: number } = {}) {
  const seen: SeenRequest[] = [];
  const handler = http.get(api('/stores/'), async ({ request }) => {
    const params = new URL(request.url).searchParams;
    seen.push({ params, at: Date.now() });
    if (options.delayMs) await delay(options.delayMs);
    const term = (params.get('search_string') ?? '').trim().toLowerCase();
    const stores = STORES.filter((store) => store.name.toLowerCase().includes(term));
    return HttpResponse.json({ count: stores.length, stores });
  });
  return { handler, seen };
}

async function openWithShortcut(keys = '{Control>}k{/Control}') {
  await userEvent.keyboard(keys);
  return screen.findByRole('combobox', { name: 'Search stores by name or address' });
}

async function signedInAt(path: string, userType: 'INTERNAL' | 'MERCHANT', heading: string, options: { delayMs?: number } = {}) {
  const search = storeSearchHandler(options);
  storeSession(userType);
  mswServer.use(...sessionHandlers({ userType, permissions: DEFAULT_ROLE_PERMISSIONS.staff }), search.handler);
  renderAppAt(path);
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  return search;
}

/** The store name of an option (its first line; the second is the address). */
const nameOf = (option: HTMLElement) => within(option).getAllByText(/./)[0]!.textContent;

const optionNames = () => within(screen.getByRole('listbox', { name: 'Stores found' })).getAllByRole('option').map(nameOf);

function highlighted(): HTMLElement {
  const selected = screen.getAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true');
  expect(selected).toHaveLength(1);
  return selected[0]!;
}

describe('global store search', () => {
  it('opens with Ctrl+K and with Cmd+K, and from the top bar trigger', async () => {
    await signedInAt('/', 'INTERNAL', 'Home');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    const input = await openWithShortcut();
    expect(input).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Search stores' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await openWithShortcut('{Meta>}k{/Meta}')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Search stores' }));
    expect(await screen.findByRole('combobox', { name: 'Search stores by name or address' })).toHaveFocus();
  });

  it('sends one request once typing stops, with the spec parameters and the leading whitespace stripped', async () => {
    const { seen } = await signedInAt('/', 'INTERNAL', 'Home');
    const input = await openWithShortcut();
    // Opening lists the first stores by name.
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(seen).toHaveLength(1);
    const before = seen.length;

    await userEvent.type(input, '   Chel');
    const typedAt = Date.now();
    await waitFor(() => expect(optionNames()).toEqual(['Corner Market Chelsea', 'Corner Market Chelsea Piers']));

    const typing = seen.slice(before);
    expect(typing).toHaveLength(1);
    expect(typing[0]!.at - typedAt).toBeGreaterThanOrEqual(400);
    expect(Object.fromEntries(typing[0]!.params)).toEqual({
      limit: '20',
      offset: '0',
      order_column: 'name',
      sort_direction: 'ASC',
      search_string: 'Chel',
    });
    // Whitespace alone is no search text: the first answer (no search_string) serves it again.
    await userEvent.clear(input);
    await userEvent.type(input, '   ');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(seen.slice(before).map((request) => request.params.get('search_string'))).toEqual(['Chel']);
    expect(seen[0]!.params.has('search_string')).toBe(false);
  });

  it('shows the store name and address, "Loading ...." while loading and "No results found" when empty', async () => {
    await signedInAt('/', 'INTERNAL', 'Home', { delayMs: 300 });
    const input = await openWithShortcut();
    expect(await screen.findByText('Loading ....')).toBeInTheDocument();
    const piers = await screen.findByRole('option', { name: /Corner Market Chelsea Piers/ });
    expect(within(piers).getByText('62 Chelsea Piers, New York, NY 10011')).toBeInTheDocument();

    await userEvent.type(input, 'zzz');
    expect(await screen.findByText('Loading ....')).toBeInTheDocument();
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('moves the highlight with the arrow keys and opens the highlighted store with Enter', async () => {
    await signedInAt('/', 'INTERNAL', 'Home');
    const input = await openWithShortcut();
    await screen.findAllByRole('option');
    expect(nameOf(highlighted())).toBe('Corner Market Chelsea');
    expect(input).toHaveAttribute('aria-activedescendant', highlighted().id);

    await userEvent.keyboard('{ArrowDown}');
    expect(nameOf(highlighted())).toBe('Corner Market Chelsea Piers');
    await userEvent.keyboard('{ArrowDown}');
    expect(nameOf(highlighted())).toBe('Corner Market Mission');
    await userEvent.keyboard('{ArrowDown}');
    expect(nameOf(highlighted())).toBe('Corner Market Chelsea');
    await userEvent.keyboard('{ArrowUp}');
    expect(nameOf(highlighted())).toBe('Corner Market Mission');
    expect(input).toHaveAttribute('aria-activedescendant', highlighted().id);
    expect(input).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/stores/33/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('navigation', { name: 'Sidebar tabs' })).toBeInTheDocument();
  });

  it('opens a store on click', async () => {
    await signedInAt('/', 'INTERNAL', 'Home');
    await openWithShortcut();
    await userEvent.click(await screen.findByRole('option', { name: /Corner Market Chelsea Piers/ }));
    await waitFor(() => expect(currentPath()).toBe('/stores/32/'));
  });

  it('closes with Escape and opens empty again', async () => {
    await signedInAt('/', 'INTERNAL', 'Home');
    const input = await openWithShortcut();
    await userEvent.type(input, 'Mission');
    await waitFor(() => expect(optionNames()).toEqual(['Corner Market Mission']));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/');

    expect(await openWithShortcut()).toHaveValue('');
  });

  it('scopes a merchant search to their company, opened from the sidebar or the shortcut', async () => {
    const { seen } = await signedInAt('/insights', 'MERCHANT', 'Analytics');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Search stores' }));
    const input = await screen.findByRole('combobox', { name: 'Search stores by name or address' });
    await screen.findAllByRole('option');
    await userEvent.type(input, ' Mission');
    await waitFor(() => expect(optionNames()).toEqual(['Corner Market Mission']));

    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.every((request) => request.params.get('company_id') === '7')).toBe(true);
    expect(seen.at(-1)!.params.get('search_string')).toBe('Mission');
  });

  it('raises "Unable to fetch Data" with the server message when the search fails', async () => {
    storeSession('INTERNAL');
    mswServer.use(
      ...sessionHandlers({ userType: 'INTERNAL' }),
      http.get(api('/stores/'), () => HttpResponse.json({ message: 'search_string must be at most 100 characters' }, { status: 400 })),
    );
    renderAppAt('/');
    await screen.findByRole('heading', { name: 'Home' });
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(await screen.findByText('search_string must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Unable to fetch Data')).toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('shows the address the search found a store by, marked when it is the shipping address', async () => {
    const main = storeFixture(40).address[0]!;
    const found = storeFixture(40, {
      name: 'Corner Market Tribeca',
      address: [main, { ...main, id: 401, line_1: '9 Dock St', city: 'Red Hook', address_type: 'WelcomePackage' }],
    });
    storeSession('INTERNAL');
    mswServer.use(
      ...sessionHandlers({ userType: 'INTERNAL', permissions: DEFAULT_ROLE_PERMISSIONS.staff }),
      http.get(api('/stores/'), () => HttpResponse.json({ count: 1, stores: [found] })),
    );
    renderAppAt('/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await userEvent.type(await openWithShortcut(), 'red hook');

    const option = await screen.findByRole('option');
    expect(option).toHaveTextContent('9 Dock St, Red Hook, IL 62701 (shipping address)');
  });
});
