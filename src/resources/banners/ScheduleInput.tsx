import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useInput, ValidationError } from 'react-admin';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

interface ScheduleInputProps {
  source: 'start_date' | 'end_date';
  label: LsmMessageKey;
  /** the company's IANA time zone: the picker shows and reads wall-clock time there */
  timeZone: string;
}

/** A start or end of a banner: an ISO instant in the form, a date and time in the company's zone on screen. */
export const ScheduleInput = ({ source, label, timeZone }: ScheduleInputProps) => {
  const translate = useLsmTranslate();
  const { field, fieldState } = useInput<string | null>({ source });
  const value = field.value ? dayjs(field.value).tz(timeZone) : null;
  const error = fieldState.error?.message;
  return (
    <DateTimePicker
      label={translate(label)}
      value={value}
      timezone={timeZone}
      onChange={(next) => field.onChange(next?.isValid() ? next.second(0).millisecond(0).toISOString() : null)}
      slotProps={{
        textField: { name: source, onBlur: field.onBlur, error: Boolean(error), helperText: error ? <ValidationError error={error} /> : ' ', fullWidth: true },
        actionBar: { actions: ['clear', 'accept'] },
      }}
    />
  );
};
