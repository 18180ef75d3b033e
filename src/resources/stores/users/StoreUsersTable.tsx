import { Box } from '@mui/material';
import dayjs from 'dayjs';
import { DataTable } from 'react-admin';
import type { StoreUser } from '../../../contract/employees.ts';
import { ResponsiveList } from '../../../custom/list/ResponsiveList.tsx';
import { formatPhone } from '../../../domain/phone.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

const CREATED_ON_FORMAT = 'MMM D, YYYY';
type StoreUserRecord = StoreUser & { id: number };
const Column = DataTable.Col<StoreUserRecord>;
const roleOf = (user: StoreUser) => user.role.label || user.role.name;

/** The store-user rows of spec 000 §3: first and last name, email, phone, role name and created on (cards below 768 px). */
export const StoreUsersTable = () => {
  const translate = useLsmTranslate();
  const empty = <Box sx={{ color: 'text.secondary' }}>{translate('lsm.storePage.users.empty')}</Box>;
  return (
    <ResponsiveList<StoreUserRecord>
      card={{ primaryText: (user) => `${user.firstName} ${user.lastName}`, secondaryText: (user) => user.email, tertiaryText: roleOf, rowClick: false, empty }}
      table={
        <DataTable<StoreUserRecord> rowClick={false} bulkActionButtons={false} empty={empty} aria-label={translate('lsm.storePage.users.title')}>
          <Column source="firstName" label="lsm.storePage.users.columns.first_name" disableSort />
          <Column source="lastName" label="lsm.storePage.users.columns.last_name" disableSort />
          <Column source="email" label="lsm.storePage.users.columns.email" disableSort />
          <Column label="lsm.storePage.users.columns.phone" render={(user) => formatPhone(user.phoneNo)} />
          <Column label="lsm.storePage.users.columns.role" render={roleOf} />
          <Column label="lsm.storePage.users.columns.created_on" render={(user) => dayjs(user.createdOn).format(CREATED_ON_FORMAT)} />
        </DataTable>
      }
    />
  );
};
