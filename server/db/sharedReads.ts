/**
 * Identical reads share their run: a read asked while another with its key runs gets that run's answer
 * instead of starting its own, so N identical requests at once cost one run, not N that share the cores.
 * An answer is then as old as the run it joined (begun at most one run's time before it was asked): for
 * figures many people ask the same way at the same time and nobody reads to the millisecond, such as the
 * operators' platform-wide Home and Reports sums. A failed run fails everyone who joined it; the next ask
 * runs again.
 */
export function sharedReads<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, read: () => Promise<T>): Promise<T> => {
    const underWay = running.get(key);
    if (underWay) return underWay;
    const run = Promise.resolve()
      .then(read)
      .finally(() => running.delete(key));
    running.set(key, run);
    return run;
  };
}
