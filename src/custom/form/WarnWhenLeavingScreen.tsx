import { useEffect } from 'react';
import { useBlocker, type RouterLocation } from 'react-admin';
import { useFormState, type Control } from 'react-hook-form';
import { useLsmTranslate } from '../../providers/i18n/useLsmTranslate.ts';

/** The props react-admin's Form gives its `WarnWhenUnsavedChangesComponent`. */
export interface WarnWhenUnsavedChangesProps {
  enable?: boolean;
  formRootPathName?: string;
  formControl?: Control;
}

interface WarnWhenLeavingScreenProps extends WarnWhenUnsavedChangesProps {
  /** the search parameters that name the screen besides its path (the page's tab, the record open on it) */
  screenParams: readonly string[];
}

function sameScreen(from: RouterLocation, to: RouterLocation, screenParams: readonly string[]): boolean {
  if (from.pathname !== to.pathname) return false;
  const before = new URLSearchParams(from.search);
  const after = new URLSearchParams(to.search);
  return screenParams.every((name) => before.get(name) === after.get(name));
}

/**
 * react-admin's unsaved-changes warning (its question, its one router blocker per page) for a form on a screen
 * that lives in search parameters of its page, such as `?modifierGroup=7` over a store tab: react-admin's own
 * looks only at the path, so the screen's Back and the page's other tabs would drop the changes unasked. Give
 * it to the Form as `WarnWhenUnsavedChangesComponent`, with `warnWhenUnsavedChanges` on.
 */
export const WarnWhenLeavingScreen = ({ enable = true, formControl, screenParams }: WarnWhenLeavingScreenProps) => {
  const translate = useLsmTranslate();
  const { isDirty, isSubmitting } = useFormState(formControl ? { control: formControl } : undefined);
  // a navigation while the save runs is the save's own (a new record opening as saved); a failed save stays dirty
  const safe = !enable || !isDirty || isSubmitting;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !safe && !sameScreen(currentLocation, nextLocation, screenParams));

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // the form may have become safe while the navigation waited (reset after a delete)
    if (safe || window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, safe, translate]);

  // closing or reloading the browser tab
  useEffect(() => {
    if (safe) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [safe]);

  return null;
};

/** The warning for a form on a screen named by `screenParams` besides its path: give it to the Form as `WarnWhenUnsavedChangesComponent`. */
export function warnWhenLeavingScreen(screenParams: readonly string[]) {
  const WarnWhenLeaving = (props: WarnWhenUnsavedChangesProps) => <WarnWhenLeavingScreen {...props} screenParams={screenParams} />;
  return WarnWhenLeaving;
}
