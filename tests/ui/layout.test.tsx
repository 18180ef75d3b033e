import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '../../src/domain/permissions.ts';
import { storeSession } from './support/fixtures.ts';
import { inventoryHandlers } from './support/inventory.ts';
import { sessionHandlers } from './support/handlers.ts';
import { mswServer } from './support/mswServer.ts';
import { storePageHandlers } from './support/stores.ts';
import { currentPath, renderAppAt } from './support/renderApp.tsx';

function sidebarTabNames(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Sidebar tabs' });
  return within(nav)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? '');
}

describe('internal layout', () => {
  it('has the top bar with brand, tabs, search slot and profile menu', async () => {
    storeSession('INTERNAL');
    mswServer.use(...sessionHandlers({ userType: 'INTERNAL' }));
    renderAppAt('/reports');

    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'LSM' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('tab', { name: 'Companies' })).toHaveAttribute('href', '/companies');
    expect(within(banner).getByRole('tab', { name: 'Items' })).toHaveAttribute('href', '/items');
    expect(within(banner).getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toBe('Reports · LSM');
    expect(document.getElementById('global-store-search-slot')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Profile menu of Olivia Ops' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Account settings' })).not.toBeInTheDocument();
  });

  it("names the top bar's menu button after the account it opens, also at 390 px where it is only an icon", async () => {
    const matchMedia = window.matchMedia;
    // 390 px: every max-width query below 768 px matches.
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: /max-width/.test(query) });
    try {
      storeSession('INTERNAL');
      mswServer.use(...sessionHandlers({ userType: 'INTERNAL' }));
      renderAppAt('/reports');
      const banner = await screen.findByRole('banner');
      const button = await within(banner).findByRole('button', { name: 'Profile menu of Olivia Ops' });
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('menu', { name: 'Profile menu of Olivia Ops' })).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('renders the company page with the permitted tabs, the default tab and a back control', async () => {
    storeSession('INTERNAL');
    mswServer.use(...sessionHandlers({ userType: 'INTERNAL', permissions: ['view_employees'] }));
    renderAppAt('/companies/12');

    expect(await screen.findByRole('heading', { name: 'Stores' })).toBeInTheDocument();
    expect(sidebarTabNames()).toEqual(['Stores', 'Products', 'Analytics', 'Employees']);
    expect(screen.getByText('Company #12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/companies');
    expect(document.title).toBe('Stores · Company #12 · LSM');

    await userEvent.click(screen.getByRole('button', { name: 'Employees' }));
    expect(await screen.findByRole('heading', { name: 'Employees' })).toBeInTheDocument();
    expect(currentPath()).toBe('/companies/12?sidebarActiveTab=employees');
    expect(document.title).toBe('Employees · Company #12 · LSM');
  });

  it('opens the tab named by sidebarActiveTab and groups the store settings', async () => {
    storeSession('INTERNAL');
    mswServer.use(...sessionHandlers({ userType: 'INTERNAL', permissions: DEFAULT_ROLE_PERMISSIONS.superadmin }), ...storePageHandlers());
    renderAppAt('/stores/31?sidebarActiveTab=fee-settings');

    expect(await screen.findByRole('heading', { name: 'Fee settings' })).toBeInTheDocument();
    expect(sidebarTabNames()).toEqual(['Home', 'Inventory', 'Menus', 'Modifier groups', 'Store settings', 'Channels settings', 'Fee settings']);
    await waitFor(() => expect(document.title).toMatch(/^Fee settings · .+ · LSM$/));
    expect(document.title).not.toContain('#31');
    expect(screen.getByText('Settings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit store hours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/companies/7?sidebarActiveTab=stores');
  });

  it('hides what the role may not see and falls back to a visible tab', async () => {
    storeSession('INTERNAL');
    mswServer.use(...sessionHandlers({ userType: 'INTERNAL', permissions: DEFAULT_ROLE_PERMISSIONS.staff }), ...storePageHandlers());
    renderAppAt('/stores/31?sidebarActiveTab=fee-settings');

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(sidebarTabNames()).toEqual(['Home', 'Inventory', 'Menus', 'Modifier groups']);
    expect(screen.queryByText('Settings')).not.toBeInTheDocument();
  });

  it('goes back from match-items to the store Inventory tab', async () => {
    storeSession('INTERNAL');
    mswServer.use(...sessionHandlers({ userType: 'INTERNAL' }));
    renderAppAt('/match-items/31');

    expect(await screen.findByRole('heading', { name: 'Manual matches' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/stores/31?sidebarActiveTab=inventory');
  });

  it('collapses and expands the sidebar', async () => {
    storeSession('INTERNAL');
    mswServer.use(...sessionHandlers({ userType: 'INTERNAL' }));
    renderAppAt('/employees/5');

    expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByText('Employee #5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    await waitFor(() => expect(screen.queryByText('Employee #5')).not.toBeInTheDocument());
    // a collapsed tab is an icon alone: its name shows on hover
    await userEvent.hover(screen.getByRole('button', { name: 'Details' }));
    expect(await screen.findByRole('tooltip', { name: 'Details' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(await screen.findByText('Employee #5')).toBeInTheDocument();
  });
});

describe('merchant layout', () => {
  it('has no top bar; the sidebar carries brand, team, Analytics and the profile block', async () => {
    storeSession('MERCHANT');
    mswServer.use(...sessionHandlers({ userType: 'MERCHANT', permissions: ['view_banners'] }));
    renderAppAt('/companies/7');

    expect(await screen.findByRole('heading', { name: 'Stores' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LSM' })).toHaveAttribute('href', '/companies/7');
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/employees');
    expect(screen.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/insights');
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/employees/41?sidebarActiveTab=details',
    );
    expect(screen.getByText('Corner Market')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    // Analytics once, in the merchant navigation (spec 000 §2: /insights); the company tab would repeat it
    expect(sidebarTabNames()).toEqual(['Stores', 'Products', 'Banners']);
    expect(screen.getAllByText('Analytics')).toHaveLength(1);
    expect(screen.getByText('Team')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('goes back from a store to the own company Stores tab', async () => {
    storeSession('MERCHANT');
    mswServer.use(...sessionHandlers({ userType: 'MERCHANT', permissions: ['lm_view_store_inventory'] }), ...inventoryHandlers([]).handlers);
    renderAppAt('/stores/31');

    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/companies/7?sidebarActiveTab=stores');
  });

  it('shows the Analytics page with the merchant sidebar', async () => {
    storeSession('MERCHANT');
    mswServer.use(...sessionHandlers({ userType: 'MERCHANT' }));
    renderAppAt('/insights');

    expect(await screen.findByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
