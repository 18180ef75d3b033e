import { MenuCreateBody, MenuUpdateBody, type Menu } from '../../../contract/menus.ts';
import { composeValidators, contractValidator, type FormErrors } from '../../../custom/form/contractValidation.ts';
import { menuHoursProblems } from '../../../domain/menus.ts';
import type { WeekDraft } from '../../stores/hours/weekDraft.ts';
import { menuHoursOfDraft, menuWeekDraft } from '../hours/menuWeek.ts';

type MenuStatusValue = NonNullable<MenuCreateBody['status']>;

/** What the menu details form edits; `menu_hours` is the week as the hours editor holds it (sent as rows). */
export interface MenuFormValues {
  menu_name: string;
  status: MenuStatusValue;
  is_default: boolean;
  available_channels: number[];
  menu_hours: WeekDraft;
}

/** The form's values for a menu, or for a new one (active, not default, every channel, no hours). */
export function menuFormValues(menu: Menu | null): MenuFormValues {
  return {
    menu_name: menu?.menu_name ?? '',
    status: menu?.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    is_default: menu?.is_default ?? false,
    available_channels: menu?.available_channels ?? [],
    menu_hours: menuWeekDraft(menu?.menu_hours ?? []),
  };
}

/**
 * The body of POST /stores/{id}/menu/ and PUT /stores/{id}/menu?menu_id= (spec 001 §5): the name trimmed, no
 * channel ticked meaning every channel, the hours sorted by day and open time (stored slots keep their id).
 */
export function menuBody(values: MenuFormValues): MenuCreateBody {
  return {
    menu_name: values.menu_name.trim(),
    status: values.status,
    is_default: values.is_default,
    available_channels: values.available_channels.length > 0 ? values.available_channels : null,
    menu_hours: menuHoursOfDraft(values.menu_hours),
  };
}

/**
 * What the contract cannot say: a name of spaces is no name (it is sent trimmed), and the week's slots sit on
 * the half-hour grid (a close may be 23:59), close after they open and do not overlap, as the server checks.
 */
function menuFormRules(values: MenuFormValues): FormErrors {
  const errors: FormErrors = {};
  if (values.menu_name.trim() === '') errors.menu_name = 'lsm.menus.form.name_required';
  if (menuHoursProblems(menuHoursOfDraft(values.menu_hours)).length > 0) errors.menu_hours = 'lsm.menus.form.fix_hours';
  return errors;
}

/** The menu form's validation: its own rules, then the create or update contract of the body it would send. */
export function validateMenu(editing: boolean) {
  return composeValidators<MenuFormValues>(menuFormRules, contractValidator(editing ? MenuUpdateBody : MenuCreateBody, { toBody: menuBody }));
}
