import { Chip, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Store } from '../../../contract/stores.ts';
import { formatPhone } from '../../../domain/phone.ts';
import { mainAddressText } from '../../../domain/address.ts';

const COLUMNS = ['name', 'main_address', 'phone', 'status', 'tags'] as const;

/** The company's stores; a click opens /stores/{id}. */
export const StoreTable = ({ stores, loading }: { stores: readonly Store[]; loading: boolean }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column}>{translate(`lsm.companies.columns.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {stores.map((store) => (
          <TableRow key={store.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(`/stores/${store.id}`)}>
            <TableCell>
              <Link component={RouterLink} to={`/stores/${store.id}`} onClick={(event) => event.stopPropagation()}>
                {store.name}
              </Link>
            </TableCell>
            <TableCell>{mainAddressText(store.address)}</TableCell>
            <TableCell>{formatPhone(store.phoneNo)}</TableCell>
            <TableCell>
              {store.storeStatus &&
                translate(`lsm.companies.store_statuses.${store.storeStatus.codename}`, { _: store.storeStatus.name })}
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {store.storeCompanyTags.map((tag) => (
                  <Chip key={tag.id} size="small" label={tag.name} />
                ))}
              </Stack>
            </TableCell>
          </TableRow>
        ))}
        {stores.length === 0 && (
          <TableRow>
            <TableCell colSpan={COLUMNS.length}>
              {translate(loading ? 'lsm.companies.list.loading' : 'lsm.companies.stores_tab.empty')}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
};
