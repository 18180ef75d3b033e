import AddIcon from '@mui/icons-material/Add';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { EmployeeListRow } from '../../contract/employees.ts';
import { PAGE_SIZE } from '../../domain/paging.ts';
import { HttpError } from '../../providers/HttpError.ts';
import { useIdentifiedUser } from '../../providers/useIdentifiedUser.ts';
import { useCompanyRoles } from '../roles/useCompanyRoles.ts';
import { alertFailure } from '../../custom/alert/alertFailure.ts';
import { EMPTY_EMPLOYEE_FORM } from './employeeForm.ts';
import { EmployeeFilters } from './EmployeeFilters.tsx';
import { EmployeeFormDialog } from './EmployeeFormDialog.tsx';
import { EmployeeTable } from './EmployeeTable.tsx';
import { ListPager } from './ListPager.tsx';
import { useDebouncedValue } from '../../custom/hooks/useDebouncedValue.ts';
import { useCan } from './usePermissionKeys.ts';
import { useEmployeeStoreCounts } from './useEmployeeStoreCounts.ts';

/** The employees of one company: search, role filter, 20 a page, add and delete (spec 000 §2, §7, §9). */
export const EmployeeList = ({ companyId }: { companyId: number }) => {
  const translate = useTranslate();
  const userId = useIdentifiedUser()?.userId;
  const canCreate = useCan('create_employees');
  const canDelete = useCan('delete_employees');
  const canViewRoles = useCan('view_roles');
  const canEdit = useCan('edit_employees');
  const canListRoles = canViewRoles || canCreate || canEdit;
  const { roles } = useCompanyRoles(companyId, canListRoles);
  const [paging, setPaging] = useState({ page: 1, key: '' });
  const [search, setSearch] = useState('');
  const [roleId, setRoleId] = useState('');
  const [adding, setAdding] = useState(false);
  const query = useDebouncedValue(search.replace(/^\s+/, ''));
  // a new search or role filter starts again on page 1
  const filterKey = `${query}|${roleId}`;
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, key: filterKey });

  const { data, total, isPending, error } = useGetList<EmployeeListRow & { id: number }>(
    'employees',
    {
      filter: { companyId, role_id: roleId ? Number(roleId) : undefined, q: query || undefined },
      pagination: { page, perPage: PAGE_SIZE },
      sort: { field: 'id', order: 'ASC' },
    },
    { placeholderData: (previous) => previous, retry: false },
  );
  useEffect(() => {
    // an answer from the server is alerted; a network failure only leaves the list empty
    if (error instanceof HttpError && error.status > 0) alertFailure('unable_to_fetch_data', error);
  }, [error]);
  const rows = useMemo(() => data ?? [], [data]);
  const userIds = useMemo(() => rows.map((row) => row.userId), [rows]);
  const storeCounts = useEmployeeStoreCounts(userIds);

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <EmployeeFilters search={search} onSearch={setSearch} roles={roles} roleId={roleId} onRole={setRoleId} />
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ flexShrink: 0 }}>
            {translate('lsm.employees.list.add')}
          </Button>
        )}
      </Stack>
      {isPending ? (
        <CircularProgress aria-label={translate('lsm.employees.list.loading')} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{translate('lsm.employees.list.empty')}</Typography>
      ) : (
        <EmployeeTable
          rows={rows}
          storeCounts={storeCounts}
          roles={roles}
          canDelete={(row) => canDelete && row.userId !== userId}
        />
      )}
      <ListPager page={page} total={total ?? 0} onPage={setPage} />
      {adding && (
        <EmployeeFormDialog mode="create" companyId={companyId} initial={EMPTY_EMPLOYEE_FORM} onClose={() => setAdding(false)} />
      )}
    </Box>
  );
};
