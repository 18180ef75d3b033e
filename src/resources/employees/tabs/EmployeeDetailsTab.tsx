import EditIcon from '@mui/icons-material/Edit';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { EmployeeDetailsView } from '../EmployeeDetailsView.tsx';
import { formValuesOf } from '../employeeForm.ts';
import { EmployeeFormDialog } from '../EmployeeFormDialog.tsx';
import { useEmployeeProfile } from '../useEmployeeProfile.ts';
import { useCan } from '../usePermissionKeys.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import '../../../providers/i18n/employees.ts';

/** The "details" tab of the employee page: view, and edit with edit_employees. */
export const EmployeeDetailsTab = ({ id }: TabBodyProps) => {
  const translate = useLsmTranslate();
  const profile = useEmployeeProfile(id);
  const canEdit = useCan('edit_employees');
  const [editing, setEditing] = useState(false);
  return (
    <TabSection title="lsm.tabs.employee.details">
      {profile ? <EmployeeDetailsView profile={profile} /> : <CircularProgress />}
      {profile && canEdit && profile.companyId !== null && (
        <Button variant="outlined" startIcon={<EditIcon />} sx={{ mt: 2 }} onClick={() => setEditing(true)}>
          {translate('lsm.employees.details.edit')}
        </Button>
      )}
      {editing && profile && profile.companyId !== null && (
        <EmployeeFormDialog
          mode="edit"
          companyId={profile.companyId}
          employeeId={profile.userId}
          version={profile.updatedAt}
          initial={formValuesOf({ ...profile, roleId: profile.role_id })}
          onClose={() => setEditing(false)}
        />
      )}
    </TabSection>
  );
};
