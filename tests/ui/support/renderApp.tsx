import { render } from '@testing-library/react';
import { App } from '../../../src/App.tsx';

/** Renders the whole app at a path, like opening that URL in the browser. */
export function renderAppAt(path: string) {
  window.history.replaceState({}, '', path);
  return render(<App />);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
