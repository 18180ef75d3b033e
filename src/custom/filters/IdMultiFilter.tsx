import { Box, Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';

interface IdMultiFilterProps {
  label: LsmMessageKey;
  options: readonly { id: number; name: string }[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  /** an optional picture before an option's name */
  icon?: (id: number) => ReactNode;
}

/** Several ids chosen from a list (categories, tags): the list narrows to any of them. */
export const IdMultiFilter = ({ label, options, selected, onChange, icon }: IdMultiFilterProps) => {
  const translate = useLsmTranslate();
  const names = (ids: unknown) =>
    (Array.isArray(ids) ? ids : [])
      .map((id) => options.find((option) => option.id === id)?.name)
      .filter(Boolean)
      .join(', ');
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={[...selected]}
      onChange={(event) => {
        const value: unknown = event.target.value;
        onChange(Array.isArray(value) ? value.map(Number) : []);
      }}
      slotProps={{ select: { multiple: true, renderValue: names, MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      sx={{ minWidth: 170, maxWidth: 260 }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          <Checkbox size="small" checked={selected.includes(option.id)} />
          {icon && <Box sx={{ mr: 1, display: 'flex' }}>{icon(option.id)}</Box>}
          <ListItemText primary={option.name} />
        </MenuItem>
      ))}
    </TextField>
  );
};
