import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, IconButton, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, useListContext, type Identifier } from 'react-admin';
import type { SaleState, StoreItem } from '../../../contract/inventory.ts';
import { bulkActionProps } from '../../../custom/list/ListBulkToolbar.tsx';
import { ResponsiveList } from '../../../custom/list/ResponsiveList.tsx';
import { formatPrice } from '../../../domain/numbers.ts';
import { ChannelFlag } from './ChannelFlag.tsx';
import { SaleStateControl } from './SaleStateControl.tsx';
import { saleStateLabel } from './saleStates.ts';
import { StoreItemImage } from './StoreItemImage.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

const CHANNELS = [
  { key: 'doordash_added', label: 'lsm.inventory.columns.doordash' },
  { key: 'ubereats_added', label: 'lsm.inventory.columns.ubereats' },
  { key: 'grubhub_added', label: 'lsm.inventory.columns.grubhub' },
] as const;

const Column = DataTable.Col<StoreItem>;

interface InventoryTableProps {
  /** react-admin bulk action buttons; null: no checkboxes (the user may not edit) */
  bulkActions: ReactNode | null;
  canEdit: boolean;
  onOpen: (item: StoreItem) => void;
  onDelete: (item: StoreItem) => void;
  onSaleState: (item: StoreItem, state: SaleState) => void;
}

/**
 * One page of store items (spec 001 §3: image, name, upc, size, two-decimal price, quantity, availability,
 * sale state, channels), sortable by name, price and quantity; cards below 768 px.
 */
export const InventoryTable = ({ bulkActions, canEdit, onOpen, onDelete, onSaleState }: InventoryTableProps) => {
  const translate = useLsmTranslate();
  const { data = [], isPending } = useListContext<StoreItem>();
  const empty = <Box sx={{ p: 2 }}>{translate(isPending ? 'lsm.inventory.list.loading' : 'lsm.inventory.list.empty')}</Box>;
  const open = (id: Identifier) => {
    const item = data.find((row) => row.id === id);
    if (item) onOpen(item);
    return false as const;
  };
  const availability = (item: StoreItem) => translate(item.active ? 'lsm.inventory.list.available' : 'lsm.inventory.list.unavailable');
  return (
    <ResponsiveList<StoreItem>
      card={{
        primaryText: (item) => item.name,
        secondaryText: (item) => [item.upc, item.size, formatPrice(item.price)].filter(Boolean).join(' · '),
        tertiaryText: (item) => `${availability(item)} · ${translate(saleStateLabel(item.sale_state))}`,
        leftAvatar: (item) => <StoreItemImage src={item.images[0]} alt={item.name} />,
        rowClick: open,
        empty,
      }}
      table={
        <DataTable<StoreItem>
          rowClick={false}
          empty={empty}
          sx={{ '& .nowrap': { whiteSpace: 'nowrap' } }}
          {...bulkActionProps(bulkActions)}
        >
          <Column label="lsm.inventory.columns.image" render={(item) => <StoreItemImage src={item.images[0]} alt={item.name} />} />
          <Column
            source="name"
            label="lsm.inventory.columns.name"
            render={(item) => (
              <Link component="button" type="button" underline="hover" onClick={() => onOpen(item)} sx={{ textAlign: 'left' }}>
                {item.name}
              </Link>
            )}
          />
          <Column source="upc" label="lsm.inventory.columns.upc" disableSort />
          <Column source="size" label="lsm.inventory.columns.size" disableSort />
          <Column source="price" label="lsm.inventory.columns.price" align="right" render={(item) => formatPrice(item.price)} />
          <Column source="quantity" label="lsm.inventory.columns.quantity" align="right" />
          <Column label="lsm.inventory.columns.active" render={availability} />
          <Column
            label="lsm.inventory.columns.sale_state"
            render={(item) => (
              <SaleStateControl state={item.sale_state} itemName={item.name} onChange={canEdit ? (state) => onSaleState(item, state) : undefined} />
            )}
          />
          {CHANNELS.map((channel) => (
            <Column
              key={channel.key}
              label={channel.label}
              align="center"
              render={(item) => <ChannelFlag added={item[channel.key]} channel={translate(channel.label)} />}
            />
          ))}
          <Column
            label="lsm.inventory.columns.actions"
            align="right"
            cellClassName="nowrap"
            headerClassName="nowrap"
            render={(item) => (
              <>
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
              </>
            )}
          />
        </DataTable>
      }
    />
  );
};
