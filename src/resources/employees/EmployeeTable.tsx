import { Box, Link, Tooltip } from '@mui/material';
import { DataTable, useListContext, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { EmployeeListRow, StoreCountsRow } from '../../contract/employees.ts';
import type { Role } from '../../contract/roles.ts';
import { ResponsiveList } from '../../custom/list/ResponsiveList.tsx';
import { formatPhone } from '../../domain/phone.ts';
import { employeeLevelLabel } from '../../domain/roles.ts';
import { DeleteEmployeeButton } from './DeleteEmployeeButton.tsx';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

export type EmployeeRecord = EmployeeListRow & { id: number };

interface EmployeeTableProps {
  storeCounts: readonly StoreCountsRow[];
  roles: readonly Role[];
  /** rows this user may delete (not themselves) */
  canDelete(row: EmployeeListRow): boolean;
}

const Column = DataTable.Col<EmployeeRecord>;
const employeePath = (id: Identifier) => `/employees/${id}`;
const fullName = (row: EmployeeListRow) => `${row.firstName} ${row.lastName}`.trim();

/** Name (a link to the employee), employee id, email, phone, role and store count (with the store names on hover); a row opens the employee. */
export const EmployeeTable = ({ storeCounts, roles, canDelete }: EmployeeTableProps) => {
  const translate = useLsmTranslate();
  const { data = [] } = useListContext<EmployeeRecord>();
  const roleLabel = (row: EmployeeListRow) => roles.find((role) => role.id === row.roleId)?.label ?? employeeLevelLabel(row.roleName);
  const storeCount = (row: EmployeeListRow) => {
    const counts = storeCounts.find((entry) => entry.user_id === row.userId);
    const names = counts?.store_names ?? [];
    return (
      <Tooltip title={names.length ? names.join(', ') : translate('lsm.employees.stores_tooltip_empty')}>
        <span data-testid={`store-count-${row.userId}`}>{counts?.stores_count ?? row.storeCount}</span>
      </Tooltip>
    );
  };
  const empty = <Box sx={{ p: 2, color: 'text.secondary' }}>{translate('lsm.employees.list.empty')}</Box>;
  return (
    <ResponsiveList<EmployeeRecord>
      card={{ primaryText: fullName, secondaryText: (row) => row.email, tertiaryText: roleLabel, rowClick: (id) => employeePath(id), empty }}
      table={
        <DataTable<EmployeeRecord> rowClick={(id) => employeePath(id)} bulkActionButtons={false} empty={empty}>
          <Column
            label="lsm.employees.columns.name"
            render={(row) => (
              // the row opens the employee too: the link's own click must not open it a second time
              <Link component={RouterLink} to={employeePath(row.id)} onClick={(event) => event.stopPropagation()}>
                {fullName(row)}
              </Link>
            )}
          />
          <Column label="lsm.employees.columns.employee_id" render={(row) => row.employeeId ?? ''} />
          <Column source="email" label="lsm.employees.columns.email" disableSort />
          <Column label="lsm.employees.columns.phone" render={(row) => formatPhone(row.phoneNumber)} />
          <Column label="lsm.employees.columns.role" render={roleLabel} />
          <Column label="lsm.employees.columns.stores" render={storeCount} />
          {data.some(canDelete) && (
            <Column
              label="lsm.employees.columns.actions"
              render={(row) => (canDelete(row) ? <DeleteEmployeeButton id={row.userId} name={fullName(row)} /> : null)}
            />
          )}
        </DataTable>
      }
    />
  );
};
