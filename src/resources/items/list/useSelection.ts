import { useCallback, useMemo, useState } from 'react';
import type { GlobalItem } from '../../../contract/catalogue.ts';

export interface SelectionState {
  /** the items ticked one by one (across pages) */
  items: ReadonlyMap<number, GlobalItem>;
  /** every item matching the filter is selected, whatever is ticked */
  allMatching: boolean;
}

const EMPTY: SelectionState = { items: new Map(), allMatching: false };

/** Checkbox selection of the list, and the "all N items matching the filter" mode. Its functions are stable. */
export function useSelection() {
  const [state, setState] = useState<SelectionState>(EMPTY);

  const toggle = useCallback((item: GlobalItem) => {
    setState((current) => {
      const items = new Map(current.items);
      if (items.has(item.id)) items.delete(item.id);
      else items.set(item.id, item);
      return { items, allMatching: false };
    });
  }, []);

  /** ticks every item of the page, or unticks them when all already are */
  const togglePage = useCallback((page: readonly GlobalItem[]) => {
    setState((current) => {
      const items = new Map(current.items);
      const all = page.every((item) => items.has(item.id));
      for (const item of page) {
        if (all) items.delete(item.id);
        else items.set(item.id, item);
      }
      return { items, allMatching: false };
    });
  }, []);

  const selectAllMatching = useCallback(() => setState((current) => ({ ...current, allMatching: true })), []);
  const clear = useCallback(() => setState((current) => (current.items.size === 0 && !current.allMatching ? current : EMPTY)), []);

  return useMemo(
    () => ({
      ...state,
      isSelected: (id: number) => state.allMatching || state.items.has(id),
      toggle,
      togglePage,
      selectAllMatching,
      clear,
    }),
    [state, toggle, togglePage, selectAllMatching, clear],
  );
}

export type Selection = ReturnType<typeof useSelection>;
