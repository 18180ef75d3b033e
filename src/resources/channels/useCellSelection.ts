import { useCallback, useState } from 'react';

export interface CellKey {
  store_id: number;
  partner_id: number;
}

const keyOf = (cell: CellKey) => `${cell.store_id}:${cell.partner_id}`;

/** The grid cells the user picked, across pages and filters, until cleared. */
export function useCellSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, CellKey>>(new Map());
  const toggle = useCallback((cell: CellKey) => {
    setSelected((before) => {
      const next = new Map(before);
      if (next.has(keyOf(cell))) next.delete(keyOf(cell));
      else next.set(keyOf(cell), { store_id: cell.store_id, partner_id: cell.partner_id });
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  return { cells: [...selected.values()], isSelected: (cell: CellKey) => selected.has(keyOf(cell)), toggle, clear };
}
