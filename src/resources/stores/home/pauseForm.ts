import { StoreStatusUpdateBody } from '../../../contract/stores.ts';
import { composeValidators, contractValidator, type FormErrors } from '../../../custom/form/contractValidation.ts';
import type { ChannelName } from '../../../domain/channelStatus.ts';
import { presetPauseEnd, type PausePreset } from '../../../domain/pauseDuration.ts';

export type PauseChoice = PausePreset | 'custom';

/** What the pause dialog edits: a preset length, or a chosen end (an ISO instant; null while the date is unfinished). */
export interface PauseFormValues {
  choice: PauseChoice;
  custom_end: string | null;
}

const HOUR_MS = 3_600_000;

/** A new pause: 30 minutes, the chosen end offered an hour from now to the whole minute (the field shows no seconds). */
export function newPauseValues(now: Date): PauseFormValues {
  const inAnHour = new Date(now.getTime() + HOUR_MS);
  inAnHour.setSeconds(0, 0);
  return { choice: '30m', custom_end: inAnHour.toISOString() };
}

/** When the pause ends if confirmed at `at`: a preset counts from that moment; null for an unfinished date. */
export function pauseEndOf(values: PauseFormValues, at: Date, timeZone: string): Date | null {
  if (values.choice !== 'custom') return presetPauseEnd(values.choice, at, timeZone);
  const end = values.custom_end === null ? null : new Date(values.custom_end);
  return end && !Number.isNaN(end.getTime()) ? end : null;
}

/** The body of PUT /stores/{id}/status pausing `target` until the end chosen, as of now. */
export function pauseBody(target: ChannelName | 'all', values: PauseFormValues, timeZone: string): StoreStatusUpdateBody {
  const end = pauseEndOf(values, new Date(), timeZone);
  return { dsp_name: target, is_active: false, ...(end ? { pause_end: end.toISOString() } : {}) };
}

/** What the contract cannot say: a pause needs an end, and one in the future. */
function pauseRules(timeZone: string) {
  return (values: PauseFormValues): FormErrors => {
    const end = pauseEndOf(values, new Date(), timeZone);
    return end && end.getTime() > Date.now() ? {} : { custom_end: 'lsm.store_home.pause_dialog.in_the_past' };
  };
}

/** The pause dialog's validation: its rule, then the contract of the PUT it would send (the end on the date field). */
export function validatePause(target: ChannelName | 'all', timeZone: string) {
  return composeValidators<PauseFormValues>(
    pauseRules(timeZone),
    contractValidator(StoreStatusUpdateBody, { toBody: (values) => pauseBody(target, values, timeZone), fields: { pause_end: 'custom_end' } }),
  );
}
