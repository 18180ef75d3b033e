import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, FormControlLabel, FormHelperText, IconButton, Menu, MenuItem, Stack, Switch, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { DAY_NAMES, END_OF_DAY, formatTime12h, HALF_HOUR_CHOICES } from '../../../domain/time.ts';
import { TimeSelect } from './TimeSelect.tsx';
import { nextSlot, slotProblems, type DraftDay, type DraftSlot, type SlotProblem } from './weekDraft.ts';
import { useLsmTranslate } from '../../../providers/i18n/useLsmTranslate.ts';

/** Closing choices: the half-hour grid after midnight, then 23:59 to stay open to the end of the day. */
const CLOSE_CHOICES = [...HALF_HOUR_CHOICES.slice(1), END_OF_DAY];

interface DayHoursEditorProps {
  day: DraftDay;
  /** slot key being deleted on the server */
  deleting: string | null;
  onOpenChange(open: boolean): void;
  onAddSlot(): void;
  onRemoveSlot(slot: DraftSlot): void;
  onChangeSlot(key: string, field: 'open_time' | 'close_time', value: string): void;
  /** copies this day's hours to every other day, or to the other weekdays; no copy control without it */
  onCopy?(to: 'all' | 'weekdays'): void;
  /** shown beside a closed day (the menu editor's 10:00-17:00 placeholder) */
  closedHint?: ReactNode;
  /** read-only: every control disabled */
  disabled?: boolean;
}

const slotText = (translate: ReturnType<typeof useLsmTranslate>, slot: DraftSlot) =>
  translate('lsm.storePage.hours.slot', { open: formatTime12h(slot.open_time), close: formatTime12h(slot.close_time) });

/** One day of the store hours editor: open or closed, and its slots with their problems. */
export const DayHoursEditor = ({ day, deleting, onOpenChange, onAddSlot, onRemoveSlot, onChangeSlot, onCopy, closedHint, disabled = false }: DayHoursEditorProps) => {
  const translate = useLsmTranslate();
  const [copyMenu, setCopyMenu] = useState<HTMLElement | null>(null);
  const name = DAY_NAMES[day.dayOfWeek];
  const problems = slotProblems(day);
  const problemText = (problem: SlotProblem) =>
    problem.kind === 'inverted'
      ? translate('lsm.storePage.hours.inverted')
      : translate('lsm.storePage.hours.overlaps', { slot: slotText(translate, problem.with) });

  return (
    <Box
      role="group"
      aria-label={name}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ width: 220, minHeight: 40, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ width: 90, fontWeight: 500 }}>{name}</Typography>
        <FormControlLabel
          control={
            <Switch
              checked={day.open}
              disabled={disabled}
              onChange={(event) => onOpenChange(event.target.checked)}
              slotProps={{ input: { 'aria-label': translate('lsm.storePage.hours.day_open', { day: name }) } }}
            />
          }
          label={translate(day.open ? 'lsm.storePage.hours.open' : 'lsm.storePage.hours.closed')}
        />
        {onCopy && !disabled && (
          <IconButton size="small" aria-label={translate('lsm.storePage.hours.copy_menu', { day: name })} onClick={(event) => setCopyMenu(event.currentTarget)}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        )}
        <Menu anchorEl={copyMenu} open={copyMenu !== null} onClose={() => setCopyMenu(null)}>
          {(['all', 'weekdays'] as const).map((to) => (
            <MenuItem
              key={to}
              onClick={() => {
                setCopyMenu(null);
                onCopy?.(to);
              }}
            >
              {translate(`lsm.storePage.hours.copy_${to}`)}
            </MenuItem>
          ))}
        </Menu>
      </Box>
      {!day.open && closedHint && (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {closedHint}
        </Typography>
      )}
      {day.open && (
        <Stack spacing={1} sx={{ flexGrow: 1 }}>
          {day.slots.map((slot) => {
            const problem = problems.get(slot.key);
            return (
              <Box key={slot.key}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TimeSelect
                    label={translate('lsm.storePage.hours.opens')}
                    value={slot.open_time}
                    choices={HALF_HOUR_CHOICES}
                    error={problem !== undefined}
                    disabled={disabled}
                    onChange={(value) => onChangeSlot(slot.key, 'open_time', value)}
                  />
                  <TimeSelect
                    label={translate('lsm.storePage.hours.closes')}
                    value={slot.close_time}
                    choices={CLOSE_CHOICES}
                    error={problem !== undefined}
                    disabled={disabled}
                    onChange={(value) => onChangeSlot(slot.key, 'close_time', value)}
                  />
                  <IconButton
                    aria-label={translate('lsm.storePage.hours.remove_slot', { slot: slotText(translate, slot), day: name })}
                    disabled={disabled || deleting !== null}
                    onClick={() => onRemoveSlot(slot)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
                {problem && <FormHelperText error>{problemText(problem)}</FormHelperText>}
              </Box>
            );
          })}
          <Box>
            <Button size="small" startIcon={<AddIcon />} disabled={disabled || nextSlot(day) === null} onClick={onAddSlot}>
              {translate('lsm.storePage.hours.add_slot')}
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
};
