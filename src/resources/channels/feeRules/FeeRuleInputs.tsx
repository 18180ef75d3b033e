import { Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { AutocompleteArrayInput, NumberInput, RadioButtonGroupInput, SelectInput } from 'react-admin';
import { FEE_SCOPES, FEE_TYPES } from '../../../domain/fees.ts';
import { parsePercent, type FeeRuleFormValues } from './feeRuleForm.ts';
import type { FeeVocabulary } from './useFeeVocabulary.ts';

const FEE_TYPE_CHOICES = FEE_TYPES.map((type) => ({ id: type, name: `lsm.channels.fees.rules.fee_types.${type}` }));
const SCOPE_CHOICES = FEE_SCOPES.map((scope) => ({ id: scope, name: `lsm.channels.fees.rules.scopes.${scope}` }));
const toPartnerId = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));
const toAmount = (value: unknown) => (value === '' || value === null || value === undefined ? null : Math.max(0, Number(value)));

/** Partner, fee type and amounts, scope and the categories or tags it names. */
export const FeeRuleInputs = ({ vocabulary }: { vocabulary: FeeVocabulary }) => {
  const feeType = useWatch<FeeRuleFormValues, 'fee_type'>({ name: 'fee_type' });
  const scope = useWatch<FeeRuleFormValues, 'scope'>({ name: 'scope' });
  const scopeChoices = scope === 'tag' ? vocabulary.tagChoices : vocabulary.categoryChoices;
  return (
    <Stack sx={{ width: '100%' }}>
      <SelectInput
        source="partner_id"
        label="lsm.channels.fees.rules.fields.partner"
        choices={vocabulary.partners}
        translateChoice={false}
        emptyText="lsm.channels.fees.rules.all_partners"
        parse={toPartnerId}
        helperText={false}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      />
      <RadioButtonGroupInput source="fee_type" label="lsm.channels.fees.rules.fields.fee_type" choices={FEE_TYPE_CHOICES} helperText={false} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        {feeType !== 'flat_fee' && (
          <NumberInput
            source="percent"
            label="lsm.channels.fees.rules.fields.percent"
            min={0}
            max={100}
            parse={parsePercent}
            helperText="lsm.channels.fees.rules.percent_hint"
          />
        )}
        <NumberInput source="flat_fee" label="lsm.channels.fees.rules.fields.flat_fee" min={0} step={0.01} parse={toAmount} helperText={false} />
      </Stack>
      <RadioButtonGroupInput source="scope" label="lsm.channels.fees.rules.fields.scope" choices={SCOPE_CHOICES} helperText={false} />
      {scope !== 'all' && (
        <AutocompleteArrayInput
          key={scope}
          source="scope_values"
          label={scope === 'tag' ? 'lsm.channels.fees.rules.fields.tags' : 'lsm.channels.fees.rules.fields.categories'}
          choices={scopeChoices}
          translateChoice={false}
          helperText={false}
        />
      )}
    </Stack>
  );
};
