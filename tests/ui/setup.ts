import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { hideAlert } from '../../src/custom/alert/alertStore.ts';
import { endLocalSession } from '../../src/providers/endSession.ts';
import { forgetSignOutChoice } from '../../src/providers/session.ts';
import { listenForMissingMessages } from '../../src/providers/i18n/i18nProvider.ts';
// Every screen's strings: a test may render a part of a screen without the page or tab that loads its section
// (tests/unit/messageSections.test.ts checks the app loads each section with the code using it).
import '../../src/providers/i18n/allMessages.ts';
import { mswServer } from './support/mswServer.ts';
import { keepEmotionStylesOutOfDocument } from './support/stylesOutOfDocument.ts';

// Whole-app renders are slow on a busy 2-core machine: give them room. The first render in a file also
// imports the page's lazy chunks, which vitest transforms on first use: over 10 s seen with two workers.
configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 90_000 });

keepEmotionStylesOutOfDocument();

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));

// A message key with no message fails the test that shows it, instead of showing the key.
const missingMessages = new Set<string>();
listenForMissingMessages((key) => missingMessages.add(key));

beforeEach(() => {
  missingMessages.clear();
  localStorage.clear();
  window.history.replaceState({}, '', '/');
});

afterEach(() => {
  cleanup();
  mswServer.resetHandlers();
  // module-level session state lives as long as the test file: start each test signed out
  endLocalSession();
  forgetSignOutChoice();
  hideAlert();
  localStorage.clear();
  const missing = [...missingMessages];
  missingMessages.clear();
  if (missing.length > 0) throw new Error(`Translated with no message in src/providers/i18n: ${missing.join(', ')}`);
});

afterAll(() => mswServer.close());

