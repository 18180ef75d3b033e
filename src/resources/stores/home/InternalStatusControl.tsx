import { Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Form, SelectInput } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { FormSaveActions } from '../../../custom/form/FormSaveActions.tsx';
import { useSaveFeedback } from '../../../custom/form/useSaveFeedback.ts';
import { warnWhenLeavingScreen } from '../../../custom/form/WarnWhenLeavingScreen.tsx';
import { ACTIVE_TAB_PARAM } from '../../../custom/layout/useActiveTab.ts';
import { OPERATING_STATUSES } from '../../../domain/channelStatus.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import { useIdentifiedUser } from '../../../providers/useIdentifiedUser.ts';
import { validateInternalStatus, type InternalStatusFormValues } from './internalStatusForm.ts';
import { useInternalStatusUpdate } from './useStoreStatus.ts';

/** The store page's tabs live in `?sidebarActiveTab=`: leaving Home for another tab with a status picked asks too. */
const WarnWhenLeavingHome = warnWhenLeavingScreen([ACTIVE_TAB_PARAM]);

interface InternalStatusControlProps {
  storeId: number;
  /** codename of the status set on the store, if any */
  current: string | null;
}

/**
 * Internal users set the store's status directly (PUT /stores/{id}/internal_status): a status picked on
 * react-admin's form, validated by the call's contract, set once it differs from the store's; leaving the
 * screen with a status picked but not set asks first. The form starts again from the status the store answers.
 */
export const InternalStatusControl = ({ storeId, current }: InternalStatusControlProps) => {
  const translate = useLsmTranslate();
  const username = useIdentifiedUser()?.user.profile.username;
  const update = useInternalStatusUpdate(storeId);
  const { succeeded } = useSaveFeedback();
  const defaultValues = useMemo<InternalStatusFormValues>(() => ({ storeStatus: current ?? '' }), [current]);
  const choices = OPERATING_STATUSES.map((status) => ({ id: status.codename, name: translate(`lsm.store_home.status.operating.${status.codename}`) }));

  // a refusal is shown by the status update itself, under the spec's heading
  const save = (values: Partial<InternalStatusFormValues>) =>
    update.mutateAsync({ storeStatus: values.storeStatus ?? '', cognitoId: username }).then(
      () => succeeded('lsm.store_home.internal_status.saved'),
      () => undefined,
    );

  return (
    <Stack component="section" aria-labelledby="internal-status-heading" spacing={1} sx={{ mt: 3 }}>
      <Typography id="internal-status-heading" variant="subtitle2" component="h4">
        {translate('lsm.store_home.internal_status.title')}
      </Typography>
      <Form<InternalStatusFormValues>
        defaultValues={defaultValues}
        validate={validateInternalStatus}
        onSubmit={save}
        noValidate
        warnWhenUnsavedChanges
        WarnWhenUnsavedChangesComponent={WarnWhenLeavingHome}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <SelectInput
            source="storeStatus"
            label={translate('lsm.store_home.internal_status.label')}
            choices={choices}
            translateChoice={false}
            size="small"
            helperText={false}
            isRequired
            sx={{ minWidth: 220, m: 0 }}
          />
          <InternalStatusActions />
        </Stack>
      </Form>
    </Stack>
  );
};

/** Set status, once the pick differs from the store's status. */
const InternalStatusActions = () => {
  const { isDirty } = useFormState();
  return <FormSaveActions saveLabel="lsm.store_home.internal_status.save" withCancel={false} part="internal-status" saveDisabled={!isDirty} />;
};
