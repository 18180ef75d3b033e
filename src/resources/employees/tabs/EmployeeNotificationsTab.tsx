import { CircularProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Form } from 'react-admin';
import { FormSaveActions } from '../../../custom/form/FormSaveActions.tsx';
import { useSaveFeedback } from '../../../custom/form/useSaveFeedback.ts';
import { warnWhenLeavingScreen } from '../../../custom/form/WarnWhenLeavingScreen.tsx';
import { TabSection } from '../../../custom/layout/TabSection.tsx';
import type { TabBodyProps } from '../../../custom/layout/sidebarTab.ts';
import { ACTIVE_TAB_PARAM } from '../../../custom/layout/useActiveTab.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { NotificationPreferencesInput } from '../NotificationPreferencesInput.tsx';
import { validateNotifications, type NotificationsFormValues } from '../notificationsForm.ts';
import { useCan } from '../usePermissionKeys.ts';
import '../../../providers/i18n/employees.ts';

/** The employee page's tabs live in `?sidebarActiveTab=`: leaving the notifications for another tab asks too. */
const WarnWhenLeavingNotifications = warnWhenLeavingScreen([ACTIVE_TAB_PARAM]);

/**
 * The "notifications" tab: email, SMS and mobile per event (GET/PUT /user-service/notification-preferences/{userId})
 * on react-admin's form, validated by the PUT's contract; leaving it with unsaved changes asks first.
 */
export const EmployeeNotificationsTab = ({ id }: TabBodyProps) => {
  const dataProvider = useLsmDataProvider();
  const queryClient = useQueryClient();
  const { run } = useSaveFeedback();
  const userId = Number(id);
  const own = useIdentifiedUser()?.userId === userId;
  const canEdit = useCan('edit_employees') || own;
  const queryKey = ['employees', 'notifications', userId];
  const { data } = useQuery({ queryKey, queryFn: () => dataProvider.getNotificationPreferences(userId) });
  // the stored preferences; a save's answer becomes the form's new starting point
  const defaultValues = useMemo<NotificationsFormValues | null>(() => (data ? { preferences: data } : null), [data]);

  const save = async (values: Partial<NotificationsFormValues>): Promise<void> => {
    const answer = await run(() => dataProvider.saveNotificationPreferences(userId, (values as NotificationsFormValues).preferences), {
      success: 'lsm.employees.notifications.saved',
      failure: 'unable_to_update_data',
    });
    if (answer) queryClient.setQueryData(queryKey, answer);
  };

  return (
    <TabSection title="lsm.tabs.employee.notifications">
      {defaultValues ? (
        <Form<NotificationsFormValues>
          defaultValues={defaultValues}
          validate={validateNotifications}
          onSubmit={save}
          noValidate
          warnWhenUnsavedChanges={canEdit}
          WarnWhenUnsavedChangesComponent={WarnWhenLeavingNotifications}
        >
          <NotificationPreferencesInput disabled={!canEdit} />
          <FormSaveActions saveLabel="lsm.employees.notifications.save" readOnly={!canEdit} />
        </Form>
      ) : (
        <CircularProgress />
      )}
    </TabSection>
  );
};
