// Strings shared by every list: the pager's range.
export const listMessages = {
  rows: '%{from}-%{to} of %{total}',
} as const;
