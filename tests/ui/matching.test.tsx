import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PermissionKey } from '../../src/domain/permissions.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/domain/permissions.ts';
import { storeFixture } from './support/companies.ts';
import { storeSession } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { MATCH_STORE_ID, matchGlobalItem, matchingHandlers, matchRow, matchServer, matchStoreItem, type MatchServer } from './support/matching.ts';
import { api, mswServer } from './support/mswServer.ts';
import { inventoryHandlers, storeItemFixture } from './support/inventory.ts';
import { storePageHandlers } from './support/stores.ts';
import { currentPath, renderAppAt } from './support/renderApp.tsx';

const VIEWER: readonly PermissionKey[] = ['lm_view_store_inventory'];
const EDITOR: readonly PermissionKey[] = ['lm_view_store_inventory', 'lm_edit_store_inventory'];

function open(server: MatchServer, permissions: readonly PermissionKey[] = EDITOR): MatchServer & { view: ReturnType<typeof renderAppAt> } {
  storeSession('MERCHANT');
  mswServer.use(
    ...sessionHandlers({ userType: 'MERCHANT', permissions }),
    http.get(api('/stores/company/'), () => HttpResponse.json({ companies: [], count: 0, totalCompaniesCount: 0, totalStoresCount: 0 })),
    http.get(api('/stores/'), () => HttpResponse.json({ stores: [], count: 0 })),
    ...storePageHandlers(storeFixture(MATCH_STORE_ID)),
    ...matchingHandlers(server),
  );
  const view = renderAppAt(`/match-items/${MATCH_STORE_ID}`);
  return Object.assign(server, { view });
}

/** Opens the page's address again in a new app, as a reload does (a new query cache and react-admin store). */
function reload(view: { unmount(): void }) {
  const path = currentPath();
  view.unmount();
  return renderAppAt(path);
}

// hidden: an open menu hides the page from the accessibility tree, not from the screen
const rows = () => screen.queryAllByRole('article', { hidden: true });
const lastQuery = (server: MatchServer) => server.listQueries[server.listQueries.length - 1].query;

