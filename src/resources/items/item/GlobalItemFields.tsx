import { Alert, Box, Typography } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import { asTyped } from '../../../custom/form/asTyped.ts';
import { useFormField } from '../../../custom/form/useFormField.ts';
import { DESCRIPTION_MAX } from '../../../domain/numbers.ts';
import { CompanyPicker } from '../list/CompanyPicker.tsx';
import { VerificationChip } from '../list/VerificationChip.tsx';
import { CategoryFields } from './CategoryFields.tsx';
import type { GlobalItemFormState } from './globalItemValidation.ts';
import { ItemImageField } from './ItemImageField.tsx';
import { TagsField } from './TagsField.tsx';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface GlobalItemFieldsProps {
  /** the stored item (edit mode); null creates one */
  item: GlobalItem | null;
  /** an internal user creating an item with no company chooses one (or none: platform-wide) */
  choosesCompany: boolean;
  readOnly: boolean;
}

const common = { fullWidth: true, variant: 'outlined', margin: 'none', size: 'small', parse: asTyped } as const;
const decimal = { htmlInput: { inputMode: 'decimal' } } as const;

/** The inputs of a global item: name, UPC, size, count, price, category, description, image, tags, availability. */
export const GlobalItemFields = ({ item, choosesCompany, readOnly }: GlobalItemFieldsProps) => {
  const translate = useLsmTranslate();
  const [company, setCompany] = useFormField<GlobalItemFormState, 'company'>('company');
  const [categoryId, setCategoryId] = useFormField<GlobalItemFormState, 'categoryId'>('categoryId');
  const [subcategoryId, setSubcategoryId] = useFormField<GlobalItemFormState, 'subcategoryId'>('subcategoryId');
  const [image, setImage] = useFormField<GlobalItemFormState, 'image'>('image');
  const [tags, setTags] = useFormField<GlobalItemFormState, 'tags'>('tags');
  const description = useWatch<GlobalItemFormState, 'description'>({ name: 'description' }) ?? '';
  const editing = item !== null;
  return (
    <>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('lsm.globalItems.form.read_only')}
        </Alert>
      )}
      {item && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
          <VerificationChip quality={item.verification} />
          {item.parent_item_id !== null && (
            <Typography variant="body2" color="text.secondary">
              {translate('lsm.globalItems.form.parent_item', { id: item.parent_item_id })}
            </Typography>
          )}
        </Box>
      )}
      {choosesCompany && (
        <Box sx={{ mb: 2 }}>
          <CompanyPicker label="lsm.globalItems.form.company" emptyLabel="lsm.globalItems.form.platform_wide" value={company} onChange={setCompany} />
        </Box>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextInput source="name" label="lsm.globalItems.form.name" isRequired disabled={readOnly} {...common} />
        </Box>
        <TextInput source="upc" label="lsm.globalItems.form.upc" isRequired={editing} disabled={readOnly} {...common} />
        <TextInput source="size" label="lsm.globalItems.form.size" isRequired={editing} disabled={readOnly} {...common} />
        <TextInput source="unitCount" label="lsm.globalItems.form.unit_count" disabled={readOnly} slotProps={decimal} {...common} />
        <TextInput source="retailPrice" label="lsm.globalItems.form.retail_price" disabled={readOnly} slotProps={decimal} {...common} />
        <CategoryFields
          categoryId={categoryId}
          subcategoryId={subcategoryId}
          disabled={readOnly}
          onChange={(next) => {
            setCategoryId(next.categoryId);
            setSubcategoryId(next.subcategoryId);
          }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextInput
            source="description"
            label="lsm.globalItems.form.description"
            multiline
            minRows={2}
            disabled={readOnly}
            helperText={translate('lsm.globalItems.form.description_count', { count: Array.from(description).length, max: DESCRIPTION_MAX })}
            slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
            {...common}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <ItemImageField itemId={item?.id ?? 'new'} value={image} disabled={readOnly} onChange={setImage} />
        </Box>
        <TagsField editable={!editing && !readOnly} selected={tags} stored={item?.tags ?? []} onChange={setTags} />
        <BooleanInput source="available" label="lsm.globalItems.form.available" disabled={readOnly} helperText={false} />
      </Box>
    </>
  );
};
