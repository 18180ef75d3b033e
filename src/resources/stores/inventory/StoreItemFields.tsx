import { Grid } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { IdName } from '../../../contract/catalogue.ts';
import type { StoreItem } from '../../../contract/inventory.ts';
import { asTyped } from '../../../custom/form/asTyped.ts';
import { DESCRIPTION_MAX } from '../../../domain/numbers.ts';
import type { StoreItemFormValues } from './storeItemPayload.ts';
import { useItemCategory } from './useItemCategory.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface StoreItemFieldsProps {
  /** null while creating */
  item: StoreItem | null;
  readOnly: boolean;
  /** editing an item not sold independently: these fields are not saved (spec 001 §5) */
  independentFieldsLocked: boolean;
}

const common = { fullWidth: true, size: 'small', variant: 'outlined', margin: 'none', helperText: false } as const;
const text = { ...common, parse: asTyped } as const;
const decimal = { htmlInput: { inputMode: 'decimal' } } as const;

/** A chosen id is shown once the choices holding it have arrived (till then, the select shows none). */
const shownAmong = (choices: readonly IdName[]) => (id: number | null) => (choices.some((choice) => choice.id === id) ? id : '');

/** Characters typed, and the warning once only the first 350 are saved. */
const DescriptionCount = () => {
  const translate = useLsmTranslate();
  const characters = Array.from(useWatch<StoreItemFormValues, 'description'>({ name: 'description' })).length;
  const key = characters > DESCRIPTION_MAX ? 'lsm.inventory.form.description_cut' : 'lsm.inventory.form.description_count';
  return <>{translate(key, { count: characters, max: DESCRIPTION_MAX })}</>;
};

/** The item's own fields: name, UPC, price, size, unit count, description, category, flags. */
export const StoreItemFields = ({ item, readOnly, independentFieldsLocked }: StoreItemFieldsProps) => {
  const { setValue } = useFormContext<StoreItemFormValues>();
  const { categoryId, categories, subCategories } = useItemCategory(item);
  const locked = readOnly || independentFieldsLocked;
  const lockedHint = independentFieldsLocked && !readOnly ? 'lsm.inventory.form.independent_only' : false;
  const lockable = { disabled: locked, helperText: lockedHint } as const;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextInput source="name" label="lsm.inventory.form.name" isRequired disabled={readOnly} {...text} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInput source="price" label="lsm.inventory.form.price" isRequired disabled={readOnly} slotProps={decimal} {...text} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInput source="upc" label="lsm.inventory.form.upc" disabled={readOnly} {...text} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInput source="size" label="lsm.inventory.form.size" {...text} {...lockable} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <NumberInput source="unitCount" label="lsm.inventory.form.unit_count" step={1} {...common} {...lockable} />
      </Grid>
      <Grid size={12}>
        <TextInput
          source="description"
          label="lsm.inventory.form.description"
          multiline
          minRows={2}
          {...text}
          disabled={locked}
          helperText={lockedHint || <DescriptionCount />}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          source="categoryId"
          label="lsm.inventory.form.category"
          choices={categories}
          translateChoice={false}
          emptyText="lsm.inventory.form.no_category"
          format={shownAmong(categories)}
          // a sub-category belongs to its category
          onChange={() => setValue('subCategoryId', null, { shouldDirty: true })}
          {...common}
          {...lockable}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          source="subCategoryId"
          label="lsm.inventory.form.sub_category"
          choices={subCategories}
          translateChoice={false}
          emptyText="lsm.inventory.form.no_sub_category"
          format={shownAmong(subCategories)}
          {...common}
          {...lockable}
          disabled={locked || categoryId === null}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="externalId" label="lsm.inventory.form.external_id" disabled={readOnly} {...text} />
      </Grid>
      <Grid size={12} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <BooleanInput source="available" label="lsm.inventory.form.available" disabled={readOnly} helperText={false} />
        <BooleanInput source="sellIndependently" label="lsm.inventory.form.sell_independently" disabled={readOnly} helperText={false} />
        <BooleanInput source="isRestricted" label="lsm.inventory.form.is_restricted" disabled={readOnly} helperText={false} />
      </Grid>
    </Grid>
  );
};
