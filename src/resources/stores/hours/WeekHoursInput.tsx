import { Alert } from '@mui/material';
import { useState } from 'react';
import { useInput, ValidationError } from 'react-admin';
import { DAY_NAMES } from '../../../domain/time.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';
import { DayHoursEditor } from './DayHoursEditor.tsx';
import { addSlot, ALL_DAYS, changeSlot, copyDay, hasProblems, removeSlot, setDayOpen, type DraftSlot, type WeekDraft, WEEKDAYS } from './weekDraft.ts';

interface WeekHoursInputProps {
  /** key of the stored slot being deleted on the server */
  deleting: string | null;
  /** a stored slot's removal, which deletes its row once confirmed; an unsaved slot is simply dropped */
  onRemoveStored(dayOfWeek: number, slot: DraftSlot): void;
}

/**
 * The store's week as the hours form's `week` input: each day open or closed with its slots, a day copied to
 * others. A slot that closes before it opens or overlaps another is named on its day at once; the form's
 * refusal of the week shows below it.
 */
export const WeekHoursInput = ({ deleting, onRemoveStored }: WeekHoursInputProps) => {
  const translate = useLsmTranslate();
  const { field, fieldState } = useInput<WeekDraft>({ source: 'week' });
  const draft: WeekDraft = field.value;
  const [copied, setCopied] = useState<string | null>(null);
  const edit = (change: (current: WeekDraft) => WeekDraft) => {
    setCopied(null);
    field.onChange(change(draft));
  };
  const error = hasProblems(draft) ? 'lsm.storePage.hours.fix_before_saving' : fieldState.error?.message;

  return (
    <>
      {draft.map((day) => (
        <DayHoursEditor
          key={day.dayOfWeek}
          day={day}
          deleting={deleting}
          onOpenChange={(open) => edit((current) => setDayOpen(current, day.dayOfWeek, open))}
          onAddSlot={() => edit((current) => addSlot(current, day.dayOfWeek))}
          onRemoveSlot={(slot) => (slot.id === undefined ? edit((current) => removeSlot(current, day.dayOfWeek, slot.key)) : onRemoveStored(day.dayOfWeek, slot))}
          onChangeSlot={(key, slotField, value) => edit((current) => changeSlot(current, day.dayOfWeek, key, slotField, value))}
          onCopy={(to) => {
            edit((current) => copyDay(current, day.dayOfWeek, to === 'all' ? ALL_DAYS : WEEKDAYS));
            setCopied(DAY_NAMES[day.dayOfWeek]);
          }}
        />
      ))}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <ValidationError error={error} />
        </Alert>
      )}
      {copied && (
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          {translate('lsm.storePage.hours.copied', { day: copied })}
        </Alert>
      )}
    </>
  );
};
