import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { NotificationPreference } from '../../../contract/employees.ts';
import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { NotificationTable, type NotificationChannel } from '../NotificationTable.tsx';
import { useCan } from '../usePermissionKeys.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** The "notifications" tab: email, SMS and mobile per event (GET/PUT /user-service/notification-preferences/{userId}). */
export const EmployeeNotificationsTab = ({ id }: TabBodyProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const userId = Number(id);
  const own = useIdentifiedUser()?.userId === userId;
  const canEdit = useCan('edit_employees') || own;
  const queryKey = ['employees', 'notifications', userId];
  const { data } = useQuery({ queryKey, queryFn: () => dataProvider.getNotificationPreferences(userId) });
  /** the user's unsaved changes; null shows the stored preferences */
  const [edited, setEdited] = useState<NotificationPreference[] | null>(null);
  const [saved, setSaved] = useState(false);
  const draft = edited ?? data ?? null;
  const save = useMutation({
    mutationFn: (preferences: NotificationPreference[]) => dataProvider.saveNotificationPreferences(userId, preferences),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      setEdited(null);
      setSaved(true);
    },
    onError: (error) => alertFailure('unable_to_update_data', error),
  });
  const toggle = (eventName: string, channel: NotificationChannel, on: boolean) => {
    setSaved(false);
    if (draft) setEdited(draft.map((entry) => (entry.eventName === eventName ? { ...entry, [channel]: on } : entry)));
  };
  return (
    <TabSection title="lsm.tabs.employee.notifications">
      {draft ? (
        <NotificationTable preferences={draft} disabled={!canEdit} onToggle={toggle} />
      ) : (
        <CircularProgress />
      )}
      {draft && canEdit && (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate(draft)}>
            {translate('lsm.employees.notifications.save')}
          </Button>
          {saved && <Typography role="status">{translate('lsm.employees.notifications.saved')}</Typography>}
        </Stack>
      )}
    </TabSection>
  );
};
