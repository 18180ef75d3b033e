import { describe, expect, it } from 'vitest';
import { navigationOf, PAGE_KEYS, PAGES, DETAIL_PAGES, tabsOf } from '../../src/custom/layout/pages.ts';
import { ALLOWED_ROUTES } from '../../src/custom/layout/routeGuard.ts';
import { TAB_BODY_FILES } from '../../src/custom/layout/tabBodies.ts';
import { DEFAULT_TABS, DETAIL_PAGE_TABS, STORE_SETTINGS_TABS } from '../../src/custom/layout/tabVisibility.ts';
import { routesWithLayout } from '../../src/custom/routes/appRoutes.tsx';

describe('the page table', () => {
  it('gives every page a route inside the layout', () => {
    expect(routesWithLayout.map((route) => route.props.path)).toEqual(PAGE_KEYS.map((key) => PAGES[key].path));
  });

  it('gives the route guard the paths of spec 000 §2 for each user type', () => {
    expect([...ALLOWED_ROUTES.INTERNAL].sort()).toEqual(
      ['/', '/items', '/reports', '/stores/:id', '/match-items/:id', '/companies/:id', '/companies', '/employees', '/employees/:id'].sort(),
    );
    expect([...ALLOWED_ROUTES.MERCHANT].sort()).toEqual(['/employees', '/employees/:id', '/companies/:id', '/insights', '/stores/:id', '/match-items/:id'].sort());
  });

  it('gives the top navigation its pages in order', () => {
    expect(navigationOf('INTERNAL').map((entry) => entry.path)).toEqual(['/companies', '/reports', '/items']);
    expect(navigationOf('MERCHANT').map((entry) => [entry.path, entry.icon])).toEqual([
      ['/employees', 'team'],
      ['/insights', 'analytics'],
    ]);
  });
});

describe('the tab tables', () => {
  it('derive the tabs, the default tab and the store Settings group', () => {
    expect(DETAIL_PAGES).toEqual(['company', 'employee', 'store', 'match-items']);
    expect(DETAIL_PAGE_TABS.store).toEqual(['home', 'inventory', 'menus', 'modifier-groups', 'store-settings', 'channels-settings', 'fee-settings']);
    expect(DETAIL_PAGE_TABS.company).toEqual(['stores', 'products', 'analytics', 'settings', 'employees', 'roles', 'banners', 'sync-grid']);
    expect(DEFAULT_TABS).toEqual({ store: 'home', company: 'stores', employee: 'details', 'match-items': 'manual-matches' });
    expect(STORE_SETTINGS_TABS).toEqual(['store-settings', 'channels-settings', 'fee-settings']);
  });

  it('name a tab body that its file exports', async () => {
    const bodies = DETAIL_PAGES.flatMap((page) => tabsOf(page).map((tab) => tab.body));
    expect(new Set(bodies).size).toBe(bodies.length);
    for (const body of bodies) {
      const load = TAB_BODY_FILES.get(body);
      expect(load, `${body}.tsx`).toBeDefined();
      const module = await load!();
      expect(typeof module[body], `the ${body} export of ${body}.tsx`).toBe('function');
    }
  }, 120_000);
});
