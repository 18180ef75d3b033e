import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** The query parameter naming the item whose dialog is open, so an item has an address of its own. */
export const ITEM_PARAM = 'item';

/** The item of the URL (its dialog is open), the address of each item, and closing it. */
export function useItemInUrl() {
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(ITEM_PARAM);
  const openId = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  const hrefOf = useCallback(
    (id: number) => {
      const next = new URLSearchParams(searchParams);
      next.set(ITEM_PARAM, String(id));
      return `${pathname}?${next.toString()}`;
    },
    [pathname, searchParams],
  );
  const close = useCallback(
    () =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(ITEM_PARAM);
        return next;
      }),
    [setSearchParams],
  );
  return { openId, hrefOf, close };
}
