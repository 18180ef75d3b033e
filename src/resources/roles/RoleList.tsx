import AddIcon from '@mui/icons-material/Add';
import { Box, Button, CircularProgress, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Role } from '../../contract/roles.ts';
import { useCan } from '../employees/usePermissionKeys.ts';
import { RoleDialog } from './RoleDialog.tsx';
import { RoleTypeChip } from './RoleTypeChip.tsx';
import { useCompanyRoles } from './useCompanyRoles.ts';

/** The company's accessible roles (default roles in spec order, then custom roles by name); a role opens its detail. */
export const RoleList = ({ companyId }: { companyId: number }) => {
  const translate = useTranslate();
  const canCreate = useCan('create_custom_roles');
  const { roles, isPending } = useCompanyRoles(companyId);
  const [open, setOpen] = useState<{ role: Role | null } | null>(null);
  return (
    <Box>
      {canCreate && (
        <Button variant="contained" startIcon={<AddIcon />} sx={{ mb: 2 }} onClick={() => setOpen({ role: null })}>
          {translate('lsm.employees.roles.create')}
        </Button>
      )}
      {isPending ? (
        <CircularProgress />
      ) : roles.length === 0 ? (
        <Typography color="text.secondary">{translate('lsm.employees.roles.empty')}</Typography>
      ) : (
        <List aria-label={translate('lsm.tabs.company.roles')}>
          {roles.map((role) => (
            <ListItem key={role.id} disablePadding divider>
              <ListItemButton onClick={() => setOpen({ role })}>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{role.label}</span>
                      <RoleTypeChip type={role.type} />
                    </Stack>
                  }
                  secondary={role.description ?? undefined}
                />
                <Typography variant="body2" color="text.secondary">
                  {translate('lsm.employees.roles.users_count', { smart_count: role.users_count })}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {open && <RoleDialog companyId={companyId} role={open.role} onClose={() => setOpen(null)} />}
    </Box>
  );
};
