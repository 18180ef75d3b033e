import { raiseAlert } from './alertStore.ts';
import type { alertMessages } from '../../providers/i18n/alerts.ts';
import { isStaleEdit } from '../../providers/editVersion.ts';
import { HttpError } from '../../providers/HttpError.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';

export type AlertName = keyof typeof alertMessages;

/** Raises the catalogue alert `name` with the server's message, or the catalogue message when there is none. */
export function alertFailure(name: AlertName, error: unknown, heading?: LsmMessageKey): void {
  raiseAlert({
    heading: heading ?? `lsm.alerts.${name}.heading`,
    message:
      error instanceof HttpError && error.serverMessage ? { text: error.serverMessage } : { key: `lsm.alerts.${name}.message` },
    offerReload: isStaleEdit(error),
  });
}
