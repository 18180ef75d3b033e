import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '../hooks/useDebouncedValue.ts';

type SetFilters = ReturnType<typeof useListContext>['setFilters'];

/**
 * Gives the list below a `setFilters` that does its own debouncing and changes nothing once the list's page has
 * been left. Why: react-router runs a navigation as a transition, so while the next page's code loads, the list's
 * page stays mounted. A search typed just before opening a result then lands 500 ms later (react-admin's debounce,
 * or its filter form's), and a list kept in the URL navigates to its own address with the new filter: the user
 * was sent back from the result they had opened. react-admin's debounce checks only that the list is mounted.
 */
export const PageBoundFilters = ({ children }: { children: ReactNode }) => {
  const list = useListContext();
  const { pathname } = useLocation();
  // The page the list was last rendered on: a page being left is not rendered again.
  const listPage = useRef(pathname);
  useLayoutEffect(() => {
    listPage.current = pathname;
  }, [pathname]);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const { setFilters } = list;
  const setFiltersHere = useCallback<SetFilters>(
    (filters, displayedFilters, debounce = false) => {
      clearTimeout(pending.current);
      const apply = () => {
        if (window.location.pathname === listPage.current) setFilters(filters, displayedFilters, false);
      };
      if (debounce) pending.current = setTimeout(apply, SEARCH_DEBOUNCE_MS);
      else apply();
    },
    [setFilters],
  );
  const value = useMemo(() => ({ ...list, setFilters: setFiltersHere }), [list, setFiltersHere]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
};
