import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { Box, Checkbox, Chip, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import { formatPrice } from '../../../domain/numbers.ts';
import { Thumbnail } from '../choices/Thumbnail.tsx';
import type { Selection } from './useSelection.ts';
import { VerificationChip } from './VerificationChip.tsx';

interface GlobalItemTableProps {
  items: readonly GlobalItem[];
  loading: boolean;
  /** null: no checkboxes (the user may not change items) */
  selection: Selection | null;
  showCompany: boolean;
  onOpen: (item: GlobalItem) => void;
}

const NO_IMAGE = <ImageNotSupportedOutlinedIcon color="disabled" sx={{ width: 32, height: 32 }} />;

/** One row per global item; the name opens the item. */
export const GlobalItemTable = ({ items, loading, selection, showCompany, onOpen }: GlobalItemTableProps) => {
  const translate = useTranslate();
  const columns = ['image', 'name', 'upc', 'category', 'size', 'price', 'status', 'verification', ...(showCompany ? ['company'] : [])];
  const width = columns.length + (selection ? 1 : 0);
  const pageSelected = selection !== null && items.length > 0 && items.every((item) => selection.isSelected(item.id));
  const someSelected = selection !== null && items.some((item) => selection.isSelected(item.id));
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
            <TableRow key={item.id} hover selected={selection?.isSelected(item.id) ?? false}>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.isSelected(item.id)}
                    disabled={selection.allMatching}
                    onChange={() => selection.toggle(item)}
                    slotProps={{ input: { 'aria-label': translate('lsm.globalItems.list.select_item', { name: item.name }) } }}
                  />
                </TableCell>
              )}
              <TableCell>
                <Thumbnail src={item.image} fallback={NO_IMAGE} />
              </TableCell>
              <TableCell>
                <Link component="button" type="button" onClick={() => onOpen(item)} sx={{ textAlign: 'left' }}>
                  {item.name}
                </Link>
              </TableCell>
              <TableCell>{item.upc ?? ''}</TableCell>
              <TableCell>{item.category?.name ?? ''}</TableCell>
              <TableCell>{item.size ?? ''}</TableCell>
              <TableCell>{item.retail_price === null ? '' : `$${formatPrice(item.retail_price)}`}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={item.status === 'active' ? 'success' : 'default'}
                  label={translate(`lsm.globalItems.status.${item.status}`)}
                />
              </TableCell>
              <TableCell>
                <VerificationChip quality={item.verification} />
              </TableCell>
              {showCompany && <TableCell>{item.company_name ?? translate('lsm.globalItems.form.platform_wide')}</TableCell>}
            </TableRow>
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
