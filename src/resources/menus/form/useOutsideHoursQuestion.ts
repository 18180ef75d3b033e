import { useRef, useState } from 'react';
import type { MenuHourInput } from '../../../contract/menus.ts';

/**
 * The question asked before menu slots outside the store's hours are saved. `ask` opens it and answers whether
 * the user chose to save anyway, so the form's submit waits on the answer (its Save stays off meanwhile).
 */
export function useOutsideHoursQuestion() {
  const [slots, setSlots] = useState<MenuHourInput[] | null>(null);
  const answer = useRef<(saveAnyway: boolean) => void>(() => undefined);
  const ask = (outside: MenuHourInput[]) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setSlots(outside);
    });
  const reply = (saveAnyway: boolean) => {
    setSlots(null);
    answer.current(saveAnyway);
  };
  return { slots, ask, reply };
}
