import { createStore } from '../state/createStore.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';

/** The message is either a catalogue key or text from the server, shown as is. */
export type AlertMessage = { key: LsmMessageKey } | { text: string };

/** Alert state of spec 000 §3: show, heading, message, clearLocalStorage, disable-backdrop-dismiss. */
export interface AlertState {
  show: boolean;
  heading: LsmMessageKey | null;
  message: AlertMessage | null;
  clearLocalStorage: boolean;
  disableBackdropDismiss: boolean;
  /** the failure was an edit of an old copy: offer to reload the page's latest one */
  offerReload: boolean;
}

export interface AlertRequest {
  heading: LsmMessageKey;
  message: AlertMessage;
  clearLocalStorage?: boolean;
  disableBackdropDismiss?: boolean;
  offerReload?: boolean;
}

export const HIDDEN_ALERT: AlertState = {
  show: false,
  heading: null,
  message: null,
  clearLocalStorage: false,
  disableBackdropDismiss: false,
  offerReload: false,
};

export const alertStore = createStore<AlertState>(HIDDEN_ALERT);

export function raiseAlert(request: AlertRequest): void {
  alertStore.set({
    show: true,
    heading: request.heading,
    message: request.message,
    clearLocalStorage: request.clearLocalStorage ?? false,
    disableBackdropDismiss: request.disableBackdropDismiss ?? false,
    offerReload: request.offerReload ?? false,
  });
}

export function hideAlert(): void {
  alertStore.set(HIDDEN_ALERT);
}
