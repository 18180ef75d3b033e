import { useEffect, useState } from 'react';

/** Search debounce of spec 000 §9. */
export const SEARCH_DEBOUNCE_MS = 500;

/** `value`, once it has stayed unchanged for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
