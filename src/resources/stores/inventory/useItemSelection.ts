import { useState } from 'react';
import type { StoreBulkBody, StoreItemFilters } from '../../../contract/inventory.ts';

/**
 * Items chosen for a bulk action: ids picked in the list (across pages), or every item that matches the
 * filters. Starts over whenever the filters change, so a selection never hides what it acts on.
 */
export function useItemSelection(filtersKey: string) {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [lastKey, setLastKey] = useState(filtersKey);
  if (filtersKey !== lastKey) {
    setLastKey(filtersKey);
    setIds(new Set());
    setAllMatching(false);
  }

  const clear = () => {
    setIds(new Set());
    setAllMatching(false);
  };

  return {
    ids,
    allMatching,
    has: (id: number) => allMatching || ids.has(id),
    toggle: (id: number) => {
      setAllMatching(false);
      setIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    /** checks or unchecks every id of the page */
    setPage: (pageIds: readonly number[], checked: boolean) => {
      setAllMatching(false);
      setIds((current) => {
        const next = new Set(current);
        for (const id of pageIds) {
          if (checked) next.add(id);
          else next.delete(id);
        }
        return next;
      });
    },
    selectAllMatching: () => setAllMatching(true),
    clear,
    /** how many items the selection stands for */
    size: (total: number) => (allMatching ? total : ids.size),
    /** the body of a bulk call */
    body: (filters: StoreItemFilters): StoreBulkBody => (allMatching ? { select_all: true, filters } : { item_ids: [...ids] }),
  };
}

export type ItemSelection = ReturnType<typeof useItemSelection>;
