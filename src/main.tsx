import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { preloadPageAt } from './custom/routes/appRoutes.tsx';
import { hasCompleteStoredSession } from './providers/session.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A stored session means the page of the URL will show once the session is restored: load its code meanwhile.
if (hasCompleteStoredSession()) preloadPageAt(window.location);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
