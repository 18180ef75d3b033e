import AddLinkIcon from '@mui/icons-material/AddLink';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { ListPagination } from '../../../custom/list/ListPagination.tsx';
import { ListShell } from '../../../custom/list/ListShell.tsx';
import { AssignedStoresTable } from '../AssignedStoresTable.tsx';
import { AssignStoresDialog } from '../AssignStoresDialog.tsx';
import { useEmployeeProfile } from '../useEmployeeProfile.ts';
import { useCan } from '../usePermissionKeys.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import '../../../providers/i18n/employees.ts';

/** The "assigned-stores" tab: the employee's stores, 20 a page; assign and unlink with edit_employees. */
export const EmployeeAssignedStoresTab = ({ id }: TabBodyProps) => {
  const translate = useLsmTranslate();
  const profile = useEmployeeProfile(id);
  const canEdit = useCan('edit_employees');
  const [assigning, setAssigning] = useState(false);
  const userId = Number(id);
  const companyId = profile?.companyId ?? null;
  return (
    <TabSection title="lsm.tabs.employee.assigned-stores">
      {canEdit && companyId !== null && (
        <Button variant="contained" startIcon={<AddLinkIcon />} sx={{ mb: 2 }} onClick={() => setAssigning(true)}>
          {translate('lsm.employees.stores.assign')}
        </Button>
      )}
      {companyId === null ? (
        <CircularProgress />
      ) : (
        <ListShell resource="employee-stores" filter={{ user_id: userId, company_id: companyId }}>
          <AssignedStoresTable userId={userId} canUnlink={canEdit} />
          <ListPagination label="lsm.employees.stores.pages" />
        </ListShell>
      )}
      {assigning && companyId !== null && (
        <AssignStoresDialog userId={userId} companyId={companyId} onClose={() => setAssigning(false)} />
      )}
    </TabSection>
  );
};
