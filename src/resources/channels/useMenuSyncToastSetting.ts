import { useCallback, useState } from 'react';

const KEY = 'lsm.showMenuSyncToast';

function readSetting(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== 'false';
  } catch {
    return true;
  }
}

/** showMenuSyncToast (spec 001 §9): on by default; turning it off stays off on this browser. */
export function useMenuSyncToastSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readSetting);
  const change = useCallback((next: boolean) => {
    try {
      window.localStorage.setItem(KEY, String(next));
    } catch {
      // a browser that refuses storage keeps the choice for this page only
    }
    setOn(next);
  }, []);
  return [on, change];
}
