import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { en } from './en.ts';
import { registeredSections } from './sections.ts';

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

/** Polyglot over the shell's messages and the sections registered when it was built. */
function polyglotOf(sections: object): I18nProvider {
  return polyglotI18nProvider(() => ({ ...en, lsm: { ...en.lsm, ...sections } }), 'en', LOCALES, {
    // polyglot's allowMissing shows the key itself; so does this (a key has no %{…} or |||| to fill in)
    onMissingKey: (key: string) => {
      if (MESSAGE_KEY.test(key)) missingMessageListener?.(key);
      return key;
    },
  });
}

let built = { version: -1, provider: polyglotOf({}) };

/** The provider with every section registered so far: rebuilt at the first translation after a screen's code added one. */
function current(): I18nProvider {
  const { sections, version } = registeredSections();
  if (built.version !== version) built = { version, provider: polyglotOf(sections) };
  return built.provider;
}

export const i18nProvider: I18nProvider = {
  translate: (key, options) => current().translate(key, options),
  changeLocale: (locale) => current().changeLocale(locale),
  getLocale: () => current().getLocale(),
  getLocales: () => LOCALES,
};
