/**
 * Runs tasks one after another, each once the one before has settled (failed or not). The dev
 * client applies content updates this way: a boot.json fetch still in flight for one update would
 * otherwise answer the next (TanStack Query hands a second fetch of the same query the running
 * one), with the boot from before that update, and the page would keep, say, the search indexes
 * from before they were rebuilt.
 */
export function oneAtATime(): (task: () => Promise<unknown>) => Promise<void> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run.then(() => undefined);
  };
}
