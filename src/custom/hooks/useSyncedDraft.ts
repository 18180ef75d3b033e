import { useState } from 'react';

/**
 * A draft the user edits (text of a filter box) that follows its applied value when that changes from
 * elsewhere (a reset, the URL); between changes the draft is the user's.
 */
export function useSyncedDraft<Value>(applied: Value): [Value, (draft: Value) => void] {
  const [draft, setDraft] = useState(applied);
  const [lastApplied, setLastApplied] = useState(applied);
  if (!Object.is(applied, lastApplied)) {
    setLastApplied(applied);
    setDraft(applied);
  }
  return [draft, setDraft];
}
