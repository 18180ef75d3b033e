import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Checkbox, IconButton, Link, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SaleState, StoreItem } from '../../../contract/inventory.ts';
import { formatPrice } from '../../../domain/numbers.ts';
import { ChannelFlag } from './ChannelFlag.tsx';
import type { InventorySort, SortColumn } from './inventoryQuery.ts';
import { SaleStateControl } from './SaleStateControl.tsx';
import { StoreItemImage } from './StoreItemImage.tsx';
import type { ItemSelection } from './useItemSelection.ts';

const CHANNELS = [
  { key: 'doordash_added', label: 'lsm.inventory.columns.doordash' },
  { key: 'ubereats_added', label: 'lsm.inventory.columns.ubereats' },
  { key: 'grubhub_added', label: 'lsm.inventory.columns.grubhub' },
] as const;

interface InventoryTableProps {
  items: readonly StoreItem[];
  loading: boolean;
  sort: InventorySort;
  onSort: (column: SortColumn) => void;
  /** null: no selection (the user may not edit) */
  selection: ItemSelection | null;
  canEdit: boolean;
  onOpen: (item: StoreItem) => void;
  onDelete: (item: StoreItem) => void;
  onSaleState: (item: StoreItem, state: SaleState) => void;
}

/** One page of store items (spec 001 §3: image, name, upc, size, two-decimal price, quantity, availability, sale state, channels). */
export const InventoryTable = ({ items, loading, sort, onSort, selection, canEdit, onOpen, onDelete, onSaleState }: InventoryTableProps) => {
  const translate = useTranslate();
  const pageIds = items.map((item) => item.id);
  const checkedOnPage = selection ? pageIds.filter((id) => selection.has(id)).length : 0;
  const sortable = (column: SortColumn) => (
    <TableSortLabel
      active={sort.order === column}
      direction={sort.order === column ? (sort.direction === 'ASC' ? 'asc' : 'desc') : 'asc'}
      onClick={() => onSort(column)}
    >
      {translate(`lsm.inventory.columns.${column}`)}
    </TableSortLabel>
  );
  const columnCount = 12 + (selection ? 1 : 0);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-busy={loading}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={pageIds.length > 0 && checkedOnPage === pageIds.length}
                  indeterminate={checkedOnPage > 0 && checkedOnPage < pageIds.length}
                  disabled={pageIds.length === 0}
                  onChange={(event) => selection.setPage(pageIds, event.target.checked)}
                  slotProps={{ input: { 'aria-label': translate('lsm.inventory.columns.select_page') } }}
                />
              </TableCell>
            )}
            <TableCell>{translate('lsm.inventory.columns.image')}</TableCell>
            <TableCell sortDirection={sort.order === 'name' ? (sort.direction === 'ASC' ? 'asc' : 'desc') : false}>{sortable('name')}</TableCell>
            <TableCell>{translate('lsm.inventory.columns.upc')}</TableCell>
            <TableCell>{translate('lsm.inventory.columns.size')}</TableCell>
            <TableCell align="right" sortDirection={sort.order === 'price' ? (sort.direction === 'ASC' ? 'asc' : 'desc') : false}>
              {sortable('price')}
            </TableCell>
            <TableCell align="right" sortDirection={sort.order === 'quantity' ? (sort.direction === 'ASC' ? 'asc' : 'desc') : false}>
              {sortable('quantity')}
            </TableCell>
            <TableCell>{translate('lsm.inventory.columns.active')}</TableCell>
            <TableCell>{translate('lsm.inventory.columns.sale_state')}</TableCell>
            {CHANNELS.map((channel) => (
              <TableCell key={channel.key} align="center">
                {translate(channel.label)}
              </TableCell>
            ))}
            <TableCell align="right">{translate('lsm.inventory.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover selected={selection?.has(item.id) ?? false}>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.has(item.id)}
                    onChange={() => selection.toggle(item.id)}
                    slotProps={{ input: { 'aria-label': `${translate('lsm.inventory.columns.select')} ${item.name}` } }}
                  />
                </TableCell>
              )}
              <TableCell>
                <StoreItemImage src={item.images[0]} alt={item.name} />
              </TableCell>
              <TableCell>
                <Link component="button" type="button" underline="hover" onClick={() => onOpen(item)} sx={{ textAlign: 'left' }}>
                  {item.name}
                </Link>
              </TableCell>
              <TableCell>{item.upc}</TableCell>
              <TableCell>{item.size}</TableCell>
              <TableCell align="right">{formatPrice(item.price)}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell>{translate(item.active ? 'lsm.inventory.list.available' : 'lsm.inventory.list.unavailable')}</TableCell>
              <TableCell>
                <SaleStateControl
                  state={item.sale_state}
                  itemName={item.name}
                  onChange={canEdit ? (state) => onSaleState(item, state) : undefined}
                />
              </TableCell>
              {CHANNELS.map((channel) => (
                <TableCell key={channel.key} align="center">
                  <ChannelFlag added={item[channel.key]} channel={translate(channel.label)} />
                </TableCell>
              ))}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton
                  size="small"
                  aria-label={translate(canEdit ? 'lsm.inventory.list.edit' : 'lsm.inventory.list.view', { name: item.name })}
                  onClick={() => onOpen(item)}
                >
                  {canEdit ? <EditOutlinedIcon fontSize="small" /> : <VisibilityOutlinedIcon fontSize="small" />}
                </IconButton>
                {canEdit && (
                  <IconButton size="small" aria-label={translate('lsm.inventory.list.delete', { name: item.name })} onClick={() => onDelete(item)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                )}
              </TableCell>
            </TableRow>
          ))}
          {items.length === 0 && (
            <TableRow>
              <TableCell colSpan={columnCount}>{translate(loading ? 'lsm.inventory.list.loading' : 'lsm.inventory.list.empty')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
};
