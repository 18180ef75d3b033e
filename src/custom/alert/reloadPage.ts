/**
 * Loads the page afresh, so every record on it is read again. A method of an object so a test can watch it
 * (`vi.spyOn(pageReload, 'reload')`): jsdom cannot reload, and the UI suite shares modules between files.
 */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
