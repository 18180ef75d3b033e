import { DialogContent } from '@mui/material';
import { useMemo, useState } from 'react';
import { Confirm, Form } from 'react-admin';
import type { GlobalItem } from '../../../contract/catalogue.ts';
import type { GlobalItemFormValues } from '../../../domain/globalItemPayload.ts';
import { GlobalItemActions } from './GlobalItemActions.tsx';
import { GlobalItemFields } from './GlobalItemFields.tsx';
import { validateGlobalItemForm, type GlobalItemFormState } from './globalItemValidation.ts';
import { useSaveGlobalItem } from './useSaveGlobalItem.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

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

/** The global item on react-admin's form: its fields and its Create, or Update and Delete, buttons. */
export const GlobalItemForm = ({ item, initial, companyId, readOnly, onClose, onDone }: GlobalItemFormProps) => {
  const translate = useLsmTranslate();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveGlobalItem();
  const defaultValues = useMemo<GlobalItemFormState>(() => ({ ...initial, company: null }), [initial]);
  const validate = useMemo(() => validateGlobalItemForm(item === null, companyId), [item, companyId]);

  const submit = async (values: GlobalItemFormState) => {
    const saved = item === null ? await save.create(values, companyId ?? values.company?.id ?? null) : await save.update(item.id, values);
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

  return (
    <Form<GlobalItemFormState> defaultValues={defaultValues} validate={validate} mode="onChange" onSubmit={(values: Partial<GlobalItemFormState>) => submit(values as GlobalItemFormState)} noValidate>
      <DialogContent dividers>
        <GlobalItemFields item={item} choosesCompany={item === null && companyId === null} readOnly={readOnly} />
      </DialogContent>
      <GlobalItemActions editing={item !== null} readOnly={readOnly} busy={save.busy} initial={initial} validate={validate} onDelete={() => setConfirmDelete(true)} />
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
    </Form>
  );
};
