import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useInput } from 'react-admin';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import { inStoreTime } from './storeTime.ts';

/** The field shows no seconds, so the chosen end has none. */
const wholeMinute = (value: Dayjs) => value.second(0).millisecond(0);

/**
 * The chosen end of a pause, in store time, as the pause form's `custom_end` input (an ISO instant, null while
 * the date is unfinished). The picker keeps what is typed so far; the form's refusal shows below the dialog's
 * choices.
 */
export const PauseEndInput = ({ timeZone }: { timeZone: string }) => {
  const translate = useLsmTranslate();
  const { field } = useInput<string | null>({ source: 'custom_end' });
  const [shown, setShown] = useState<Dayjs | null>(() => (field.value ? inStoreTime(new Date(field.value), timeZone) : null));
  const change = (value: Dayjs | null) => {
    setShown(value);
    field.onChange(value?.isValid() ? wholeMinute(value).toISOString() : null);
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker label={translate('lsm.store_home.pause_dialog.custom_end')} value={shown} onChange={change} timezone={timeZone} disablePast sx={{ mt: 1, width: '100%' }} />
    </LocalizationProvider>
  );
};
