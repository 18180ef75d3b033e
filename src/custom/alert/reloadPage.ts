/** Loads the page afresh, so every record on it is read again (its own module, so tests can watch it). */
export function reloadPage(): void {
  window.location.reload();
}
