import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '../hooks/useDebouncedValue.ts';

type ListContextValue = ReturnType<typeof useListContext>;
type SetFilters = ListContextValue['setFilters'];
type ShowFilter = ListContextValue['showFilter'];
type HideFilter = ListContextValue['hideFilter'];

/**
 * Gives the list below a `setFilters` that does its own debouncing and changes nothing once the list's page has
 * been left. Why: react-router runs a navigation as a transition, so while the next page's code loads, the list's
 * page stays mounted. A search typed just before opening a result then lands 500 ms later (react-admin's debounce,
 * or its filter form's), and a list kept in the URL navigates to its own address with the new filter: the user
 * was sent back from the result they had opened. react-admin's debounce checks only that the list is mounted.
 *
 * It also hands every filter change the filters shown as of now. react-admin computes a change from the list's
 * state as last rendered: a search landing just after a filter was added from "Add filter" (before the list had
 * rendered it) was computed from the state before the addition, and took the added filter away again.
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

  const { setFilters, showFilter, hideFilter, displayedFilters: renderedDisplayed } = list;
  // The filters shown as of now: what the list rendered when its state last changed, and every show or hide since.
  const rendered = JSON.stringify(renderedDisplayed ?? {});
  const shown = useRef<Record<string, boolean>>(renderedDisplayed ?? {});
  useLayoutEffect(() => {
    shown.current = JSON.parse(rendered) as Record<string, boolean>;
  }, [rendered]);

  const setFiltersHere = useCallback<SetFilters>(
    (filters, displayedFilters, debounce = false) => {
      clearTimeout(pending.current);
      const apply = () => {
        if (window.location.pathname === listPage.current) setFilters(filters, displayedFilters ?? shown.current, false);
      };
      if (debounce) pending.current = setTimeout(apply, SEARCH_DEBOUNCE_MS);
      else apply();
    },
    [setFilters],
  );
  const showFilterHere = useCallback<ShowFilter>(
    (name, defaultValue) => {
      shown.current = { ...shown.current, [name]: true };
      showFilter(name, defaultValue);
    },
    [showFilter],
  );
  const hideFilterHere = useCallback<HideFilter>(
    (name) => {
      const { [name]: _hidden, ...rest } = shown.current;
      shown.current = rest;
      hideFilter(name);
    },
    [hideFilter],
  );
  const value = useMemo(
    () => ({ ...list, setFilters: setFiltersHere, showFilter: showFilterHere, hideFilter: hideFilterHere }),
    [list, setFiltersHere, showFilterHere, hideFilterHere],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
};
