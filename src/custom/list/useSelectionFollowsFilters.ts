import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';

/** A selection never hides what it acts on: it starts over whenever the list's filters change. */
export function useSelectionFollowsFilters() {
  const { filterValues, onUnselectItems } = useListContext();
  const filtersKey = JSON.stringify(filterValues);
  const shownFor = useRef(filtersKey);
  useEffect(() => {
    if (shownFor.current === filtersKey) return;
    shownFor.current = filtersKey;
    onUnselectItems();
  }, [filtersKey, onUnselectItems]);
}
