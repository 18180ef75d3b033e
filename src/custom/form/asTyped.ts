/**
 * A text input's `parse` that keeps the text as typed: react-admin stores an emptied text input as null,
 * where the forms' values are text ("" when empty).
 */
export const asTyped = (value: string): string => value;
