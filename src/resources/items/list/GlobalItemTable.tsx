import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { Box, Chip, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, useListContext } from 'react-admin';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import { Thumbnail } from '../../../custom/images/Thumbnail.tsx';
import { bulkActionProps } from '../../../custom/list/ListBulkToolbar.tsx';
import { ResponsiveList } from '../../../custom/list/ResponsiveList.tsx';
import { formatPrice } from '../../../domain/numbers.ts';
import { VerificationChip } from './VerificationChip.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface GlobalItemTableProps {
  /** react-admin bulk action buttons; null: no checkboxes (the user may not change items) */
  bulkActions: ReactNode | null;
  showCompany: boolean;
  /** the address of an item (its dialog on this page) */
  hrefOf: (id: number) => string;
}

const Column = DataTable.Col<GlobalItem>;
const NO_IMAGE = <ImageNotSupportedOutlinedIcon color="disabled" sx={{ width: 32, height: 32 }} />;
const price = (item: GlobalItem) => (item.retail_price === null ? '' : `$${formatPrice(item.retail_price)}`);

/** One row per global item (cards below 768 px); the name is a link to the item. */
export const GlobalItemTable = ({ bulkActions, showCompany, hrefOf }: GlobalItemTableProps) => {
  const translate = useLsmTranslate();
  const { isPending } = useListContext();
  const empty = <Box sx={{ p: 2 }}>{translate(isPending ? 'lsm.globalItems.list.loading' : 'lsm.globalItems.list.empty')}</Box>;
  return (
    <ResponsiveList<GlobalItem>
      card={{
        primaryText: (item) => item.name,
        secondaryText: (item) => [item.upc, item.category?.name, price(item)].filter(Boolean).join(' · '),
        tertiaryText: (item) => translate(`lsm.globalItems.status.${item.status}`),
        rowClick: (id) => hrefOf(Number(id)),
        empty,
      }}
      table={
        <DataTable<GlobalItem>
          rowClick={false}
          empty={empty}
          {...bulkActionProps(bulkActions)}
        >
          <Column label="lsm.globalItems.columns.image" render={(item) => <Thumbnail src={item.image} fallback={NO_IMAGE} />} />
          <Column
            source="name"
            label="lsm.globalItems.columns.name"
            disableSort
            render={(item) => (
              <Link component={RouterLink} to={hrefOf(item.id)}>
                {item.name}
              </Link>
            )}
          />
          <Column source="upc" label="lsm.globalItems.columns.upc" disableSort />
          <Column label="lsm.globalItems.columns.category" render={(item) => item.category?.name ?? ''} />
          <Column source="size" label="lsm.globalItems.columns.size" disableSort />
          <Column label="lsm.globalItems.columns.price" render={price} />
          <Column
            label="lsm.globalItems.columns.status"
            render={(item) => <Chip size="small" color={item.status === 'active' ? 'success' : 'default'} label={translate(`lsm.globalItems.status.${item.status}`)} />}
          />
          <Column label="lsm.globalItems.columns.verification" render={(item) => <VerificationChip quality={item.verification} />} />
          {showCompany && <Column label="lsm.globalItems.columns.company" render={(item) => item.company_name ?? translate('lsm.globalItems.form.platform_wide')} />}
        </DataTable>
      }
    />
  );
};
