// One-line address text, as lists and the global store search show it.
import { normaliseSearchText, parseSearch } from './searchText.ts';

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

type TypedAddress = AddressLines & { address_type: string };

const startsAWordOf = (text: string) => {
  const words = normaliseSearchText(text).split(' ');
  return (typed: string) => words.some((word) => word.startsWith(typed));
};

/**
 * The address a store search found the store by (the search matches the name and every address: server
 * services/stores/search.ts): the first address that holds a typed word the name does not, else the Main one.
 * So a store found through its shipping address shows that address, not its Main one.
 */
export function matchedAddress<A extends TypedAddress>(search: string, storeName: string, addresses: readonly A[]): A | undefined {
  const inName = startsAWordOf(storeName);
  const rest = (parseSearch(search)?.words ?? []).filter((word) => !inName(word));
  const matching = rest.length ? addresses.find((address) => rest.some(startsAWordOf(`${address.line_1} ${address.city} ${address.state}`))) : undefined;
  return matching ?? addresses.find((address) => address.address_type === 'Main');
}
