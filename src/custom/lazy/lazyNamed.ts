import { createElement, lazy, type ComponentType } from 'react';

/** A component whose code loads the first time it renders, or earlier through preload(). */
export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /**
   * Starts loading the code now (idempotent); the promise settles when it has loaded or failed (a failure
   * surfaces when the component renders).
   */
  preload(): Promise<void>;
};

/**
 * React.lazy for a named export: `lazyNamed(() => import('./Page.tsx'), 'Page')`. The module becomes its
 * own chunk. Until it has loaded, rendering suspends (under a Suspense boundary); once loaded, it renders
 * the component directly. That matters beyond one suspension: React holds back the reveal of content
 * that replaces a Suspense fallback until 300 ms after the fallback appeared, so a preloaded page must
 * not show a fallback at all.
 */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => (loading ??= load().then((module) => (loaded = module[name])));
  const Suspending = lazy(async () => ({ default: await start() }));
  const Component = (props: Props) => createElement(loaded ?? Suspending, props);
  Component.displayName = name;
  return Object.assign(Component, {
    preload() {
      return start().then(
        () => undefined,
        () => undefined,
      );
    },
  });
}
