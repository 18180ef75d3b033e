import type { EmployeeCreateBody, EmployeeUpdateBody } from '../../contract/employees.ts';
import { passwordMeetsRule } from '../../domain/password.ts';
import { PHONE_COUNTRY_PREFIX, formatPhone, toStoredPhone } from '../../domain/phone.ts';
import type { FormErrors, FormValidator } from '../../custom/form/contractValidation.ts';

// The employee form: values as typed, their checks, and the payloads of spec 000 §3.

export interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  /** as typed and shown, "(555) 123-4567" */
  phone: string;
  /** the chosen role's id as text, '' when none */
  roleId: string;
  password: string;
}

export type EmployeeFormMode = 'create' | 'edit';

export const EMPTY_EMPLOYEE_FORM: EmployeeFormValues = { firstName: '', lastName: '', email: '', phone: '', roleId: '', password: '' };

/** What the user types, shown formatted as they go: "5551234" -> "(555) 123-4". */
export function formatPhoneTyping(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * What the contract of the call cannot tell: a phone typed but not a US number, the password rule, and the
 * role chosen from the list. Blank required fields read "Required" here rather than the contract's length.
 */
export function employeeFormRules(mode: EmployeeFormMode): FormValidator<EmployeeFormValues> {
  return (values) => {
    const errors: FormErrors = {};
    const required = 'lsm.employees.form.required';
    if (!values.firstName?.trim()) errors.firstName = required;
    if (!values.lastName?.trim()) errors.lastName = required;
    if (!values.email?.trim()) errors.email = required;
    if (values.phone?.trim() && toStoredPhone(values.phone) === null) errors.phone = 'lsm.employees.form.invalid_phone';
    if (!values.roleId) errors.roleId = required;
    if (mode === 'create' && !values.password) errors.password = required;
    else if (values.password && !passwordMeetsRule(values.password)) errors.password = 'lsm.employees.form.password_rule';
    return errors;
  };
}

/** Body field to the form field that edits it, so the contract's refusals land on the right input. */
export const EMPLOYEE_BODY_FIELDS: Record<string, keyof EmployeeFormValues> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone_number: 'phone',
  role: 'roleId',
  role_id: 'roleId',
  password: 'password',
};

/** "+1" then the digits, or null when no phone was typed. */
export function phonePayload(phone: string): string | null {
  return phone.trim() ? toStoredPhone(phone) : null;
}

export interface RoleChoice {
  id: number;
  name: string;
}

// No role found leaves role and role_id out of the body: the contract then refuses it as required.
function roleOf(values: EmployeeFormValues, roles: readonly RoleChoice[]): Partial<RoleChoice> {
  return roles.find((entry) => String(entry.id) === values.roleId) ?? {};
}

export function toCreateBody(values: EmployeeFormValues, companyId: number, roles: readonly RoleChoice[]): EmployeeCreateBody {
  const role = roleOf(values, roles);
  return {
    company_id: companyId,
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    password: values.password,
    email: values.email.trim(),
    phone_number: phonePayload(values.phone),
    role: role.name,
    role_id: role.id as number,
  };
}

/** Only a changed role is sent (nobody may change their own), and the password only when a new one was typed. */
export function toUpdateBody(values: EmployeeFormValues, initialRoleId: string, roles: readonly RoleChoice[]): EmployeeUpdateBody {
  const body: EmployeeUpdateBody = {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
    phone_number: phonePayload(values.phone),
  };
  if (values.roleId !== initialRoleId) {
    const role = roleOf(values, roles);
    body.role = role.name;
    body.role_id = role.id;
  }
  if (values.password) body.password = values.password;
  return body;
}

export interface EditableEmployee {
  firstName: string;
  lastName: string;
  email: string;
  phoneNo: string | null;
  roleId: number;
}

export function formValuesOf(employee: EditableEmployee): EmployeeFormValues {
  const phone = employee.phoneNo ? formatPhone(employee.phoneNo) : '';
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email,
    phone: phone.startsWith(PHONE_COUNTRY_PREFIX) ? '' : phone,
    roleId: String(employee.roleId),
    password: '',
  };
}
