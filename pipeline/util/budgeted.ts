/** A job that makes its input at once (returning how much memory that input holds) and then waits on its work (`run`). */
export type BudgetedJob<T> = () => { size: number; run: () => Promise<T> };

/**
 * Runs `jobs` in order, each prepared as soon as the inputs of those still running hold less than
 * `budget`, and returns their results in order. A small workload prepares every job at once (all
 * of it is then queued for a worker thread before the caller goes on); a large one holds a
 * budget's worth of inputs at a time. After a failure no job is started; it is thrown once every
 * started job has ended, so none is still writing when the caller cleans up.
 */
export async function runWithinBudget<T>(jobs: BudgetedJob<T>[], budget: number): Promise<T[]> {
  const results = new Array<T>(jobs.length);
  const running: Promise<void>[] = [];
  let held = 0;
  let failed = false;
  let freed: (() => void) | null = null;
  for (const [i, job] of jobs.entries()) {
    while (held >= budget && !failed) await new Promise<void>((resolve) => (freed = resolve));
    if (failed) break;
    const { size, run } = job();
    held += size;
    running.push(
      run()
        .then(
          (result) => void (results[i] = result),
          (error: unknown) => {
            failed = true;
            throw error;
          },
        )
        .finally(() => {
          held -= size;
          freed?.();
        }),
    );
  }
  const rejected = (await Promise.allSettled(running)).find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (rejected) throw rejected.reason;
  return results;
}
