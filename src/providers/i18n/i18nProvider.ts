import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en.ts';

type MissingMessageListener = (key: string) => void;

let missingMessageListener: MissingMessageListener | null = null;

/**
 * Hears every key translated with no message and no fallback (`{ _: … }`). The screen still shows the key,
 * as it always does; the UI tests listen and fail on it (tests/ui/setup.ts). null stops listening.
 */
export const listenForMissingMessages = (listener: MissingMessageListener | null) => {
  missingMessageListener = listener;
};

export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
  // polyglot's allowMissing shows the key itself; so does this (a key has no %{…} or |||| to fill in)
  onMissingKey: (key: string) => {
    missingMessageListener?.(key);
    return key;
  },
});
