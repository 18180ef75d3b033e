import { render } from '@testing-library/react';
import { App } from '../../../src/App.tsx';

// Pages and tab bodies are lazy chunks (React.lazy). Load them with the app, as the static imports did, so
// a test's first visit to a page does not spend its findBy time on transforming that page's modules.
await Promise.all(Object.values(import.meta.glob(['../../../src/**/*.tsx', '!../../../src/main.tsx'])).map((load) => load()));

/** Renders the whole app at a path, like opening that URL in the browser. */
export function renderAppAt(path: string) {
  window.history.replaceState({}, '', path);
  return render(<App />);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
