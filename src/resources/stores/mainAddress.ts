import type { StoreAddress } from '../../contract/stores.ts';

/** The store's Main address on one line: "215 W 23rd St, Suite 2, New York, NY 10011"; "" without one. */
export function mainAddressText(addresses: readonly StoreAddress[]): string {
  const main = addresses.find((address) => address.address_type === 'Main');
  if (!main) return '';
  return [main.line_1, main.line_2, main.city, `${main.state} ${main.zip}`]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(', ');
}
