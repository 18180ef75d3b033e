// Strings of the shared form machinery: the contract's refusals, the save toolbar, leaving unsaved changes.

export const formMessages = {
  validation: {
    too_long: 'At most %{max} characters',
    too_short: 'At least %{min} characters',
    too_many: 'At most %{max}',
    too_few: 'At least %{min}',
    too_large: 'At most %{max}',
    too_small: 'At least %{min}',
    duplicates: 'Each value only once',
    email: 'Enter a valid email address',
    invalid: 'Invalid value',
    choice: 'Choose one of the listed values',
  },
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Saved',
  discard: {
    title: 'Discard unsaved changes?',
    content: 'The changes made in this form have not been saved.',
    confirm: 'Discard',
    keep: 'Keep editing',
  },
};
