import { Box, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { MODIFIER_GROUP_KINDS } from '../../contract/modifierGroups.ts';
import { allowsMultiple, modifierSummary } from '../../domain/modifiers.ts';
import type { ModifierGroupFormValues } from './modifierGroupForm.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

/** The rules tab: name and kind, quantities, the default option; with the summary the items will show. */
export const RulesInputs = () => {
  const translate = useLsmTranslate();
  const [min, max, options] = useWatch<ModifierGroupFormValues, ['min_quantity', 'max_quantity', 'options']>({ name: ['min_quantity', 'max_quantity', 'options'] });
  const quantities = { min_quantity: typeof min === 'number' ? min : null, max_quantity: typeof max === 'number' ? max : null };
  const savedOptions = (options ?? []).flatMap((option) => (typeof option.id === 'number' ? [{ id: option.id, name: option.name }] : []));
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 720 }}>
      <Box sx={grid}>
        <TextInput source="name" label="lsm.modifierGroups.fields.name" isRequired />
        <SelectInput
          source="kind"
          label="lsm.modifierGroups.fields.kind"
          choices={MODIFIER_GROUP_KINDS.map((kind) => ({ id: kind, name: `lsm.modifierGroups.kinds.${kind}` }))}
          isRequired
        />
      </Box>
      <TextInput source="description" label="lsm.modifierGroups.fields.description" multiline minRows={2} parse={(value: string) => (value === '' ? null : value)} />
      <BooleanInput source="active" label="lsm.modifierGroups.fields.active" />
      <Box sx={grid}>
        <NumberInput source="min_quantity" label="lsm.modifierGroups.fields.min_quantity" min={0} step={1} />
        <NumberInput source="max_quantity" label="lsm.modifierGroups.fields.max_quantity" min={1} step={1} />
        <NumberInput source="max_free_options" label="lsm.modifierGroups.fields.max_free_options" min={0} step={1} />
        <NumberInput source="max_options_qty" label="lsm.modifierGroups.fields.max_options_qty" min={0} step={1} />
      </Box>
      <SelectInput
        source="default_option"
        label="lsm.modifierGroups.fields.default_option"
        choices={savedOptions}
        emptyText="lsm.modifierGroups.fields.no_default"
        parse={(value: string | number | null) => (value === '' || value === null ? null : Number(value))}
        helperText="lsm.modifierGroups.edit.default_option_hint"
      />
      <Typography variant="subtitle1" component="p" aria-live="polite">
        <strong>{modifierSummary(quantities)}</strong>
        {' — '}
        {translate(allowsMultiple(quantities.max_quantity) ? 'lsm.modifierGroups.fields.multiple' : 'lsm.modifierGroups.fields.single')}
      </Typography>
    </Stack>
  );
};
