import { Autocomplete, Box, TextField } from '@mui/material';
import { InputHelperText, useInput } from 'react-admin';
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
  const translate = useLsmTranslate();
  const { field, fieldState } = useInput<number[]>({ source, format: (value: number[] | null) => value ?? [] });
  const ids: number[] = field.value;
  const byId = new Map<number, IdName>([...known, ...options].map((option) => [option.id, option]));
  const selected = ids.map((id) => byId.get(id) ?? { id, name: `#${id}` });
  return (
    <Autocomplete
      multiple
      size="small"
      options={[...options]}
      value={selected}
      disabled={disabled}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => field.onChange(chosen.map((option) => option.id))}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(label)}
          error={fieldState.invalid}
          helperText={fieldState.error || helperText ? <InputHelperText error={fieldState.error?.message} helperText={helperText} /> : undefined}
        />
      )}
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
