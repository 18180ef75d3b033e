import { Box, Typography } from '@mui/material';
import { DEFAULT_MENU_SLOT } from '../../../domain/hours.ts';
import { formatTime12h } from '../../../domain/time.ts';
import { DayHoursEditor } from '../../stores/hours/DayHoursEditor.tsx';
import { addSlot, changeSlot, removeSlot, type WeekDraft } from '../../stores/hours/weekDraft.ts';
import { setMenuDayOpen } from './menuWeek.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

interface MenuHoursEditorProps {
  draft: WeekDraft;
  disabled: boolean;
  onChange(change: (current: WeekDraft) => WeekDraft): void;
}

/**
 * A menu's week on the store hours editor's day rows: Monday first, several slots a day, half-hour steps.
 * A day without slots is not served and shows the 10:00-17:00 placeholder it opens with.
 */
export const MenuHoursEditor = ({ draft, disabled, onChange }: MenuHoursEditorProps) => {
  const translate = useLsmTranslate();
  const placeholder = translate('lsm.menus.form.placeholder', {
    open: formatTime12h(DEFAULT_MENU_SLOT.open_time),
    close: formatTime12h(DEFAULT_MENU_SLOT.close_time),
  });
  return (
    <Box role="group" aria-label={translate('lsm.menus.form.hours')} sx={{ mt: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('lsm.menus.form.hours')}
      </Typography>
      {draft.map((day) => (
        <DayHoursEditor
          key={day.dayOfWeek}
          day={day}
          deleting={null}
          disabled={disabled}
          closedHint={placeholder}
          onOpenChange={(open) => onChange((current) => setMenuDayOpen(current, day.dayOfWeek, open))}
          onAddSlot={() => onChange((current) => addSlot(current, day.dayOfWeek))}
          onRemoveSlot={(slot) => onChange((current) => removeSlot(current, day.dayOfWeek, slot.key))}
          onChangeSlot={(key, field, value) => onChange((current) => changeSlot(current, day.dayOfWeek, key, field, value))}
        />
      ))}
    </Box>
  );
};
