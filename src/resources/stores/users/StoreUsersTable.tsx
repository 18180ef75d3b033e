import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import type { StoreUser } from '../../../contract/employees.ts';
import { formatPhone } from '../../../domain/phone.ts';

const COLUMNS = ['first_name', 'last_name', 'email', 'phone', 'role', 'created_on'] as const;
const CREATED_ON_FORMAT = 'MMM D, YYYY';

/** The store-user rows of spec 000 §3: first and last name, email, phone, role name and created on. */
export const StoreUsersTable = ({ users }: { users: readonly StoreUser[] }) => {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('lsm.storePage.users.title')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`lsm.storePage.users.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.userId}>
              <TableCell>{user.firstName}</TableCell>
              <TableCell>{user.lastName}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{formatPhone(user.phoneNo)}</TableCell>
              <TableCell>{user.role.label || user.role.name}</TableCell>
              <TableCell>{dayjs(user.createdOn).format(CREATED_ON_FORMAT)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
