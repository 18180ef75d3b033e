import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useMemo, useState } from 'react';
import { SelectInput, useListContext } from 'react-admin';
import { alertFailure } from '../../custom/alert/alertFailure.ts';
import { ListFilterBar } from '../../custom/list/ListFilterBar.tsx';
import { ListPagination } from '../../custom/list/ListPagination.tsx';
import { ListShell } from '../../custom/list/ListShell.tsx';
import { SearchFilter } from '../../custom/list/SearchFilter.tsx';
import { HttpError } from '../../providers/HttpError.ts';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { useCompanyRoles } from '../roles/useCompanyRoles.ts';
import { EMPTY_EMPLOYEE_FORM } from './employeeForm.ts';
import { EmployeeFormDialog } from './EmployeeFormDialog.tsx';
import { EmployeeTable, type EmployeeRecord } from './EmployeeTable.tsx';
import { useCan } from './usePermissionKeys.ts';
import { useEmployeeStoreCounts } from './useEmployeeStoreCounts.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

const ID_ORDER = { field: 'id', order: 'ASC' } as const;

const queryOptions = {
  placeholderData: <Previous,>(previous: Previous) => previous,
  retry: false,
  // an answer from the server is alerted; a network failure only leaves the list empty
  onError: (error: unknown) => {
    if (error instanceof HttpError && error.status > 0) alertFailure('unable_to_fetch_data', error);
  },
} as const;

interface EmployeeListProps {
  companyId: number;
  /** the page-level list (/employees) keeps search, role and page in the URL */
  inUrl?: boolean;
}

/** The employees of one company: search, role filter, 20 a page, add and delete (spec 000 §2, §7, §9). */
export const EmployeeList = ({ companyId, inUrl = false }: EmployeeListProps) => (
  <ListShell<EmployeeRecord> resource="employees" filter={{ companyId }} sort={ID_ORDER} inUrl={inUrl} queryOptions={queryOptions}>
    <EmployeeListBody companyId={companyId} />
  </ListShell>
);

const EmployeeListBody = ({ companyId }: { companyId: number }) => {
  const translate = useLsmTranslate();
  const userId = useIdentifiedUser()?.userId;
  const canCreate = useCan('create_employees');
  const canDelete = useCan('delete_employees');
  const canViewRoles = useCan('view_roles');
  const canEdit = useCan('edit_employees');
  const canListRoles = canViewRoles || canCreate || canEdit;
  const { roles } = useCompanyRoles(companyId, canListRoles);
  const [adding, setAdding] = useState(false);
  const { data } = useListContext<EmployeeRecord>();
  const userIds = useMemo(() => (data ?? []).map((row) => row.userId), [data]);
  const storeCounts = useEmployeeStoreCounts(userIds);
  const filters = [
    <SearchFilter key="q" label="lsm.employees.list.search" alwaysOn />,
    <SelectInput
      key="role_id"
      source="role_id"
      label="lsm.employees.list.role_filter"
      choices={roles.map((role) => ({ id: role.id, name: role.label }))}
      emptyText="lsm.employees.list.all_roles"
      helperText={false}
      size="small"
      sx={{ minWidth: 200 }}
      alwaysOn
    />,
  ];
  return (
    <Box>
      <ListFilterBar filters={filters}>
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate('lsm.employees.list.add')}
          </Button>
        )}
      </ListFilterBar>
      <EmployeeTable storeCounts={storeCounts} roles={roles} canDelete={(row) => canDelete && row.userId !== userId} />
      <ListPagination label="lsm.employees.list.pages" />
      {adding && <EmployeeFormDialog mode="create" companyId={companyId} initial={EMPTY_EMPLOYEE_FORM} onClose={() => setAdding(false)} />}
    </Box>
  );
};
