// Strings shared by every list: the pager's range, an estimated count, close spellings of a search.
export const listMessages = {
  rows: '%{from}-%{to} of %{total}',
  /** a count the server estimated: "About 12,300 items" */
  about: 'About %{count}',
  did_you_mean: 'Did you mean:',
} as const;
