import { DialogContent, Stack } from '@mui/material';
import { useMemo } from 'react';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { StoreItem } from '../../../contract/inventory.ts';
import { FormSaveActions } from '../../../custom/form/FormSaveActions.tsx';
import { StoreItemFields } from './StoreItemFields.tsx';
import { StoreItemImageField } from './StoreItemImageField.tsx';
import { StoreItemLinkPickers } from './StoreItemLinkPickers.tsx';
import { EMPTY_STORE_ITEM, formValuesOf, sendsIndependentFields, type StoreItemFormValues } from './storeItemPayload.ts';
import { storeItemValidator } from './storeItemValidation.ts';
import { useStoreItemSave } from './useStoreItemSave.ts';

interface StoreItemFormProps {
  storeId: number;
  /** null: a new item */
  item: StoreItem | null;
  readOnly: boolean;
  onSaved: (item: StoreItem) => void;
}

const StoreItemInputs = ({ storeId, item, readOnly }: Omit<StoreItemFormProps, 'onSaved'>) => {
  const sellIndependently = useWatch<StoreItemFormValues, 'sellIndependently'>({ name: 'sellIndependently' });
  const locked = !sendsIndependentFields(item, { sellIndependently });
  return (
    <DialogContent dividers>
      <Stack spacing={2}>
        <StoreItemImageField storeId={storeId} item={item} disabled={readOnly} />
        <StoreItemFields item={item} readOnly={readOnly} independentFieldsLocked={locked} />
        {item && (
          <StoreItemLinkPickers
            storeId={storeId}
            item={item}
            disabled={readOnly || locked}
            helperText={locked && !readOnly ? 'lsm.inventory.form.independent_only' : undefined}
          />
        )}
      </Stack>
    </DialogContent>
  );
};

/** Create or edit one store item inside a FormDialog; the bodies follow spec 001 §5 (storeItemPayload.ts). */
export const StoreItemForm = ({ storeId, item, readOnly, onSaved }: StoreItemFormProps) => {
  const defaults = useMemo(() => (item ? formValuesOf(item) : EMPTY_STORE_ITEM), [item]);
  const validate = useMemo(() => storeItemValidator(item), [item]);
  const save = useStoreItemSave(storeId, item, onSaved);
  return (
    <Form<StoreItemFormValues>
      defaultValues={defaults}
      validate={validate}
      // react-hook-form leaves disabled inputs out of the values it submits: the fields an item not sold
      // independently does not send, and the sub-category of no category (storeItemPayload.ts reads both right)
      onSubmit={(values: Partial<StoreItemFormValues>) => save({ ...defaults, ...values })}
      noValidate
    >
      <StoreItemInputs storeId={storeId} item={item} readOnly={readOnly} />
      <FormSaveActions readOnly={readOnly} saveLabel="lsm.inventory.form.save" cancelLabel={readOnly ? 'lsm.inventory.form.close' : 'lsm.inventory.form.cancel'} />
    </Form>
  );
};
