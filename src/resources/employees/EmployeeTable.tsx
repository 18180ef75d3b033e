import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { EmployeeListRow, StoreCountsRow } from '../../contract/employees.ts';
import type { Role } from '../../contract/roles.ts';
import { formatPhone } from '../../domain/phone.ts';
import { employeeLevelLabel } from '../../domain/roles.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';
import { DeleteEmployeeButton } from './DeleteEmployeeButton.tsx';

interface EmployeeTableProps {
  rows: readonly EmployeeListRow[];
  storeCounts: readonly StoreCountsRow[];
  roles: readonly Role[];
  /** rows this user may delete (not themselves) */
  canDelete(row: EmployeeListRow): boolean;
}

const COLUMNS: LsmMessageKey[] = [
  'lsm.employees.columns.name',
  'lsm.employees.columns.employee_id',
  'lsm.employees.columns.email',
  'lsm.employees.columns.phone',
  'lsm.employees.columns.role',
  'lsm.employees.columns.stores',
];

/** Name, employee id, email, phone, role and store count (with the store names on hover); a row opens the employee. */
export const EmployeeTable = ({ rows, storeCounts, roles, canDelete }: EmployeeTableProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const roleLabel = (row: EmployeeListRow) =>
    roles.find((role) => role.id === row.roleId)?.label ?? employeeLevelLabel(row.roleName);
  const anyDeletable = rows.some(canDelete);
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((key) => (
              <TableCell key={key}>{translate(key)}</TableCell>
            ))}
            {anyDeletable && <TableCell>{translate('lsm.employees.columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const name = `${row.firstName} ${row.lastName}`.trim();
            const counts = storeCounts.find((entry) => entry.user_id === row.userId);
            const names = counts?.store_names ?? [];
            return (
              <TableRow key={row.userId} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(`/employees/${row.userId}`)}>
                <TableCell>{name}</TableCell>
                <TableCell>{row.employeeId ?? ''}</TableCell>
                <TableCell>{row.email}</TableCell>
                <TableCell>{formatPhone(row.phoneNumber)}</TableCell>
                <TableCell>{roleLabel(row)}</TableCell>
                <TableCell>
                  <Tooltip title={names.length ? names.join(', ') : translate('lsm.employees.stores_tooltip_empty')}>
                    <span data-testid={`store-count-${row.userId}`}>{counts?.stores_count ?? row.storeCount}</span>
                  </Tooltip>
                </TableCell>
                {anyDeletable && (
                  <TableCell>{canDelete(row) && <DeleteEmployeeButton id={row.userId} name={name} />}</TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
