import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, List, ListItem, ListItemText } from '@mui/material';
import { useGetMany } from 'react-admin';
import type { ModifierGroup } from '../../contract/modifierGroups.ts';
import { modifierSummary, unsatisfiableGroups } from '../../domain/modifiers.ts';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** A group's options with the store items they offer, as the availability rule reads them. */
const withOptionItems = (group: ModifierGroup) => ({
  ...group,
  options: group.options.map((option) => ({ status: option.status, store_item: group.option_items.find((item) => item.id === option.store_item_id) ?? null })),
});

/**
 * The modifier groups an item offers, each with its summary text ("Required · Min 1 · Max 1"), and a
 * warning when a required group has no available option: the item is then not sellable on the channels.
 */
export const ItemModifierGroups = ({ groupIds }: { groupIds: readonly number[] }) => {
  const translate = useLsmTranslate();
  const { data } = useGetMany<ModifierGroup>('modifier-groups', { ids: [...groupIds] }, { enabled: groupIds.length > 0 });
  const groups = groupIds.length > 0 ? (data ?? []) : [];
  if (groups.length === 0) return null;
  const blocking = unsatisfiableGroups(groups.map(withOptionItems));
  return (
    <>
      <List dense disablePadding aria-label={translate('lsm.modifierGroups.title')}>
        {groups.map((group) => (
          <ListItem key={group.id} disableGutters data-testid="item-modifier-group">
            <ListItemText primary={group.name} secondary={modifierSummary(group)} />
          </ListItem>
        ))}
      </List>
      {blocking.length > 0 && (
        <Alert severity="warning" icon={<WarningAmberIcon />}>
          {translate('lsm.modifierGroups.item.not_sellable', { names: blocking.map((group) => group.name).join(', ') })}
        </Alert>
      )}
    </>
  );
};
