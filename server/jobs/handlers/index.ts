import type { RegisteredHandler } from '../handler.ts';

/** What handlers need from the app. */
export interface HandlerDependencies {
  now: () => Date;
}

/** Every kind of job the server runs, one handler file each. */
export function jobHandlers(dependencies: HandlerDependencies): RegisteredHandler[] {
  void dependencies;
  return [];
}
