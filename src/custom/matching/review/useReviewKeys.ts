import { useEffect, useRef } from 'react';

export type ReviewKey = 'next' | 'previous' | 'accept' | 'reject' | 'search' | 'unlink';

const KEYS: Record<string, ReviewKey> = { j: 'next', k: 'previous', a: 'accept', r: 'reject', s: 'search', u: 'unlink' };

/** Typing in a field or working in a dialog or menu is not a review command. */
function isElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="dialog"], [role="menu"], [role="listbox"]') !== null;
}

/** J/K/A/R/S/U anywhere on the page (not while typing or in a dialog) call `onKey`. */
export function useReviewKeys(enabled: boolean, onKey: (key: ReviewKey) => void): void {
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || isElsewhere(event.target)) return;
      if (document.querySelector('.MuiDialog-root, .MuiPopover-root')) return;
      const key = KEYS[event.key.toLowerCase()];
      if (!key) return;
      event.preventDefault();
      latest.current(key);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
