import type { UserType } from '../../contract/auth.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';
import type { DetailPage } from '../layout/tabVisibility.ts';
import type { NavIconName } from '../layout/navIcons.ts';

// The pages of spec 000 §2, each declared once. The routes (appRoutes.tsx), the route guard (routeGuard.ts)
// and the top navigation (TopBarTabs, MerchantNavigation) are derived from this table; a page is one entry.
// No React here: the route guard and the page's first calls (firstCalls.ts, before the app loads) read it.

/** A page's place in the top navigation: internal users' top bar tabs, merchants' sidebar (with an icon). */
export interface PageNavigation {
  INTERNAL?: { label: LsmMessageKey };
  MERCHANT?: { label: LsmMessageKey; icon: NavIconName };
}

export interface PageDeclaration {
  /** react-router pattern; ":id" is one segment, and a trailing slash matches too */
  path: string;
  /** the user types that may stay on the page; the others are sent home */
  userTypes: readonly UserType[];
  /** the page's heading and document title */
  title: LsmMessageKey;
  /** the react-admin resource whose page this is (its `view` in the resource's index.ts), and whose hooks the page uses */
  resource?: 'companies' | 'employees' | 'items' | 'stores';
  view?: 'list' | 'edit';
  /** detail pages: whose sidebar tabs it shows (tabVisibility.ts), so the tab a URL names preloads with the page */
  tabs?: DetailPage;
  /** shown in the top navigation of these user types, in table order */
  nav?: PageNavigation;
}

const BOTH: readonly UserType[] = ['INTERNAL', 'MERCHANT'];

export const PAGES = {
  home: { path: '/', userTypes: ['INTERNAL'], title: 'lsm.pages.home' },
  companies: {
    path: '/companies',
    userTypes: ['INTERNAL'],
    title: 'lsm.pages.companies',
    resource: 'companies',
    view: 'list',
    nav: { INTERNAL: { label: 'lsm.nav.companies' } },
  },
  reports: { path: '/reports', userTypes: ['INTERNAL'], title: 'lsm.pages.reports', nav: { INTERNAL: { label: 'lsm.nav.reports' } } },
  items: {
    path: '/items',
    userTypes: ['INTERNAL'],
    title: 'lsm.pages.items',
    resource: 'items',
    view: 'list',
    nav: { INTERNAL: { label: 'lsm.nav.items' } },
  },
  employees: {
    path: '/employees',
    userTypes: BOTH,
    title: 'lsm.pages.employees',
    resource: 'employees',
    view: 'list',
    nav: { MERCHANT: { label: 'lsm.nav.team', icon: 'team' } },
  },
  insights: { path: '/insights', userTypes: ['MERCHANT'], title: 'lsm.pages.insights', nav: { MERCHANT: { label: 'lsm.nav.analytics', icon: 'analytics' } } },
  company: { path: '/companies/:id', userTypes: BOTH, title: 'lsm.pages.company', resource: 'companies', view: 'edit', tabs: 'company' },
  employee: { path: '/employees/:id', userTypes: BOTH, title: 'lsm.pages.employee', resource: 'employees', view: 'edit', tabs: 'employee' },
  store: { path: '/stores/:id', userTypes: BOTH, title: 'lsm.pages.store', resource: 'stores', view: 'edit', tabs: 'store' },
  'match-items': { path: '/match-items/:id', userTypes: BOTH, title: 'lsm.pages.match_items', tabs: 'match-items' },
} as const satisfies Record<string, PageDeclaration>;

export type PageKey = keyof typeof PAGES;

/** Pages whose component is a resource's page (its index.ts); the others name their component in appRoutes.tsx. */
export type ResourcePageKey = { [Key in PageKey]: (typeof PAGES)[Key] extends { resource: string } ? Key : never }[PageKey];
export type CustomPageKey = Exclude<PageKey, ResourcePageKey>;

export const PAGE_KEYS = Object.keys(PAGES) as PageKey[];

/** Every page as [key, declaration], in table order. */
export const PAGE_LIST: readonly (readonly [PageKey, PageDeclaration])[] = PAGE_KEYS.map((key) => [key, PAGES[key]]);

/** The path patterns a user type may stay on. */
export function pathsAllowedTo(userType: UserType): readonly string[] {
  return PAGE_LIST.filter(([, page]) => page.userTypes.includes(userType)).map(([, page]) => page.path);
}

/** The top navigation of a user type, in table order: each page's path with its label (and icon). */
export function navigationOf<User extends UserType>(userType: User): readonly ({ path: string } & NonNullable<PageNavigation[User]>)[] {
  return PAGE_LIST.flatMap(([, page]) => {
    const entry: PageNavigation[User] | undefined = page.nav?.[userType];
    return entry ? [{ path: page.path, ...entry }] : [];
  });
}
