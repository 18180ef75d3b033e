import type { EmployeeCreateBody, EmployeeUpdateBody } from '../../contract/employees.ts';
import { passwordMeetsRule } from '../../domain/password.ts';
import { PHONE_COUNTRY_PREFIX, formatPhone, toStoredPhone } from '../../domain/phone.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';

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
export type EmployeeFormErrors = Partial<Record<keyof EmployeeFormValues, LsmMessageKey>>;

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmployeeForm(values: EmployeeFormValues, mode: EmployeeFormMode): EmployeeFormErrors {
  const errors: EmployeeFormErrors = {};
  const required = 'lsm.employees.form.required';
  if (!values.firstName.trim()) errors.firstName = required;
  if (!values.lastName.trim()) errors.lastName = required;
  if (!values.email.trim()) errors.email = required;
  else if (!EMAIL.test(values.email.trim())) errors.email = 'lsm.employees.form.invalid_email';
  if (values.phone.trim() && toStoredPhone(values.phone) === null) errors.phone = 'lsm.employees.form.invalid_phone';
  if (!values.roleId) errors.roleId = required;
  if (mode === 'create' && !values.password) errors.password = required;
  else if (values.password && !passwordMeetsRule(values.password)) errors.password = 'lsm.employees.form.password_rule';
  return errors;
}

/** "+1" then the digits, or null when no phone was typed. */
export function phonePayload(phone: string): string | null {
  return phone.trim() ? toStoredPhone(phone) : null;
}

export interface RoleChoice {
  id: number;
  name: string;
}

function roleOf(values: EmployeeFormValues, roles: readonly RoleChoice[]): RoleChoice {
  const role = roles.find((entry) => String(entry.id) === values.roleId);
  if (!role) throw new Error(`Unknown role ${values.roleId}`);
  return role;
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
    role_id: role.id,
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
