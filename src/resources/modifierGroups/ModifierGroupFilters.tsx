import { Box } from '@mui/material';
import { FilterLiveForm, NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import { MODIFIER_GROUP_KINDS } from '../../contract/modifierGroups.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** Search, availability, kind and Required/Optional: react-admin filters, kept in the URL by the list. */
export const ModifierGroupFilters = () => {
  const translate = useLsmTranslate();
  return (
    <FilterLiveForm debounce={300}>
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        <SearchInput source="q" placeholder={translate('lsm.modifierGroups.list.search')} aria-label={translate('lsm.modifierGroups.list.search')} alwaysOn size="small" margin="none" fullWidth helperText={false} />
        <NullableBooleanInput
          source="active"
          label="lsm.modifierGroups.filters.availability"
          trueLabel="lsm.modifierGroups.filters.available"
          falseLabel="lsm.modifierGroups.filters.unavailable"
          helperText={false}
          size="small"
          margin="none"
          fullWidth
        />
        <SelectInput
          source="kind"
          label="lsm.modifierGroups.filters.kind"
          choices={MODIFIER_GROUP_KINDS.map((kind) => ({ id: kind, name: `lsm.modifierGroups.kinds.${kind}` }))}
          helperText={false}
          size="small"
          margin="none"
          fullWidth
        />
        <NullableBooleanInput
          source="required"
          label="lsm.modifierGroups.filters.requirement"
          trueLabel="lsm.modifierGroups.filters.required"
          falseLabel="lsm.modifierGroups.filters.optional"
          helperText={false}
          size="small"
          margin="none"
          fullWidth
        />
      </Box>
    </FilterLiveForm>
  );
};
