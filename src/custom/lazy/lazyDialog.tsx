import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { lazyNamed } from './lazyNamed.ts';

/**
 * How long after a page shows its dialogs' code starts loading: well after the page's own first load, whose data
 * and rendering it would otherwise compete with (a browser is idle for moments while the list call is out).
 */
const PRELOAD_AFTER_MS = 5000;
/** Then at the next idle moment, or this much later at the latest. */
const IDLE_TIMEOUT_MS = 2000;

function soonAfterShowing(run: () => void): () => void {
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    // Safari has no requestIdleCallback
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else run();
  }, PRELOAD_AFTER_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * A dialog whose code is not part of the page it opens from: its forms, their validation and the contract
 * schemas behind them (typebox) stay out of a first screen's JavaScript. The page renders nothing for it until
 * it is first shown (`isShown`) and its code is there: the code loads a few seconds after the page shows, so that it
 * usually opens at once, or when it is first shown. It mounts only once loaded rather than suspending: React holds
 * back content that replaces a Suspense fallback for 300 ms, which doubled the time a first opening took. Once
 * mounted it stays, so closing it plays its transition as before.
 */
export function lazyDialog<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  isShown: (props: Props) => boolean,
): ComponentType<Props> {
  const Dialog = lazyNamed(load, name);
  const Deferred = (props: Props) => {
    const shown = isShown(props);
    const [mounted, setMounted] = useState(false);
    useEffect(() => {
      if (mounted) return undefined;
      if (!shown) return soonAfterShowing(() => void Dialog.preload());
      let current = true;
      void Dialog.preload().then(() => current && setMounted(true));
      return () => {
        current = false;
      };
    }, [mounted, shown]);
    if (!mounted) return null;
    // A failed load surfaces here, as lazyNamed rethrows it when rendering.
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
  Deferred.displayName = `Lazy${name}`;
  return Deferred;
}
