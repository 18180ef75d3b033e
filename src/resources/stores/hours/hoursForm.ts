import { Type } from 'typebox';
import { STORE_HOURS_MAX_ROWS, StoreHoursBody } from '../../../contract/stores.ts';
import { composeValidators, contractValidator, type FormErrors } from '../../../custom/form/contractValidation.ts';
import { validateHours } from '../../../domain/hours.ts';
import { hasProblems, rowsFromDraft, type WeekDraft } from './weekDraft.ts';

/** What the store hours form edits: the week as the editor holds it (sent as rows). */
export interface HoursFormValues {
  week: WeekDraft;
}

/** The PUT /stores/{id}/store-hours body is the week's rows; the form holds them under `week`. */
const WeekBody = Type.Object({ week: StoreHoursBody });
const toBody = (values: HoursFormValues) => ({ week: rowsFromDraft(values.week) });

/**
 * The server's own rules for a week (src/domain/hours.ts validateHours), which the contract cannot state: slots
 * close after they open and do not overlap, on the half-hour grid. A slot's own problem is named on its day.
 */
function hoursRules(values: HoursFormValues): FormErrors {
  if (hasProblems(values.week)) return { week: 'lsm.storePage.hours.fix_before_saving' };
  const problems = validateHours(rowsFromDraft(values.week));
  if (problems.length === 0) return {};
  return { week: { message: 'lsm.storePage.hours.refused', args: { problems: problems.map((problem) => problem.message).join('; ') } } };
}

/** The store hours form's validation: the week's rules, then the contract of the PUT it would send. */
export const validateHoursForm = composeValidators<HoursFormValues>(
  hoursRules,
  contractValidator(WeekBody, { toBody, messages: { week: { message: 'lsm.storePage.hours.too_many_rows', args: { max: STORE_HOURS_MAX_ROWS } } } }),
);
