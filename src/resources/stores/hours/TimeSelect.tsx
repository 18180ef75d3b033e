import { TextField } from '@mui/material';
import { formatTime12h } from '../../../domain/time.ts';

interface TimeSelectProps {
  label: string;
  value: string;
  /** "HH:mm" values, shown 12-hour */
  choices: readonly string[];
  error?: boolean;
  disabled?: boolean;
  onChange(value: string): void;
}

/** A time of day picked from half-hour choices, shown as "9:30 AM" (spec 000 §5). */
export const TimeSelect = ({ label, value, choices, error = false, disabled = false, onChange }: TimeSelectProps) => {
  // A stored time off the choices (none today) still shows rather than silently becoming another time.
  const options = choices.includes(value) ? choices : [value, ...choices];
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      error={error}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 130 }}
    >
      {options.map((time) => (
        <option key={time} value={time}>
          {formatTime12h(time)}
        </option>
      ))}
    </TextField>
  );
};
