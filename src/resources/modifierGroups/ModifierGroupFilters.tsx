import { Stack } from '@mui/material';
import { FilterLiveForm, NullableBooleanInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { MODIFIER_GROUP_KINDS } from '../../contract/modifierGroups.ts';

/** Search, availability, kind and Required/Optional: react-admin filters, kept in the URL by the list. */
export const ModifierGroupFilters = () => {
  const translate = useTranslate();
  return (
    <FilterLiveForm debounce={300}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <SearchInput source="q" placeholder={translate('lsm.modifierGroups.list.search')} aria-label={translate('lsm.modifierGroups.list.search')} alwaysOn />
        <NullableBooleanInput
          source="active"
          label="lsm.modifierGroups.filters.availability"
          trueLabel="lsm.modifierGroups.filters.available"
          falseLabel="lsm.modifierGroups.filters.unavailable"
          helperText={false}
          sx={{ minWidth: 170 }}
        />
        <SelectInput
          source="kind"
          label="lsm.modifierGroups.filters.kind"
          choices={MODIFIER_GROUP_KINDS.map((kind) => ({ id: kind, name: `lsm.modifierGroups.kinds.${kind}` }))}
          helperText={false}
          sx={{ minWidth: 170 }}
        />
        <NullableBooleanInput
          source="required"
          label="lsm.modifierGroups.filters.requirement"
          trueLabel="lsm.modifierGroups.filters.required"
          falseLabel="lsm.modifierGroups.filters.optional"
          helperText={false}
          sx={{ minWidth: 200 }}
        />
      </Stack>
    </FilterLiveForm>
  );
};
