/** aria-keyshortcuts of every control that opens the global store search. */
export const STORE_SEARCH_KEYS = 'Control+K Meta+K';

/** Ctrl+K, or Cmd+K on macOS (either is accepted everywhere), with no other modifier. */
export function isStoreSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** Whether to label the shortcut as ⌘K rather than Ctrl K. */
export function isApplePlatform(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /Mac|iPhone|iPad/.test(userAgent);
}
