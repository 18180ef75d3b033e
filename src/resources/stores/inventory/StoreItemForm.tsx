import { Box, Button, DialogActions, DialogContent, Stack } from '@mui/material';
import { useState } from 'react';
import type { StoreItem } from '../../../contract/inventory.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { ItemModifierGroups } from '../../modifierGroups/ItemModifierGroups.tsx';
import { LinkPicker } from './StoreItemLinkPickers.tsx';
import { StoreItemFields } from './StoreItemFields.tsx';
import { StoreItemImageField } from './StoreItemImageField.tsx';
import {
  createBody,
  EMPTY_STORE_ITEM,
  formValuesOf,
  updateBody,
  validateStoreItem,
  type StoreItemFormErrors,
  type StoreItemFormValues,
} from './storeItemPayload.ts';
import { ItemMenuTiming } from '../../menus/ItemMenuTiming.tsx';
import { useCategoryChoices, useModifierGroupChoices, useStoreMenus, useSubCategoryChoices } from './useInventoryChoices.ts';
import { STORE_ITEMS, useInventoryRefresh } from './useInventoryData.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface StoreItemFormProps {
  storeId: number;
  /** null: a new item */
  item: StoreItem | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: (item: StoreItem, created: boolean) => void;
}

/** Create or edit one store item; the bodies follow spec 001 §5 (storeItemPayload.ts). */
export const StoreItemForm = ({ storeId, item, readOnly, onClose, onSaved }: StoreItemFormProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const refresh = useInventoryRefresh();
  const [values, setValues] = useState<StoreItemFormValues>(item ? formValuesOf(item) : EMPTY_STORE_ITEM);
  const [errors, setErrors] = useState<StoreItemFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [pendingImage, setPendingImage] = useState<File | null>(null);
  const [imageUrl, setImageUrl] = useState<string | undefined>(item?.images[0]);

  const categories = useCategoryChoices(true);
  const categoryName = categories.find((category) => category.id === values.categoryId)?.name ?? item?.category?.name ?? null;
  const subCategories = useSubCategoryChoices(values.categoryId === null ? null : categoryName);
  const menus = useStoreMenus(storeId, true);
  const modifierGroups = useModifierGroupChoices(storeId, item !== null);
  const independentFieldsLocked = item !== null && !values.sellIndependently;

  const change = (next: Partial<StoreItemFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const remaining = { ...current };
      for (const key of Object.keys(next)) delete remaining[key as keyof StoreItemFormErrors];
      return remaining;
    });
  };

  const save = async () => {
    const found = validateStoreItem(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      if (item) {
        const { data } = await dataProvider.update<StoreItem>(STORE_ITEMS, {
          id: item.id,
          data: updateBody(item, values),
          previousData: item,
          meta: { storeId },
        });
        onSaved(data, false);
      } else {
        const { data } = await dataProvider.create<StoreItem>(STORE_ITEMS, { data: createBody(values), meta: { storeId } });
        if (pendingImage) await dataProvider.uploadStoreItemImage(storeId, data.id, pendingImage, categoryName);
        onSaved(data, true);
      }
    } catch (error) {
      alertFailure('unable_to_update_data', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <StoreItemImageField
            storeId={storeId}
            itemId={item?.id ?? null}
            imageUrl={imageUrl}
            categoryName={categoryName}
            disabled={readOnly}
            pendingFile={pendingImage}
            onPendingFile={setPendingImage}
            onUploaded={(url) => {
              setImageUrl(url);
              // the image is saved at once, whatever happens to the rest of the form
              void refresh();
            }}
          />
          <StoreItemFields
            values={values}
            errors={errors}
            readOnly={readOnly}
            independentFieldsLocked={independentFieldsLocked}
            categories={categories}
            subCategories={subCategories}
            onChange={change}
          />
          {item && (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <LinkPicker
                label="lsm.inventory.form.menus"
                options={menus.map((menu) => ({ id: menu.id, name: menu.menu_name }))}
                known={item.menus}
                value={values.menuIds}
                disabled={readOnly || independentFieldsLocked}
                helperText={independentFieldsLocked && !readOnly ? translate('lsm.inventory.form.independent_only') : undefined}
                onChange={(menuIds) => change({ menuIds })}
              />
              <ItemMenuTiming storeId={storeId} menuIds={values.menuIds} />
              <LinkPicker
                label="lsm.inventory.form.modifier_groups"
                options={modifierGroups.map((group) => ({
                  id: group.id,
                  name: group.active ? group.name : translate('lsm.inventory.form.inactive_group', { name: group.name }),
                }))}
                known={item.modifier_groups}
                value={values.modifierGroupIds}
                disabled={readOnly || independentFieldsLocked}
                helperText={independentFieldsLocked && !readOnly ? translate('lsm.inventory.form.independent_only') : undefined}
                onChange={(modifierGroupIds) => change({ modifierGroupIds })}
              />
              <ItemModifierGroups groupIds={values.modifierGroupIds} />
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate(readOnly ? 'lsm.inventory.form.close' : 'lsm.inventory.form.cancel')}
        </Button>
        {!readOnly && (
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {translate(saving ? 'lsm.inventory.form.saving' : 'lsm.inventory.form.save')}
          </Button>
        )}
      </DialogActions>
    </>
  );
};
