import { Autocomplete, TextField } from '@mui/material';
import type { IdName } from '../../../contract/catalogue.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import type { LsmMessageKey } from '../../../providers/i18n/messageKeys.ts';

interface LinkPickerProps {
  label: LsmMessageKey;
  /** every choice; ids not among them are shown by the names in `known` */
  options: readonly IdName[];
  known: readonly IdName[];
  value: readonly number[];
  disabled: boolean;
  helperText?: string;
  onChange: (ids: number[]) => void;
}

/** Chooses several of the store's menus or modifier groups. */
export const LinkPicker = ({ label, options, known, value, disabled, helperText, onChange }: LinkPickerProps) => {
  const translate = useLsmTranslate();
  const byId = new Map<number, IdName>([...known, ...options].map((option) => [option.id, option]));
  const selected = value.map((id) => byId.get(id) ?? { id, name: `#${id}` });
  return (
    <Autocomplete
      multiple
      size="small"
      options={[...options]}
      value={selected}
      disabled={disabled}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.id))}
      renderInput={(params) => <TextField {...params} label={translate(label)} helperText={helperText} />}
    />
  );
};
