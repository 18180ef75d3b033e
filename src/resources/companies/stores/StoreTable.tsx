import { Box, Chip, Link, Stack } from '@mui/material';
import { DataTable, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Store } from '../../../contract/stores.ts';
import { ResponsiveList } from '../../../custom/list/ResponsiveList.tsx';
import { mainAddressText } from '../../../domain/address.ts';
import { formatPhone } from '../../../domain/phone.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import { messageKeyOf } from '../../../providers/i18n/messageKeys.ts';

const Column = DataTable.Col<Store>;
const storePath = (id: Identifier) => `/stores/${id}`;

/** The company's stores (cards below 768 px); a click opens /stores/{id}. */
export const StoreTable = () => {
  const translate = useLsmTranslate();
  // The operating status now (the Home tab's rule); the status an internal user set when the answer has none.
  const status = (store: Store) => {
    const codename = store.operatingStatus ?? store.storeStatus?.codename;
    return codename ? translate(messageKeyOf('lsm.companies.store_statuses', codename), { _: store.storeStatus?.name ?? codename }) : '';
  };
  const empty = <Box sx={{ p: 2 }}>{translate('lsm.companies.stores_tab.empty')}</Box>;
  return (
    <ResponsiveList<Store>
      card={{
        primaryText: (store) => store.name,
        secondaryText: (store) => mainAddressText(store.address),
        tertiaryText: status,
        rowClick: (id) => storePath(id),
        empty,
      }}
      table={
        <DataTable<Store> rowClick={(id) => storePath(id)} bulkActionButtons={false} empty={empty}>
          <Column
            source="name"
            label="lsm.companies.columns.name"
            disableSort
            render={(store) => (
              <Link component={RouterLink} to={storePath(store.id)} onClick={(event) => event.stopPropagation()}>
                {store.name}
              </Link>
            )}
          />
          <Column label="lsm.companies.columns.main_address" render={(store) => mainAddressText(store.address)} />
          <Column label="lsm.companies.columns.phone" render={(store) => formatPhone(store.phoneNo)} />
          <Column label="lsm.companies.columns.status" render={status} />
          <Column
            label="lsm.companies.columns.tags"
            render={(store) => (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {store.storeCompanyTags.map((tag) => (
                  <Chip key={tag.id} size="small" label={tag.name} />
                ))}
              </Stack>
            )}
          />
        </DataTable>
      }
    />
  );
};
