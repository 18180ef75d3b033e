import { useState } from 'react';
import { useListContext } from 'react-admin';
import { cappedCountOf, shownCount } from '../../domain/paging.ts';

/**
 * "Select all N that match" beside a list's ticked rows: offered once the whole page is ticked and more
 * rows match. The choice holds for the selection and filters it was made on; any change of either drops it.
 */
export function useAllMatching() {
  const { selectedIds, data = [], total, meta, filterValues } = useListContext();
  const key = JSON.stringify([selectedIds, filterValues]);
  const [chosenFor, setChosenFor] = useState<string | null>(null);
  const capped = cappedCountOf(meta);
  const allMatching = chosenFor === key;
  const pageSelected = data.length > 0 && data.every((row) => selectedIds.includes(row.id));
  return {
    allMatching,
    /** how many rows match the filters; "1000+" when the server stopped counting */
    matching: shownCount(capped ?? total ?? 0, capped === null),
    /** how many rows the selection stands for */
    count: allMatching ? shownCount(capped ?? total ?? 0, capped === null) : selectedIds.length,
    offered: !allMatching && pageSelected && (capped !== null || (total ?? 0) > selectedIds.length),
    pageRows: data.length,
    selectAll: () => setChosenFor(key),
  };
}

export type AllMatching = ReturnType<typeof useAllMatching>;
