// Strings of the global store search (spec 000 §2 "Global store search").

export const storeSearchMessages = {
  open: 'Search stores',
  dialog_title: 'Search stores',
  input: 'Search stores by name or address',
  results: 'Stores found',
  loading: 'Loading ....',
  no_results: 'No results found',
  shortcut_ctrl: 'Ctrl K',
  shortcut_mac: '⌘K',
  hint: '↑ ↓ to move, Enter to open, Esc to close',
  /** shown after an address other than the Main one, when the search found the store through it */
  address_type: { WelcomePackage: 'shipping address' },
};
