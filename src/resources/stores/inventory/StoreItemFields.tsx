import { FormControlLabel, Grid, MenuItem, Switch, TextField } from '@mui/material';
import type { Category, SubCategory } from '../../../contract/catalogue.ts';
import { DESCRIPTION_MAX } from '../../../domain/numbers.ts';
import type { StoreItemFormErrors, StoreItemFormValues } from './storeItemPayload.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import type { LsmMessageKey } from '../../../providers/i18n/messageKeys.ts';

interface StoreItemFieldsProps {
  values: StoreItemFormValues;
  errors: StoreItemFormErrors;
  readOnly: boolean;
  /** editing an item not sold independently: these fields are not saved (spec 001 §5) */
  independentFieldsLocked: boolean;
  categories: readonly Category[];
  subCategories: readonly SubCategory[];
  onChange: (next: Partial<StoreItemFormValues>) => void;
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** The item's own fields: name, UPC, price, size, unit count, description, category, flags. */
export const StoreItemFields = ({ values, errors, readOnly, independentFieldsLocked, categories, subCategories, onChange }: StoreItemFieldsProps) => {
  const translate = useLsmTranslate();
  const locked = readOnly || independentFieldsLocked;
  const lockedHint = independentFieldsLocked && !readOnly ? translate('lsm.inventory.form.independent_only') : undefined;
  const characters = Array.from(values.description).length;
  const text = (field: keyof StoreItemFormValues, label: LsmMessageKey, extra: { required?: boolean; locked?: boolean; error?: LsmMessageKey; helper?: string } = {}) => (
    <TextField
      fullWidth
      size="small"
      label={translate(label)}
      required={extra.required}
      value={values[field] as string}
      disabled={extra.locked ?? readOnly}
      error={Boolean(extra.error)}
      helperText={extra.error ? translate(extra.error) : extra.helper}
      onChange={(event) => onChange({ [field]: event.target.value })}
    />
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>{text('name', 'lsm.inventory.form.name', { required: true, error: errors.name })}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{text('price', 'lsm.inventory.form.price', { required: true, error: errors.price })}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{text('upc', 'lsm.inventory.form.upc', { error: errors.upc })}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{text('size', 'lsm.inventory.form.size', { locked, helper: lockedHint })}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        {text('unitCount', 'lsm.inventory.form.unit_count', { locked, error: errors.unitCount, helper: lockedHint })}
      </Grid>
      <Grid size={12}>
        <TextField
          fullWidth
          multiline
          minRows={2}
          size="small"
          label={translate('lsm.inventory.form.description')}
          value={values.description}
          disabled={locked}
          onChange={(event) => onChange({ description: event.target.value })}
          helperText={
            lockedHint ??
            translate(characters > DESCRIPTION_MAX ? 'lsm.inventory.form.description_cut' : 'lsm.inventory.form.description_count', {
              count: characters,
              max: DESCRIPTION_MAX,
            })
          }
          error={characters > DESCRIPTION_MAX}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={translate('lsm.inventory.form.category')}
          value={values.categoryId === null ? '' : String(values.categoryId)}
          disabled={locked}
          helperText={lockedHint}
          onChange={(event) => onChange({ categoryId: idOrNull(event.target.value), subCategoryId: null })}
        >
          <MenuItem value="">{translate('lsm.inventory.form.no_category')}</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category.id} value={String(category.id)}>
              {category.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={translate('lsm.inventory.form.sub_category')}
          value={subCategories.some((sub) => sub.id === values.subCategoryId) ? String(values.subCategoryId) : ''}
          disabled={locked || values.categoryId === null}
          helperText={lockedHint}
          onChange={(event) => onChange({ subCategoryId: idOrNull(event.target.value) })}
        >
          <MenuItem value="">{translate('lsm.inventory.form.no_sub_category')}</MenuItem>
          {subCategories.map((sub) => (
            <MenuItem key={sub.id} value={String(sub.id)}>
              {sub.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>{text('externalId', 'lsm.inventory.form.external_id')}</Grid>
      <Grid size={12} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <FormControlLabel
          control={<Switch checked={values.available} disabled={readOnly} onChange={(event) => onChange({ available: event.target.checked })} />}
          label={translate('lsm.inventory.form.available')}
        />
        <FormControlLabel
          control={
            <Switch checked={values.sellIndependently} disabled={readOnly} onChange={(event) => onChange({ sellIndependently: event.target.checked })} />
          }
          label={translate('lsm.inventory.form.sell_independently')}
        />
        <FormControlLabel
          control={<Switch checked={values.isRestricted} disabled={readOnly} onChange={(event) => onChange({ isRestricted: event.target.checked })} />}
          label={translate('lsm.inventory.form.is_restricted')}
        />
      </Grid>
    </Grid>
  );
};
