import { Box, Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import { GlobalItemRow } from './GlobalItemRow.tsx';
import type { Selection } from './useSelection.ts';

interface GlobalItemTableProps {
  items: readonly GlobalItem[];
  loading: boolean;
  /** null: no checkboxes (the user may not change items) */
  selection: Selection | null;
  showCompany: boolean;
  onOpen: (item: GlobalItem) => void;
}

const ignore = () => undefined;

/** One row per global item; the name opens the item. */
export const GlobalItemTable = ({ items, loading, selection, showCompany, onOpen }: GlobalItemTableProps) => {
  const translate = useTranslate();
  const columns = ['image', 'name', 'upc', 'category', 'size', 'price', 'status', 'verification', ...(showCompany ? ['company'] : [])];
  const width = columns.length + (selection ? 1 : 0);
  const pageSelected = selection !== null && items.length > 0 && items.every((item) => selection.isSelected(item.id));
  const someSelected = selection !== null && items.some((item) => selection.isSelected(item.id));
  const toggle = selection?.toggle ?? ignore;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={pageSelected}
                  indeterminate={someSelected && !pageSelected}
                  disabled={items.length === 0}
                  onChange={() => (selection.allMatching ? selection.clear() : selection.togglePage(items))}
                  slotProps={{ input: { 'aria-label': translate('lsm.globalItems.list.select_page') } }}
                />
              </TableCell>
            )}
            {columns.map((column) => (
              <TableCell key={column}>{translate(`lsm.globalItems.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <GlobalItemRow
              key={item.id}
              item={item}
              selected={selection ? selection.isSelected(item.id) : null}
              locked={selection?.allMatching ?? false}
              showCompany={showCompany}
              onToggle={toggle}
              onOpen={onOpen}
            />
          ))}
          {items.length === 0 && (
            <TableRow>
              <TableCell colSpan={width}>{translate(loading ? 'lsm.globalItems.list.loading' : 'lsm.globalItems.list.empty')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
};
