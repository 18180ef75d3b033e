// One-line address text, as lists and the global store search show it.

export interface AddressLines {
  line_1: string;
  line_2?: string | null;
  city: string;
  state: string;
  zip: string;
}

/** "line 1, line 2, city, state zip", leaving out blank parts. */
export function addressText(address: AddressLines): string {
  return [address.line_1, address.line_2, address.city, `${address.state} ${address.zip}`]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
}

/** The text of the Main address among a store's addresses, '' when it has none. */
export function mainAddressText(addresses: readonly (AddressLines & { address_type: string })[]): string {
  const main = addresses.find((address) => address.address_type === 'Main');
  return main ? addressText(main) : '';
}
