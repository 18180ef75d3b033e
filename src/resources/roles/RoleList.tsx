import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { DataTable, useListContext } from 'react-admin';
import type { Role } from '../../contract/roles.ts';
import { alertFailure } from '../../custom/alert/alertFailure.ts';
import { ListPagination } from '../../custom/list/ListPagination.tsx';
import { ListShell } from '../../custom/list/ListShell.tsx';
import { ResponsiveList } from '../../custom/list/ResponsiveList.tsx';
import { useCan } from '../employees/usePermissionKeys.ts';
import { RoleDialog } from './RoleDialog.tsx';
import { RoleTypeChip } from './RoleTypeChip.tsx';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

const Column = DataTable.Col<Role>;
const queryOptions = { retry: false, onError: (error: unknown) => alertFailure('unable_to_fetch_roles', error) } as const;

/**
 * The company's accessible roles on react-admin's list controller (default roles in spec order, then custom
 * roles by name), 20 a page, cards below 768 px; a role opens its detail.
 */
export const RoleList = ({ companyId }: { companyId: number }) => {
  const translate = useLsmTranslate();
  const canCreate = useCan('create_custom_roles');
  const [open, setOpen] = useState<{ role: Role | null } | null>(null);
  return (
    <Box>
      {canCreate && (
        <Button variant="contained" startIcon={<AddIcon />} sx={{ mb: 2 }} onClick={() => setOpen({ role: null })}>
          {translate('lsm.employees.roles.create')}
        </Button>
      )}
      <ListShell<Role> resource="roles" filter={{ companyId }} queryOptions={queryOptions}>
        <RoleTable onOpen={(role) => setOpen({ role })} />
        <ListPagination label="lsm.employees.roles.pages" />
      </ListShell>
      {open && <RoleDialog companyId={companyId} role={open.role} onClose={() => setOpen(null)} />}
    </Box>
  );
};

/** Name with its type, description and user count of each role; the name opens the role. */
const RoleTable = ({ onOpen }: { onOpen: (role: Role) => void }) => {
  const translate = useLsmTranslate();
  const { data = [], isPending } = useListContext<Role>();
  const usersCount = (role: Role) => translate('lsm.employees.roles.users_count', { smart_count: role.users_count });
  const open = (id: unknown) => {
    const role = data.find((row) => row.id === id);
    if (role) onOpen(role);
    return false as const;
  };
  const empty = <Box sx={{ p: 2, color: 'text.secondary' }}>{translate(isPending ? 'lsm.employees.roles.loading' : 'lsm.employees.roles.empty')}</Box>;
  return (
    <ResponsiveList<Role>
      card={{
        primaryText: (role) => role.label,
        secondaryText: (role) => role.description ?? '',
        tertiaryText: (role) => (
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
            <RoleTypeChip type={role.type} />
            <span>{usersCount(role)}</span>
          </Stack>
        ),
        rowClick: open,
        empty,
      }}
      cardsLabel={translate('lsm.tabs.company.roles')}
      table={
        <DataTable<Role> rowClick={open} bulkActionButtons={false} empty={empty} aria-label={translate('lsm.tabs.company.roles')}>
          <Column
            label="lsm.employees.roles.name"
            render={(role) => (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {/* the row opens the role too: the button's own click must not open it a second time */}
                <Link component="button" type="button" underline="hover" sx={{ textAlign: 'left' }} onClick={(event) => { event.stopPropagation(); onOpen(role); }}>
                  {role.label}
                </Link>
                <RoleTypeChip type={role.type} />
              </Stack>
            )}
          />
          <Column label="lsm.employees.roles.description" render={(role) => role.description ?? ''} />
          <Column label="lsm.employees.roles.users" render={usersCount} />
        </DataTable>
      }
    />
  );
};
