import { alertStore, hideAlert, raiseAlert } from './alertStore.ts';
import { useStoreValue } from '../state/useStoreValue.ts';

/** Read the current alert and raise or hide alerts from any component. */
export function useAlert() {
  const alert = useStoreValue(alertStore);
  return { alert, raiseAlert, hideAlert };
}
