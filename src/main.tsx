// First: the screen's first calls leave now (a no-op in a build, where index.html ran it already).
import './startFirstCalls.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { preloadPageAt } from './custom/routes/appRoutes.tsx';
import { hasCompleteStoredSession } from './providers/session.ts';
import { restoreSession } from './providers/sessionRestore.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** How long the first render waits for the code of the URL's page: past it, the page shows its loading state. */
const PAGE_CODE_WAIT_MS = 1_000;

/**
 * With a stored session, the restore starts now rather than after the first render, and the page of the URL
 * loads its code meanwhile (a failed restore is reported by the auth check, which awaits the same promise). The
 * first render waits for that code: rendered before it, the page would show its loading state, and React holds
 * back content that replaces a loading state until 300 ms after the loading state appeared. Not a top-level
 * await: the page's code imports this entry's chunk, whose evaluation must end first.
 */
async function start(root: HTMLElement) {
  if (hasCompleteStoredSession()) {
    restoreSession().catch(() => undefined);
    await Promise.race([preloadPageAt(window.location), new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS))]);
  }
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start(container);
