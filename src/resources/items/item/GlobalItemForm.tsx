import { Alert, Box, Button, DialogActions, DialogContent, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import {
  isUpdateDisabled,
  missingRequiredFields,
  validateGlobalItem,
  type GlobalItemField,
  type GlobalItemFormValues,
} from '../../../domain/globalItemPayload.ts';
import { DESCRIPTION_MAX } from '../../../domain/numbers.ts';
import { CompanyPicker, type CompanyChoice } from '../list/CompanyPicker.tsx';
import { VerificationChip } from '../list/VerificationChip.tsx';
import { CategoryFields } from './CategoryFields.tsx';
import { ItemImageField } from './ItemImageField.tsx';
import { TagsField } from './TagsField.tsx';
import { useSaveGlobalItem } from './useSaveGlobalItem.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import type { LsmMessageKey } from '../../../providers/i18n/messageKeys.ts';

interface GlobalItemFormProps {
  /** the stored item (edit mode); null creates one */
  item: GlobalItem | null;
  initial: GlobalItemFormValues;
  /** the company a new item belongs to; null lets an internal user choose (or none: platform-wide) */
  companyId: number | null;
  readOnly: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** The fields of a global item and its Create, or Update and Delete, buttons. */
export const GlobalItemForm = ({ item, initial, companyId, readOnly, onClose, onDone }: GlobalItemFormProps) => {
  const translate = useLsmTranslate();
  const [values, setValues] = useState(initial);
  const [company, setCompany] = useState<CompanyChoice | null>(null);
  const [touched, setTouched] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveGlobalItem();
  const errors = validateGlobalItem(values);
  const hasErrors = Object.keys(errors).length > 0;
  const set = (patch: Partial<GlobalItemFormValues>) => {
    setTouched(true);
    setValues((current) => ({ ...current, ...patch }));
  };
  const errorText = (field: GlobalItemField) => {
    const error = errors[field];
    if (!error || (!touched && item === null)) return undefined;
    return translate(`lsm.globalItems.form.errors.${error}`);
  };
  const text = (field: 'name' | 'upc' | 'size' | 'unitCount' | 'retailPrice', label: LsmMessageKey, required = false) => {
    const error = field === 'size' ? undefined : errorText(field);
    return (
      <TextField
        size="small"
        fullWidth
        required={required}
        label={translate(label)}
        value={values[field]}
        disabled={readOnly}
        error={error !== undefined}
        helperText={error}
        onChange={(event) => set({ [field]: event.target.value })}
        slotProps={field === 'retailPrice' || field === 'unitCount' ? { htmlInput: { inputMode: 'decimal' } } : undefined}
      />
    );
  };

  const submit = async () => {
    const saved = item === null ? await save.create(values, companyId ?? company?.id ?? null) : await save.update(item.id, values);
    if (!saved) return;
    onDone(translate(item === null ? 'lsm.globalItems.form.created' : 'lsm.globalItems.form.updated'));
    onClose();
  };
  const remove = async () => {
    if (item === null) return;
    setConfirmDelete(false);
    if ((await save.remove(item.id)) !== null) {
      onDone(translate('lsm.globalItems.form.deleted'));
      onClose();
    }
  };

  const submitDisabled = save.busy || hasErrors || (item !== null && isUpdateDisabled(values, initial));
  return (
    <>
      <DialogContent dividers>
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
        {item === null && companyId === null && (
          <Box sx={{ mb: 2 }}>
            <CompanyPicker label="lsm.globalItems.form.company" emptyLabel="lsm.globalItems.form.platform_wide" value={company} onChange={setCompany} />
          </Box>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <Box sx={{ gridColumn: '1 / -1' }}>{text('name', 'lsm.globalItems.form.name', true)}</Box>
          {text('upc', 'lsm.globalItems.form.upc', item !== null)}
          {text('size', 'lsm.globalItems.form.size', item !== null)}
          {text('unitCount', 'lsm.globalItems.form.unit_count')}
          {text('retailPrice', 'lsm.globalItems.form.retail_price')}
          <CategoryFields
            categoryId={values.categoryId}
            subcategoryId={values.subcategoryId}
            disabled={readOnly}
            onChange={(category) => set(category)}
          />
          <TextField
            sx={{ gridColumn: '1 / -1' }}
            size="small"
            fullWidth
            multiline
            minRows={2}
            label={translate('lsm.globalItems.form.description')}
            value={values.description}
            disabled={readOnly}
            onChange={(event) => set({ description: event.target.value })}
            helperText={translate('lsm.globalItems.form.description_count', { count: Array.from(values.description).length, max: DESCRIPTION_MAX })}
            slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ItemImageField itemId={item?.id ?? 'new'} value={values.image} disabled={readOnly} onChange={(image) => set({ image })} />
          </Box>
          <TagsField editable={item === null && !readOnly} selected={values.tags} stored={item?.tags ?? []} onChange={(tags) => set({ tags })} />
          <FormControlLabel
            control={<Switch checked={values.available} disabled={readOnly} onChange={(event) => set({ available: event.target.checked })} />}
            label={translate('lsm.globalItems.form.available')}
          />
        </Box>
        {item !== null && !readOnly && missingRequiredFields(values) && (
          <Typography variant="body2" color="warning.main" sx={{ mt: 2 }}>
            {translate('lsm.globalItems.form.required_for_update')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        {item !== null && !readOnly && (
          <Button color="error" onClick={() => setConfirmDelete(true)} disabled={save.busy} sx={{ mr: 'auto' }}>
            {translate('lsm.globalItems.form.delete')}
          </Button>
        )}
        <Button onClick={onClose}>{translate(readOnly ? 'lsm.globalItems.form.close' : 'lsm.globalItems.form.cancel')}</Button>
        {!readOnly && (
          <Button variant="contained" disabled={submitDisabled} onClick={() => void submit()}>
            {translate(item === null ? 'lsm.globalItems.form.create' : 'lsm.globalItems.form.update')}
          </Button>
        )}
      </DialogActions>
      {item !== null && (
        <Confirm
          isOpen={confirmDelete}
          loading={save.busy}
          title="lsm.globalItems.form.delete_title"
          content="lsm.globalItems.form.delete_confirm"
          contentTranslateOptions={{ name: item.name }}
          confirm="lsm.globalItems.form.delete"
          cancel="lsm.globalItems.bulk.cancel"
          confirmColor="warning"
          onConfirm={() => void remove()}
          onClose={() => setConfirmDelete(false)}
        />
      )}
    </>
  );
};
