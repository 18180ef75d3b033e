import AddLinkIcon from '@mui/icons-material/AddLink';
import { Button, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { offsetOf, PAGE_SIZE } from '../../../domain/paging.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { AssignedStoresTable } from '../AssignedStoresTable.tsx';
import { AssignStoresDialog } from '../AssignStoresDialog.tsx';
import { ListPager } from '../ListPager.tsx';
import { useEmployeeProfile } from '../useEmployeeProfile.ts';
import { useCan } from '../usePermissionKeys.ts';

/** The "assigned-stores" tab: the employee's stores, 20 a page; assign and unlink with edit_employees. */
export const EmployeeAssignedStoresTab = ({ id }: TabBodyProps) => {
  const translate = useTranslate();
  const dataProvider = useLsmDataProvider();
  const profile = useEmployeeProfile(id);
  const canEdit = useCan('edit_employees');
  const [page, setPage] = useState(1);
  const [assigning, setAssigning] = useState(false);
  const userId = Number(id);
  const companyId = profile?.companyId ?? null;
  const { data, isPending } = useQuery({
    queryKey: ['employees', 'stores', userId, 'assigned', page],
    queryFn: () =>
      dataProvider.getEmployeeStores({
        user_id: userId,
        company_id: companyId ?? undefined,
        assigned: true,
        offset: offsetOf(page),
        limit: PAGE_SIZE,
      }),
    enabled: companyId !== null,
  });
  const stores = data?.stores ?? [];
  return (
    <TabSection title="lsm.tabs.employee.assigned-stores">
      {canEdit && companyId !== null && (
        <Button variant="contained" startIcon={<AddLinkIcon />} sx={{ mb: 2 }} onClick={() => setAssigning(true)}>
          {translate('lsm.employees.stores.assign')}
        </Button>
      )}
      {!profile || (companyId !== null && isPending) ? (
        <CircularProgress />
      ) : stores.length === 0 ? (
        <Typography color="text.secondary">{translate('lsm.employees.stores.empty')}</Typography>
      ) : (
        <AssignedStoresTable userId={userId} stores={stores} canUnlink={canEdit} />
      )}
      <ListPager page={page} total={data?.count ?? 0} onPage={setPage} />
      {assigning && companyId !== null && (
        <AssignStoresDialog userId={userId} companyId={companyId} onClose={() => setAssigning(false)} />
      )}
    </TabSection>
  );
};
