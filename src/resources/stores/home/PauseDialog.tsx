import { Alert, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Form, RadioButtonGroupInput, ValidationError } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../custom/form/FormDialog.tsx';
import { FormSaveActions } from '../../../custom/form/FormSaveActions.tsx';
import type { ChannelName } from '../../../domain/channelStatus.ts';
import { countsAsOffline, PAUSE_PRESETS } from '../../../domain/pauseDuration.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import { newPauseValues, pauseBody, pauseEndOf, validatePause, type PauseChoice, type PauseFormValues } from './pauseForm.ts';
import { PauseEndInput } from './PauseEndInput.tsx';
import { formatStoreTime } from './storeTime.ts';
import { useNow } from './useNow.ts';

const CHOICES: readonly PauseChoice[] = [...PAUSE_PRESETS, 'custom'];

/** The chosen end as it stands now (a chosen end passes as time goes by), and the form's refusal of it. */
function usePauseOutcome(timeZone: string) {
  const now = useNow(15_000);
  const values = useWatch<PauseFormValues>() as PauseFormValues;
  const { errors } = useFormState<PauseFormValues>();
  const end = pauseEndOf(values, now, timeZone);
  const inFuture = end !== null && end.getTime() > now.getTime();
  const refusal = errors.custom_end?.message ?? (values.choice === 'custom' && !inFuture ? 'lsm.store_home.pause_dialog.in_the_past' : undefined);
  return { now, end, inFuture, refusal };
}

/** When the pause would end, and the form's refusal or the offline warning. */
const PauseOutcome = ({ timeZone }: { timeZone: string }) => {
  const translate = useLsmTranslate();
  const { now, end, inFuture, refusal } = usePauseOutcome(timeZone);
  return (
    <>
      {end && inFuture && (
        <Typography role="status" sx={{ mt: 2 }}>
          {translate('lsm.store_home.pause_dialog.ends', { time: formatStoreTime(end, timeZone) })}
        </Typography>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <ValidationError error={refusal} />
        </Alert>
      )}
      {end && inFuture && countsAsOffline(end, now) && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('lsm.store_home.pause_dialog.offline_warning')}
        </Alert>
      )}
    </>
  );
};

interface PauseDialogProps {
  /** the channel to pause, or every linked channel */
  target: ChannelName | 'all';
  timeZone: string;
  onCancel(): void;
  /** sends the pause (PUT /stores/{id}/status) and closes the dialog */
  onConfirm(body: ReturnType<typeof pauseBody>): Promise<void>;
}

/**
 * How long to pause, on react-admin's form in a FormDialog: presets from 30 minutes to the rest of the store's
 * day, or a chosen store-time end, validated by the rule of a future end and the contract of the PUT.
 */
export const PauseDialog = ({ target, timeZone, onCancel, onConfirm }: PauseDialogProps) => {
  const translate = useLsmTranslate();
  const [defaultValues] = useState(() => newPauseValues(new Date()));
  const validate = useMemo(() => validatePause(target, timeZone), [target, timeZone]);
  const title = target === 'all' ? translate('lsm.store_home.pause_dialog.title_all') : translate('lsm.store_home.pause_dialog.title', { channel: target });
  // presets count from the moment of the click, not from when the dialog opened
  const submit = (values: Partial<PauseFormValues>) => onConfirm(pauseBody(target, values as PauseFormValues, timeZone));

  return (
    <FormDialog onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="pause-dialog-title">
      <DialogTitle id="pause-dialog-title">{title}</DialogTitle>
      <Form<PauseFormValues> defaultValues={defaultValues} validate={validate} onSubmit={submit} mode="onChange" noValidate>
        <DialogContent>
          <RadioButtonGroupInput
            source="choice"
            label={translate('lsm.store_home.pause_dialog.duration')}
            choices={CHOICES.map((choice) => ({ id: choice, name: translate(`lsm.store_home.pause_dialog.presets.${choice}`) }))}
            translateChoice={false}
            row={false}
            helperText={false}
          />
          <ChosenEnd timeZone={timeZone} />
          <PauseOutcome timeZone={timeZone} />
        </DialogContent>
        <PauseActions timeZone={timeZone} />
      </Form>
    </FormDialog>
  );
};

/** Pause stays off while the end is refused. */
const PauseActions = ({ timeZone }: { timeZone: string }) => {
  const { refusal } = usePauseOutcome(timeZone);
  return <FormSaveActions saveLabel="lsm.store_home.pause_dialog.confirm" cancelLabel="lsm.store_home.pause_dialog.cancel" saveColor="warning" saveDisabled={refusal !== undefined} />;
};

const ChosenEnd = ({ timeZone }: { timeZone: string }) => {
  const choice = useWatch<PauseFormValues, 'choice'>({ name: 'choice' });
  return choice === 'custom' ? <PauseEndInput timeZone={timeZone} /> : null;
};
