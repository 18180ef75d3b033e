import { Alert, Button, DialogActions, DialogContent } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import type { StoreHoursAnswer } from '../../../contract/stores.ts';
import { validateHours } from '../../../domain/hours.ts';
import { useLsmDataProvider } from '../../../providers/useLsmDataProvider.ts';
import { alertFailure } from '../../../custom/alert/alertFailure.ts';
import { DayHoursEditor } from './DayHoursEditor.tsx';
import { useSetStoreHours } from './useStoreHours.ts';
import { DAY_NAMES, formatTime12h } from '../../../domain/time.ts';
import {
  addSlot,
  ALL_DAYS,
  changeSlot,
  copyDay,
  draftFromRows,
  hasProblems,
  removeSlot,
  rowsFromDraft,
  setDayOpen,
  type DraftSlot,
  type WeekDraft,
  WEEKDAYS,
} from './weekDraft.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface HoursEditorProps {
  storeId: number;
  hours: StoreHoursAnswer;
  onClose(): void;
}

/**
 * The week's slots, editable. Save sends the whole week (PUT /stores/{id}/store-hours), says so and closes the
 * dialog; removing a stored slot deletes that row (DELETE /stores/{id}/store-hours/{hourId}) once confirmed.
 * Problems block the save.
 */
export const HoursEditor = ({ storeId, hours, onClose }: HoursEditorProps) => {
  const translate = useLsmTranslate();
  const dataProvider = useLsmDataProvider();
  const setStoreHours = useSetStoreHours(storeId);
  const notify = useNotify();
  const [confirmDelete, setConfirmDelete] = useState<{ id: number; dayOfWeek: number; slot: DraftSlot } | null>(null);
  const [draft, setDraft] = useState<WeekDraft>(() => draftFromRows(hours.hours));
  const [refused, setRefused] = useState<string | null>(null);

  const [copied, setCopied] = useState<string | null>(null);

  const edit = (change: (current: WeekDraft) => WeekDraft) => {
    setCopied(null);
    setRefused(null);
    setDraft(change);
  };

  const save = useMutation({
    mutationFn: () => dataProvider.saveStoreHours(storeId, rowsFromDraft(draft)),
    onSuccess: (answer) => {
      setStoreHours(answer);
      notify('lsm.saves.hours_saved', { type: 'success' });
      onClose();
    },
    onError: (error) => alertFailure('unable_to_update_store_hours', error),
  });

  const remove = useMutation({
    mutationFn: ({ id }: { id: number; dayOfWeek: number; key: string }) => dataProvider.deleteStoreHour(storeId, id),
    onSuccess: (answer, { dayOfWeek, key }) => {
      setStoreHours(answer);
      setDraft((current) => removeSlot(current, dayOfWeek, key));
      notify('lsm.storePage.hours.slot_deleted', { type: 'success' });
    },
    onError: (error) => alertFailure('unable_to_delete_store_hours', error),
    onSettled: () => setConfirmDelete(null),
  });

  const removeOne = (dayOfWeek: number, slot: DraftSlot) => {
    if (slot.id === undefined) edit((current) => removeSlot(current, dayOfWeek, slot.key));
    else setConfirmDelete({ id: slot.id, dayOfWeek, slot });
  };

  const submit = () => {
    // The screen's checks mirror the server's; this is the server's own rule, so nothing it refuses is sent.
    const problems = validateHours(rowsFromDraft(draft));
    if (hasProblems(draft) || problems.length > 0) {
      setRefused(problems.map((problem) => problem.message).join('; ') || translate('lsm.storePage.hours.fix_before_saving'));
      return;
    }
    save.mutate();
  };

  const blocked = hasProblems(draft);
  return (
    <>
      <DialogContent dividers>
        {draft.map((day) => (
          <DayHoursEditor
            key={day.dayOfWeek}
            day={day}
            deleting={remove.isPending ? (remove.variables?.key ?? null) : null}
            onOpenChange={(open) => edit((current) => setDayOpen(current, day.dayOfWeek, open))}
            onAddSlot={() => edit((current) => addSlot(current, day.dayOfWeek))}
            onRemoveSlot={(slot) => removeOne(day.dayOfWeek, slot)}
            onChangeSlot={(key, field, value) => edit((current) => changeSlot(current, day.dayOfWeek, key, field, value))}
            onCopy={(to) => {
              edit((current) => copyDay(current, day.dayOfWeek, to === 'all' ? ALL_DAYS : WEEKDAYS));
              setCopied(DAY_NAMES[day.dayOfWeek]);
            }}
          />
        ))}
        {(blocked || refused) && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refused ?? translate('lsm.storePage.hours.fix_before_saving')}
          </Alert>
        )}
        {copied && (
          <Alert severity="info" role="status" sx={{ mt: 2 }}>
            {translate('lsm.storePage.hours.copied', { day: copied })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('lsm.storePage.hours.close')}</Button>
        <Button variant="contained" disabled={blocked || save.isPending || remove.isPending} onClick={submit}>
          {translate(save.isPending ? 'lsm.storePage.hours.saving' : 'lsm.storePage.hours.save')}
        </Button>
      </DialogActions>
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
        onConfirm={() =>
          confirmDelete && remove.mutate({ id: confirmDelete.id, dayOfWeek: confirmDelete.dayOfWeek, key: confirmDelete.slot.key })
        }
        onClose={() => setConfirmDelete(null)}
      />
    </>
  );
};
