import { Box, MenuItem, TextField } from '@mui/material';
import { CategoryImage } from '../choices/CategoryImage.tsx';
import { useCategories, useSubCategories } from '../choices/useCatalogueChoices.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface CategoryFieldsProps {
  categoryId: number | null;
  subcategoryId: number | null;
  disabled: boolean;
  /** a new category drops the sub-category */
  onChange: (value: { categoryId: number | null; subcategoryId: number | null }) => void;
}

const NONE = '';

/** Category (GET /inventory/category/all, with images) and its sub-categories (GET /inventory/subcategory/select?category_name). */
export const CategoryFields = ({ categoryId, subcategoryId, disabled, onChange }: CategoryFieldsProps) => {
  const translate = useLsmTranslate();
  const categories = useCategories();
  const category = categories.find((entry) => entry.id === categoryId) ?? null;
  const subCategories = useSubCategories(category?.name ?? null);
  const knownSub = subCategories.some((entry) => entry.id === subcategoryId);
  return (
    <>
      <TextField
        select
        fullWidth
        size="small"
        required
        label={translate('lsm.globalItems.form.category')}
        value={category ? String(category.id) : NONE}
        disabled={disabled}
        onChange={(event) => onChange({ categoryId: event.target.value === NONE ? null : Number(event.target.value), subcategoryId: null })}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      >
        <MenuItem value={NONE}>{translate('lsm.globalItems.form.no_category')}</MenuItem>
        {categories.map((entry) => (
          <MenuItem key={entry.id} value={String(entry.id)}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CategoryImage src={entry.image} size={20} />
              {entry.name}
            </Box>
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        size="small"
        label={translate('lsm.globalItems.form.subcategory')}
        value={knownSub && subcategoryId !== null ? String(subcategoryId) : NONE}
        disabled={disabled || category === null}
        onChange={(event) => onChange({ categoryId, subcategoryId: event.target.value === NONE ? null : Number(event.target.value) })}
      >
        <MenuItem value={NONE}>{translate('lsm.globalItems.form.no_subcategory')}</MenuItem>
        {subCategories.map((entry) => (
          <MenuItem key={entry.id} value={String(entry.id)}>
            {entry.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
};
