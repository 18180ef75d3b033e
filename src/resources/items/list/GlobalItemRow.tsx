import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { Checkbox, Chip, Link, TableCell, TableRow } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import { formatPrice } from '../../../domain/numbers.ts';
import { Thumbnail } from '../../../custom/images/Thumbnail.tsx';
import { VerificationChip } from './VerificationChip.tsx';

interface GlobalItemRowProps {
  item: GlobalItem;
  /** null: no checkbox */
  selected: boolean | null;
  /** the checkbox is locked while "all matching the filter" is selected */
  locked: boolean;
  showCompany: boolean;
  onToggle: (item: GlobalItem) => void;
  onOpen: (item: GlobalItem) => void;
}

const NO_IMAGE = <ImageNotSupportedOutlinedIcon color="disabled" sx={{ width: 32, height: 32 }} />;

/** One global item in the list (memoised: ticking one row redraws only that row). */
export const GlobalItemRow = memo(function GlobalItemRow({ item, selected, locked, showCompany, onToggle, onOpen }: GlobalItemRowProps) {
  const translate = useTranslate();
  return (
    <TableRow hover selected={selected ?? false}>
      {selected !== null && (
        <TableCell padding="checkbox">
          <Checkbox
            checked={selected}
            disabled={locked}
            onChange={() => onToggle(item)}
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
        <Chip size="small" color={item.status === 'active' ? 'success' : 'default'} label={translate(`lsm.globalItems.status.${item.status}`)} />
      </TableCell>
      <TableCell>
        <VerificationChip quality={item.verification} />
      </TableCell>
      {showCompany && <TableCell>{item.company_name ?? translate('lsm.globalItems.form.platform_wide')}</TableCell>}
    </TableRow>
  );
});
