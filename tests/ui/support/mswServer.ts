import { setupServer } from 'msw/node';

export const mswServer = setupServer();

/** Absolute URL of an API path as the app calls it on localhost (same-origin /api). */
export function api(path: string): string {
  return `${window.location.origin}/api${path}`;
}
