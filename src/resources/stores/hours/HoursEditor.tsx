import { DialogContent } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Form, useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { StoreHoursAnswer } from '../../../contract/stores.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { FormSaveActions } from '../../../custom/form/FormSaveActions.tsx';
import { useSaveFeedback } from '../../../custom/form/useSaveFeedback.ts';
import { DAY_NAMES, formatTime12h } from '../../../domain/time.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { validateHoursForm, type HoursFormValues } from './hoursForm.ts';
import { useSetStoreHours } from './useStoreHours.ts';
import { draftFromRows, hasProblems, removeSlot, rowsFromDraft, type DraftSlot, type WeekDraft } from './weekDraft.ts';
import { WeekHoursInput } from './WeekHoursInput.tsx';

interface HoursEditorProps {
  storeId: number;
  hours: StoreHoursAnswer;
  onClose(): void;
}

interface StoredSlot {
  id: number;
  dayOfWeek: number;
  slot: DraftSlot;
}

/**
 * The week and its toolbar inside the form. Removing a stored slot deletes that row (DELETE
 * /stores/{id}/store-hours/{hourId}) once confirmed; the row leaves the saved week as well as the edited one,
 * so the deletion alone leaves nothing unsaved.
 */
const HoursEditorBody = ({ storeId }: { storeId: number }) => {
  const dataProvider = useLsmDataProvider();
  const setStoreHours = useSetStoreHours(storeId);
  const notify = useNotify();
  const { getValues, resetField, setValue, formState } = useFormContext<HoursFormValues>();
  const week = useWatch<HoursFormValues, 'week'>({ name: 'week' });
  const [confirmDelete, setConfirmDelete] = useState<StoredSlot | null>(null);

  const remove = useMutation({
    mutationFn: ({ id }: StoredSlot) => dataProvider.deleteStoreHour(storeId, id),
    onSuccess: (answer, { dayOfWeek, slot }) => {
      setStoreHours(answer);
      const edited = removeSlot(getValues('week'), dayOfWeek, slot.key);
      const saved: WeekDraft = removeSlot(formState.defaultValues?.week as WeekDraft, dayOfWeek, slot.key);
      resetField('week', { defaultValue: saved });
      setValue('week', edited, { shouldDirty: true });
      notify('lsm.storePage.hours.slot_deleted', { type: 'success' });
    },
    onError: (error) => alertFailure('unable_to_delete_store_hours', error),
    onSettled: () => setConfirmDelete(null),
  });

  return (
    <>
      <DialogContent dividers>
        <WeekHoursInput
          deleting={remove.isPending ? (remove.variables?.slot.key ?? null) : null}
          onRemoveStored={(dayOfWeek, slot) => slot.id !== undefined && setConfirmDelete({ id: slot.id, dayOfWeek, slot })}
        />
      </DialogContent>
      <FormSaveActions cancelLabel="lsm.storePage.hours.close" saveLabel="lsm.storePage.hours.save" saveDisabled={hasProblems(week) || remove.isPending} />
      <Confirm
        isOpen={confirmDelete !== null}
        loading={remove.isPending}
        title="lsm.confirm.delete_slot_title"
        content="lsm.confirm.delete_slot_content"
        contentTranslateOptions={
          confirmDelete
            ? {
                day: DAY_NAMES[confirmDelete.dayOfWeek],
                open: formatTime12h(confirmDelete.slot.open_time),
                close: formatTime12h(confirmDelete.slot.close_time),
              }
            : {}
        }
        confirm="lsm.confirm.delete"
        confirmColor="warning"
        onConfirm={() => confirmDelete && remove.mutate(confirmDelete)}
        onClose={() => setConfirmDelete(null)}
      />
    </>
  );
};

/**
 * The week's slots, editable, on react-admin's form in the store hours FormDialog. Save sends the whole week
 * (PUT /stores/{id}/store-hours) once it passes the week's rules and the call's contract, says so and closes
 * the dialog; closing with unsaved changes asks first.
 */
export const HoursEditor = ({ storeId, hours, onClose }: HoursEditorProps) => {
  const dataProvider = useLsmDataProvider();
  const setStoreHours = useSetStoreHours(storeId);
  const { run } = useSaveFeedback();
  // the week as opened: a deletion's answer updates the shared query, and new defaults would reset the form
  const [defaultValues] = useState<HoursFormValues>(() => ({ week: draftFromRows(hours.hours) }));

  const save = async (values: Partial<HoursFormValues>): Promise<void> => {
    const rows = rowsFromDraft((values as HoursFormValues).week);
    const answer = await run(() => dataProvider.saveStoreHours(storeId, rows), { success: 'lsm.saves.hours_saved', failure: 'unable_to_update_store_hours' });
    if (!answer) return;
    setStoreHours(answer);
    onClose();
  };

  return (
    <Form<HoursFormValues> defaultValues={defaultValues} validate={validateHoursForm} onSubmit={save} noValidate>
      <HoursEditorBody storeId={storeId} />
    </Form>
  );
};
