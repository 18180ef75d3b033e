import { Alert } from '@mui/material';
import { useInput, ValidationError } from 'react-admin';
import type { NotificationPreference } from '../../contract/employees.ts';
import { NotificationTable } from './NotificationTable.tsx';

/** The notification table as the form's `preferences` input; the form's refusal of the list shows below it. */
export const NotificationPreferencesInput = ({ disabled }: { disabled: boolean }) => {
  const { field, fieldState } = useInput<NotificationPreference[]>({ source: 'preferences' });
  const preferences: NotificationPreference[] = field.value;
  const error = fieldState.error?.message;
  return (
    <>
      <NotificationTable
        preferences={preferences}
        disabled={disabled}
        onToggle={(eventName, channel, on) => field.onChange(preferences.map((entry) => (entry.eventName === eventName ? { ...entry, [channel]: on } : entry)))}
      />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          <ValidationError error={error} />
        </Alert>
      )}
    </>
  );
};
