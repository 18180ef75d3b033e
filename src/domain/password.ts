// The password rule of new and changed employee passwords (spec 000 §7).

/** Stated by the server on refusal and by the employee form next to the field. */
export const PASSWORD_RULE = 'Password must be at least 8 characters long and contain at least one letter and one digit';

const PASSWORD_MIN_LENGTH = 8;

export function passwordMeetsRule(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(password) && /[0-9]/.test(password);
}
