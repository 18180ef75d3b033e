import { Alert } from '@mui/material';
import { useInput, ValidationError } from 'react-admin';
import { hasProblems, type WeekDraft } from '../../stores/hours/weekDraft.ts';
import { MenuHoursEditor } from './MenuHoursEditor.tsx';

/**
 * The week of hours as the menu form's `menu_hours` input. A slot that closes before it opens or overlaps
 * another is named on its day at once; the form's refusal of the week shows below it.
 */
export const MenuHoursInput = ({ disabled }: { disabled: boolean }) => {
  const { field, fieldState } = useInput<WeekDraft>({ source: 'menu_hours' });
  const draft: WeekDraft = field.value;
  const error = fieldState.error?.message ?? (hasProblems(draft) ? 'lsm.menus.form.fix_hours' : undefined);
  return (
    <>
      <MenuHoursEditor draft={draft} disabled={disabled} onChange={(change) => field.onChange(change(draft))} />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          <ValidationError error={error} />
        </Alert>
      )}
    </>
  );
};
