import { Box } from '@mui/material';
import { AutocompleteArrayInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { IdName } from '../../../contract/catalogue.ts';
import type { StoreItem } from '../../../contract/inventory.ts';
import { ItemMenuTiming } from '../../menus/ItemMenuTiming.tsx';
import { ItemModifierGroups } from '../../modifierGroups/ItemModifierGroups.tsx';
import type { StoreItemFormValues } from './storeItemPayload.ts';
import { useModifierGroupChoices, useStoreMenus } from './useInventoryChoices.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import type { LsmMessageKey } from '../../../providers/i18n/messageKeys.ts';

interface LinkPickerInputProps {
  source: 'menuIds' | 'modifierGroupIds';
  label: LsmMessageKey;
  /** every choice; ids not among them are shown by the names in `known` */
  options: readonly IdName[];
  known: readonly IdName[];
  disabled: boolean;
  helperText?: LsmMessageKey;
}

/** Chooses several of the store's menus or modifier groups: a list of ids in the form. */
const LinkPickerInput = ({ source, label, options, known, disabled, helperText }: LinkPickerInputProps) => {
  const offered = new Set(options.map((option) => option.id));
  const choices = [...options, ...known.filter((option) => !offered.has(option.id))];
  return (
    <AutocompleteArrayInput
      source={source}
      label={label}
      choices={choices}
      optionText="name"
      disabled={disabled}
      helperText={helperText ?? false}
      size="small"
    />
  );
};

interface StoreItemLinkPickersProps {
  storeId: number;
  item: StoreItem;
  /** read-only, or not sold independently (then the links are not saved) */
  disabled: boolean;
  helperText?: LsmMessageKey;
}

/** An existing item's menus, with when it is sold, and its modifier groups, with their summaries. */
export const StoreItemLinkPickers = ({ storeId, item, disabled, helperText }: StoreItemLinkPickersProps) => {
  const translate = useLsmTranslate();
  const menus = useStoreMenus(storeId, true);
  const modifierGroups = useModifierGroupChoices(storeId, true);
  const menuIds = useWatch<StoreItemFormValues, 'menuIds'>({ name: 'menuIds' });
  const modifierGroupIds = useWatch<StoreItemFormValues, 'modifierGroupIds'>({ name: 'modifierGroupIds' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <LinkPickerInput
        source="menuIds"
        label="lsm.inventory.form.menus"
        options={menus.map((menu) => ({ id: menu.id, name: menu.menu_name }))}
        known={item.menus}
        disabled={disabled}
        helperText={helperText}
      />
      <ItemMenuTiming storeId={storeId} menuIds={menuIds} />
      <LinkPickerInput
        source="modifierGroupIds"
        label="lsm.inventory.form.modifier_groups"
        options={modifierGroups.map((group) => ({
          id: group.id,
          name: group.active ? group.name : translate('lsm.inventory.form.inactive_group', { name: group.name }),
        }))}
        known={item.modifier_groups}
        disabled={disabled}
        helperText={helperText}
      />
      <ItemModifierGroups groupIds={modifierGroupIds} />
    </Box>
  );
};
