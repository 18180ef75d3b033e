import { useSearchParams } from 'react-router-dom';

/** ?modifierGroup=new or =<id> opens the edit screen over the store's list (the list keeps its own params). */
export const MODIFIER_GROUP_PARAM = 'modifierGroup';

export type ModifierGroupScreen = { mode: 'list' } | { mode: 'new' } | { mode: 'edit'; id: number };

export function useModifierGroupScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(MODIFIER_GROUP_PARAM);
  const id = value === null ? NaN : Number(value);
  const screen: ModifierGroupScreen =
    value === 'new' ? { mode: 'new' } : Number.isInteger(id) && id > 0 ? { mode: 'edit', id } : { mode: 'list' };
  const go = (next: number | 'new' | null) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === null) params.delete(MODIFIER_GROUP_PARAM);
      else params.set(MODIFIER_GROUP_PARAM, String(next));
      return params;
    });
  return { screen, open: (next: number | 'new') => go(next), close: () => go(null) };
}
