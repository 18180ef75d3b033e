import { useState } from 'react';
import { useDebouncedValue } from '../../../custom/hooks/useDebouncedValue.ts';

/** Page, search text (debounced for the query) and status of a list; changing a filter goes to page 1. */
export function useListFilters() {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const [status, setStatusValue] = useState('');
  const q = useDebouncedValue(search);
  const [lastQ, setLastQ] = useState(q);
  if (q !== lastQ) {
    setLastQ(q);
    setPage(1);
  }
  return {
    page,
    setPage,
    search,
    setSearch: (text: string) => setSearchText(text.trimStart()),
    q,
    status,
    setStatus: (next: string) => {
      setStatusValue(next);
      setPage(1);
    },
  };
}
