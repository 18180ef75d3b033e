import { useEffect, useState } from 'react';

export const MINUTE_MS = 60_000;

/** The current time, renewed at every turn of the wall-clock minute (or every `periodMs` from the start). */
export function useNow(periodMs: number = MINUTE_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const wait = periodMs - (Date.now() % periodMs);
      timer = setTimeout(() => {
        setNow(new Date());
        schedule();
      }, wait);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [periodMs]);
  return now;
}
