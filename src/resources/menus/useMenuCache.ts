import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { GetListResult } from 'react-admin';
import type { Menu } from '../../contract/menus.ts';

type MenuPage = GetListResult<Menu>;

const listOfStore = (storeId: number) => (query: Query) => {
  const [resource, method, params] = query.queryKey as [unknown, unknown, { filter?: { storeId?: unknown } } | undefined];
  return resource === 'menus' && method === 'getList' && params?.filter?.storeId === storeId;
};

interface ListFilter {
  storeId?: unknown;
  q?: unknown;
  status?: unknown;
}

/** Whether a list with this filter shows the menu (name contains q ignoring case, same status). */
function shows(filter: ListFilter | undefined, menu: Menu): boolean {
  const q = typeof filter?.q === 'string' ? filter.q.trim().toLowerCase() : '';
  const status = typeof filter?.status === 'string' ? filter.status : '';
  return (!q || menu.menu_name.toLowerCase().includes(q)) && (!status || menu.status === status);
}

/** One default menu per store: a menu saved as default clears the badge of the others. */
const withDefault = (menus: readonly Menu[], saved: Menu) => (saved.is_default ? menus.map((menu) => (menu.id === saved.id ? menu : { ...menu, is_default: false })) : [...menus]);

/**
 * The menu list's cached pages, changed in place after a write (spec 001 §4): a created menu is appended
 * and the count goes up by one, an updated one replaces the entry with its id, a deleted one leaves.
 * Nothing is fetched again.
 */
export function useMenuCache(storeId: number) {
  const queryClient = useQueryClient();
  const change = useCallback(
    (update: (page: MenuPage, filter: ListFilter | undefined) => MenuPage) => {
      for (const query of queryClient.getQueryCache().findAll({ predicate: listOfStore(storeId) })) {
        const filter = (query.queryKey[2] as { filter?: ListFilter } | undefined)?.filter;
        queryClient.setQueryData<MenuPage>(query.queryKey, (page) => (page ? update(page, filter) : page));
      }
    },
    [queryClient, storeId],
  );
  return useMemo(
    () => ({
      appended: (menu: Menu) =>
        change((page, filter) =>
          shows(filter, menu) ? { ...page, data: [...withDefault(page.data, menu), menu], total: (page.total ?? page.data.length) + 1 } : { ...page, data: withDefault(page.data, menu) },
        ),
      replaced: (menu: Menu) =>
        change((page) => ({ ...page, data: withDefault(page.data, menu).map((entry) => (entry.id === menu.id ? menu : entry)) })),
      patched: (menuId: number, fields: Partial<Menu>) =>
        change((page) => ({ ...page, data: page.data.map((entry) => (entry.id === menuId ? { ...entry, ...fields } : entry)) })),
      removed: (menuId: number) =>
        change((page) => ({
          ...page,
          data: page.data.filter((entry) => entry.id !== menuId),
          total: page.data.some((entry) => entry.id === menuId) ? Math.max(0, (page.total ?? 1) - 1) : page.total,
        })),
    }),
    [change],
  );
}