describe('Manual matches', () => {
  it('shows each result with its count and loads 20 more until a page has fewer than 20', async () => {
    const server = open(matchServer({ match: Array.from({ length: 25 }, (_, index) => matchRow(index + 1)), partial: [matchRow(90, 0.7)] }));

    expect(await screen.findByRole('tab', { name: 'Matches (25)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Partial (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'No match (0)' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(lastQuery(server).get('offset')).toBe('0');
    expect(lastQuery(server).get('limit')).toBe('20');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(lastQuery(server).get('offset')).toBe('20');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 25 of 25')).toBeInTheDocument();
  });

  it('offers loading more after a full page even when it shows the count, and stops at the short page that follows', async () => {
    const server = open(matchServer({ match: Array.from({ length: 40 }, (_, index) => matchRow(index + 1)) }));
    await waitFor(() => expect(rows()).toHaveLength(20));

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(screen.getByText('Showing 40 of 40')).toBeInTheDocument();
    // 20 rows came back: a full page, so there may be more (spec 001 §4 goes by the page, not the count)
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(rows()).toHaveLength(40);
    expect(server.listQueries.map(({ query }) => query.get('offset'))).toEqual(['0', '20', '40']);
  });

  it('keeps the result tab, the search and the review status in the address: a reload shows the same list', async () => {
    const partial = [matchRow(11, 0.7), matchRow(12, 0.6, { storeItem: matchStoreItem(12, { is_reviewed: true, item_id: 1012 }) }), matchRow(21, 0.65)];
    const server = open(matchServer({ match: [matchRow(1)], partial }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Partial (3)' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search store items' }), 'item 01');
    await userEvent.click(screen.getByRole('combobox', { name: 'Review status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'To review' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual(['Store item 011']));
    expect(JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}')).toEqual({ result: 'partial', search: 'item 01', tag: ['to_review'] });

    server.listQueries.length = 0;
    reload(server.view);
    expect(await screen.findByRole('tab', { name: 'Partial (3)' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual(['Store item 011']));
    expect(screen.getByRole('searchbox', { name: 'Search store items' })).toHaveValue('item 01');
    expect(screen.getByRole('combobox', { name: 'Review status' })).toHaveTextContent('To review');
    expect(server.listQueries.map(({ result, query }) => [result, query.get('search'), query.getAll('tag')])).toEqual([['partial', 'item 01', ['to_review']]]);
  });

  it('filters by review status and goes back to All when every status is chosen', async () => {
    const server = open(matchServer({ match: [matchRow(1), matchRow(2, 0.99, { storeItem: matchStoreItem(2, { is_reviewed: true, item_id: 1002 }) })] }));
    await waitFor(() => expect(rows()).toHaveLength(2));

    await userEvent.click(screen.getByRole('combobox', { name: 'Review status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'To review' }));
    await waitFor(() => expect(lastQuery(server).getAll('tag')).toEqual(['to_review']));
    await waitFor(() => expect(rows()).toHaveLength(1));

    await userEvent.click(screen.getByRole('option', { name: 'Reviewed' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(lastQuery(server).getAll('tag')).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Review status' })).toHaveTextContent('All');
  });

  it('disables copying to the catalogue item unless linked, complete and different, and says why', async () => {
    const linked = (id: number, overrides = {}) => matchStoreItem(id, { item_id: 1000 + id, is_reviewed: true, ...overrides });
    const server = open(
      matchServer({
        match: [
          matchRow(1),
          matchRow(2, 0.95, { storeItem: linked(2, { size: null }) }),
          matchRow(3, 0.96, { storeItem: linked(3) }),
          matchRow(4, 0.97, { storeItem: linked(4, { name: 'Store item 004 Diet' }) }),
        ],
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(4));
    const copyItem = async (name: string) => {
      await userEvent.click(screen.getByRole('button', { name: `More actions for ${name}` }));
      return screen.findByRole('menuitem', { name: /Copy to catalogue item/ });
    };

    const notLinked = await copyItem('Store item 001');
    expect(notLinked).toHaveAttribute('aria-disabled', 'true');
    expect(notLinked).toHaveTextContent('Accept or link the item first');
    await userEvent.keyboard('{Escape}');

    const missing = await copyItem('Store item 002');
    expect(missing).toHaveAttribute('aria-disabled', 'true');
    expect(missing).toHaveTextContent('The store item is missing: Size.');
    await userEvent.keyboard('{Escape}');

    const same = await copyItem('Store item 003');
    expect(same).toHaveAttribute('aria-disabled', 'true');
    expect(same).toHaveTextContent('already has the same name, size, code and category');
    await userEvent.keyboard('{Escape}');

    const allowed = await copyItem('Store item 004 Diet');
    expect(allowed).not.toHaveAttribute('aria-disabled');
    await userEvent.click(allowed);
    await waitFor(() => expect(server.globalUpdates).toEqual([{ store_item_ids: [4] }]));
  });

  it('reviews by keyboard: J and K move, A accepts, R rejects the shown proposal', async () => {
    const server = open(matchServer({ match: [matchRow(1), matchRow(2), matchRow(3)] }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveAttribute('aria-current', 'true');

    await userEvent.keyboard('j');
    expect(screen.getByRole('article', { name: 'Store item 002' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('a');
    await waitFor(() => expect(server.reviews).toEqual([{ store_item_ids: [2], decision: 'accept' }]));

    await userEvent.keyboard('j');
    await userEvent.keyboard('k');
    expect(screen.getByRole('article', { name: 'Store item 002' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('k');
    await userEvent.keyboard('r');
    await waitFor(() => expect(server.unlinks).toEqual([{ items: [{ store_item_id: 1, global_item_id: 1001 }] }]));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Matches (2)' })).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'No match (1)' })).toBeInTheDocument();
  });

  it('accepts the selected rows in one call and the counts follow', async () => {
    const server = open(matchServer({ match: [matchRow(1), matchRow(2), matchRow(3)] }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    const countCallsBefore = server.countCalls;

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the loaded items' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Store item 002' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept selected (2)' }));
    await waitFor(() => expect(server.reviews).toEqual([{ store_item_ids: [1, 3], decision: 'accept' }]));
    expect(await screen.findByText('2 matches accepted')).toBeInTheDocument();
    await waitFor(() => expect(server.countCalls).toBeGreaterThan(countCallsBefore));
    expect(within(screen.getByRole('article', { name: 'Store item 001' })).getByText('Reviewed')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Store item 002' })).queryByText('Reviewed')).not.toBeInTheDocument();
  });

  it('accepts every loaded row, over several pages, in one call from the bulk toolbar, and another tab starts a new selection', async () => {
    const server = open(matchServer({ match: Array.from({ length: 25 }, (_, index) => matchRow(index + 1)), partial: [matchRow(90, 0.7)] }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(25));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the loaded items' }));
    const toolbar = screen.getByRole('region', { name: '25 items selected' });
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Accept selected (25)' }));
    await waitFor(() => expect(server.reviews).toHaveLength(1));
    expect(server.reviews[0]).toEqual({ store_item_ids: Array.from({ length: 25 }, (_, index) => index + 1), decision: 'accept' });
    expect(await screen.findByText('25 matches accepted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: /selected/ })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Store item 003' }));
    expect(screen.getByRole('region', { name: '1 item selected' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Partial (1)' }));
    await screen.findByRole('article', { name: 'Store item 090' });
    expect(screen.queryByRole('region', { name: /selected/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Store item 090' })).not.toBeChecked();
  });

  it('accepts a chosen alternative of a partial row by linking it, and marks the differing fields', async () => {
    const alternative = matchGlobalItem(2001, { name: 'Store item 005', size: '2 L' });
    const server = open(
      matchServer({
        partial: [matchRow(5, 0.6, { globalItem: matchGlobalItem(1005, { name: 'Other drink' }), candidates: [{ globalItem: alternative, score: 0.55, reasons: ['name 100% similar'] }] })],
      }),
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Partial (1)' }));
    const row = await screen.findByRole('article', { name: 'Store item 005' });
    expect(within(row).getByText('Other drink')).toHaveAttribute('data-differs', 'true');

    await userEvent.click(within(row).getByRole('radio', { name: 'Store item 005 · 55%' }));
    expect(within(row).getByText('2 L')).toHaveAttribute('data-differs', 'true');
    await userEvent.click(within(row).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(server.updates).toEqual([{ store_item_id: 5, global_item_id: 2001 }]));
  });

  it('adds no-match items to the catalogue', async () => {
    const server = open(matchServer({ noMatch: [matchStoreItem(7), matchStoreItem(8)] }));
    await userEvent.click(await screen.findByRole('tab', { name: 'No match (2)' }));
    const row = await screen.findByRole('article', { name: 'Store item 007' });
    await userEvent.click(within(row).getByRole('button', { name: 'Add to catalogue' }));
    await waitFor(() => expect(server.inserts).toEqual([{ store_item_ids: [7] }]));
    expect(await screen.findByRole('tab', { name: 'No match (1)' })).toBeInTheDocument();
  });

  it('shows the rows without any action to a user who may only look', async () => {
    open(matchServer({ match: [matchRow(1)] }), VIEWER);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('tells a user without the inventory permission that they cannot see it', async () => {
    open(matchServer({}), DEFAULT_ROLE_PERMISSIONS.staff.filter((key) => key !== 'lm_view_store_inventory'));
    expect(await screen.findByText("You do not have permission to see this store's inventory.")).toBeInTheDocument();
  });
});

describe('Manual matches entry from the Inventory tab', () => {
  it('shows how many items wait for a review and opens the page', async () => {
    const { handlers } = inventoryHandlers([storeItemFixture(101)]);
    storeSession('MERCHANT');
    mswServer.use(...sessionHandlers({ userType: 'MERCHANT', permissions: EDITOR }), ...matchingHandlers(matchServer({ match: [matchRow(1)] })), ...handlers);
    renderAppAt(`/stores/${MATCH_STORE_ID}?sidebarActiveTab=inventory`);

    const link = await screen.findByRole('link', { name: 'Manual matches, 1 item to review' });
    expect(link).toHaveAttribute('href', `/match-items/${MATCH_STORE_ID}`);
    await userEvent.click(link);
    expect(await screen.findByRole('tab', { name: 'Matches (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/stores/${MATCH_STORE_ID}?sidebarActiveTab=inventory`);
  });
});
