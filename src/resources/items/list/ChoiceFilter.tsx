import { MenuItem, TextField } from '@mui/material';
import { messageKeyOf, type LsmMessageKey, type LsmMessagePrefix } from '../../../providers/i18n/messageKeys.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface ChoiceFilterProps<Value extends string> {
  label: LsmMessageKey;
  value: Value;
  /** the choices and the message key prefix of their labels */
  choices: readonly Value[];
  labelPrefix: LsmMessagePrefix;
  onChange: (value: Value) => void;
  minWidth?: number;
}

/** A single-choice select whose options are translated as `${labelPrefix}.${choice}`. */
export function ChoiceFilter<Value extends string>({ label, value, choices, labelPrefix, onChange, minWidth = 160 }: ChoiceFilterProps<Value>) {
  const translate = useLsmTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
      sx={{ minWidth }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {translate(messageKeyOf(labelPrefix, choice))}
        </MenuItem>
      ))}
    </TextField>
  );
}
