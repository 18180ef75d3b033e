import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en.ts';

type MissingMessageListener = (key: string) => void;

let missingMessageListener: MissingMessageListener | null = null;

// react-admin also passes ready text through translate (a notification, a label of plain words): only
// something shaped like a key of ours or react-admin's can be a missing message.
const MESSAGE_KEY = /^(lsm|ra)\.[\w.-]+$/;

/**
 * Hears every message key translated with no message and no fallback (`{ _: … }`). The screen still shows
 * the key, as it always does; the UI tests listen and fail on it (tests/ui/setup.ts). null stops listening.
 */
export const listenForMissingMessages = (listener: MissingMessageListener | null) => {
  missingMessageListener = listener;
};

export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
  // polyglot's allowMissing shows the key itself; so does this (a key has no %{…} or |||| to fill in)
  onMissingKey: (key: string) => {
    if (MESSAGE_KEY.test(key)) missingMessageListener?.(key);
    return key;
  },
});
