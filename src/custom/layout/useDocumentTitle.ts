import { useEffect } from 'react';

/** The browser tab says where the user is: the most specific part first, then the product ("Inventory · Corner Market Chelsea · LSM"). */
export function useDocumentTitle(...parts: (string | null | undefined)[]): void {
  const title = [...parts.filter((part): part is string => Boolean(part && part.trim())), 'LSM'].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
