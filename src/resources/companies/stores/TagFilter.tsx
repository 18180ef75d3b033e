import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CompanyTag } from '../../../contract/companies.ts';

interface TagFilterProps {
  tags: readonly CompanyTag[];
  selected: number[];
  onChange: (ids: number[]) => void;
}

/** Filter by company tags (any of the chosen ones). */
export const TagFilter = ({ tags, selected, onChange }: TagFilterProps) => {
  const translate = useTranslate();
  const names = (ids: unknown) =>
    (Array.isArray(ids) ? ids : [])
      .map((id) => tags.find((tag) => tag.id === id)?.tag_name)
      .filter(Boolean)
      .join(', ');
  return (
    <TextField
      select
      size="small"
      label={translate('lsm.companies.stores_tab.tag_filter')}
      value={selected}
      onChange={(event) => {
        const value: unknown = event.target.value;
        onChange(Array.isArray(value) ? value.map(Number) : []);
      }}
      slotProps={{ select: { multiple: true, renderValue: names } }}
      sx={{ minWidth: 180 }}
    >
      {tags.map((tag) => (
        <MenuItem key={tag.id} value={tag.id}>
          <Checkbox size="small" checked={selected.includes(tag.id)} />
          <ListItemText primary={tag.tag_name} />
        </MenuItem>
      ))}
    </TextField>
  );
};
