import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { Company } from '../../../contract/companies.ts';
import { useDebouncedValue } from '../../../custom/hooks/useDebouncedValue.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import type { LsmMessageKey } from '../../../providers/i18n/messageKeys.ts';

export interface CompanyChoice {
  id: number;
  name: string;
}

interface CompanyPickerProps {
  label: LsmMessageKey;
  /** what "no company" means here, e.g. "All companies" */
  emptyLabel: LsmMessageKey;
  value: CompanyChoice | null;
  onChange: (company: CompanyChoice | null) => void;
}

/** Picks a company by name (GET /stores/company/?search_string, 20 at a time); empty is allowed. */
export const CompanyPicker = ({ label, emptyLabel, value, onChange }: CompanyPickerProps) => {
  const translate = useLsmTranslate();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trimStart());
  const { data, isPending } = useGetList<Company>('companies', { pagination: { page: 1, perPage: 20 }, filter: { q: search } });
  const options: CompanyChoice[] = (data ?? []).map((company) => ({ id: company.id, name: company.name }));
  return (
    <Autocomplete
      size="small"
      options={options}
      value={value}
      loading={isPending}
      filterOptions={(choices) => choices}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen)}
      onInputChange={(_event, input, reason) => {
        if (reason === 'input') setText(input);
        if (reason === 'clear' || reason === 'reset') setText('');
      }}
      renderInput={(params) => <TextField {...params} label={translate(label)} placeholder={translate(emptyLabel)} />}
      sx={{ minWidth: 240 }}
    />
  );
};
