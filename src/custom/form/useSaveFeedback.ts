import { useNotify } from 'react-admin';
import { alertFailure, type AlertName } from '../alert/alertFailure.ts';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';

export interface SaveOutcome {
  /** the notification shown once the call succeeded */
  success: LsmMessageKey;
  successArgs?: Record<string, unknown>;
  /** the spec §8 alert raised when it failed: its heading, and the server's message or the catalogue's */
  failure: AlertName;
}

/**
 * The one way a form reports a save: a success notification, or the spec's failure alert. `run` sends the
 * call and answers its result, or null after a failure (already shown).
 */
export function useSaveFeedback() {
  const notify = useNotify();
  const succeeded = (message: LsmMessageKey, messageArgs?: Record<string, unknown>) => notify(message, { type: 'success', messageArgs });
  const failed = (alert: AlertName, error: unknown) => alertFailure(alert, error);
  const run = async <Result>(call: () => Promise<Result>, outcome: SaveOutcome): Promise<Result | null> => {
    try {
      const result = await call();
      succeeded(outcome.success, outcome.successArgs);
      return result;
    } catch (error) {
      failed(outcome.failure, error);
      return null;
    }
  };
  return { succeeded, failed, run };
}
