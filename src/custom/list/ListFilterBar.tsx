import { Box } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { FilterForm } from 'react-admin';

interface ListFilterBarProps {
  /** react-admin filter inputs: `alwaysOn` ones always show, the others once added (FilterButton) or given a value */
  filters: ReactElement[];
  /** actions beside the filters (create, export) */
  children?: ReactNode;
}

/** react-admin's filter form above a list, with its actions on the right; wraps on narrow screens. */
export const ListFilterBar = ({ filters, children }: ListFilterBarProps) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2, minWidth: 0 }}>
    <Box sx={{ flex: '1 1 auto', minWidth: 0, '& .RaFilterForm-root': { minHeight: 0, p: 0, m: 0 } }}>
      <FilterForm filters={filters} />
    </Box>
    {children && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', ml: 'auto' }}>{children}</Box>}
  </Box>
);
