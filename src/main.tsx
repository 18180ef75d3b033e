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

// With a stored session, the restore starts now rather than after the first render, and the page of the URL
// loads its code meanwhile. A failed restore is reported by the auth check, which awaits the same promise.
if (hasCompleteStoredSession()) {
  restoreSession().catch(() => undefined);
  preloadPageAt(window.location);
}

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
