import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { en } from './en.ts';
import { messageSection, type Messages } from './sections.ts';

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

const LOCALES = [{ locale: 'en', name: 'English' }];

const polyglotOf = (messages: TranslationMessages | { lsm: Record<string, Messages> }): I18nProvider =>
  polyglotI18nProvider(() => messages as TranslationMessages, 'en', LOCALES, {
    // polyglot's allowMissing shows the key itself; so does this (a key has no %{…} or |||| to fill in)
    onMissingKey: (key: string) => {
      if (MESSAGE_KEY.test(key)) missingMessageListener?.(key);
      return key;
    },
  });

/** react-admin's messages and the shell's. */
const shell = polyglotOf(en);

/** One polyglot per screen's section, made at its first translation: adding a section re-reads no other. */
const sectionPolyglots = new Map<string, { messages: Messages; provider: I18nProvider }>();

function sectionPolyglot(name: string): I18nProvider | undefined {
  const messages = messageSection(name);
  if (!messages) return undefined;
  let built = sectionPolyglots.get(name);
  if (built?.messages !== messages) sectionPolyglots.set(name, (built = { messages, provider: polyglotOf({ lsm: { [name]: messages } }) }));
  return built.provider;
}

/** The polyglot holding `key`: its screen's section (lsm.<section>.…) when registered, else the shell's. */
function polyglotFor(key: string): I18nProvider {
  const sectionEnd = key.startsWith('lsm.') ? key.indexOf('.', 4) : -1;
  return (sectionEnd > 0 && sectionPolyglot(key.slice(4, sectionEnd))) || shell;
}

export const i18nProvider: I18nProvider = {
  translate: (key, options) => polyglotFor(key).translate(key, options),
  changeLocale: async () => undefined, // one locale
  getLocale: () => 'en',
  getLocales: () => LOCALES,
};
