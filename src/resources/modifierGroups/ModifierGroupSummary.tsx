import { Chip, Stack, Typography } from '@mui/material';
import type { ModifierGroup } from '../../contract/modifierGroups.ts';
import { isModifierGroupAvailable, modifierSummary } from '../../domain/modifiers.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** Spec §5's summary text, "Required · Min 1 · Max 1". */
export const ModifierSummaryText = ({ group }: { group: Pick<ModifierGroup, 'min_quantity' | 'max_quantity'> }) => (
  <Typography component="span" variant="body2" data-testid="modifier-summary" sx={{ whiteSpace: "nowrap" }}>
    {modifierSummary(group)}
  </Typography>
);

/** Available or not (spec §4: active true or status ACTIVE). */
export const AvailabilityChip = ({ group }: { group: Pick<ModifierGroup, 'active'> }) => {
  const translate = useLsmTranslate();
  const available = isModifierGroupAvailable(group);
  return (
    <Chip
      size="small"
      color={available ? 'success' : 'default'}
      variant={available ? 'filled' : 'outlined'}
      label={translate(available ? 'lsm.modifierGroups.filters.available' : 'lsm.modifierGroups.filters.unavailable')}
    />
  );
};

export const KindText = ({ kind }: { kind: string }) => {
  const translate = useLsmTranslate();
  return <>{translate(kind === 'variation' ? 'lsm.modifierGroups.kinds.variation' : 'lsm.modifierGroups.kinds.customization')}</>;
};

/** Options and linked items, counted. */
export const GroupCounts = ({ group }: { group: Pick<ModifierGroup, 'option_count' | 'linked_count'> }) => {
  const translate = useLsmTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('lsm.modifierGroups.list.options_count', { smart_count: group.option_count })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('lsm.modifierGroups.list.linked_count', { smart_count: group.linked_count })}
      </Typography>
    </Stack>
  );
};
