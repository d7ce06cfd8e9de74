import { describe, expect, it } from 'vitest';
import { runWithinBudget, type BudgetedJob } from '../budgeted';

/** Jobs whose work ends when the test says; `log` records when each was prepared and ended. */
function jobs(sizes: number[]) {
  const log: string[] = [];
  const ends: (() => void)[] = [];
  const list: BudgetedJob<number>[] = sizes.map((size, i) => () => {
    log.push(`prepare ${i}`);
    return { size, run: () => new Promise<number>((resolve) => (ends[i] = () => (log.push(`end ${i}`), resolve(i * 10)))) };
  });
  return { list, log, ends };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('runWithinBudget', () => {
  it('prepares every job at once when their inputs fit the budget, and keeps the order of results', async () => {
    const { list, log, ends } = jobs([1, 1, 1]);
    const done = runWithinBudget(list, 10);
    expect(log).toEqual(['prepare 0', 'prepare 1', 'prepare 2']);
    ends[2]!();
    ends[0]!();
    ends[1]!();
    expect(await done).toEqual([0, 10, 20]);
  });

  it('prepares the next job only once the running ones hold less than the budget', async () => {
    const { list, log, ends } = jobs([6, 6, 6]);
    const done = runWithinBudget(list, 10);
    await settle();
    expect(log).toEqual(['prepare 0', 'prepare 1']);
    ends[0]!();
    await settle();
    expect(log).toEqual(['prepare 0', 'prepare 1', 'end 0', 'prepare 2']);
    ends[1]!();
    ends[2]!();
    expect(await done).toEqual([0, 10, 20]);
  });

  it('starts no job after a failure, and throws it once the running ones have ended', async () => {
    const { list, log, ends } = jobs([1, 6, 6]);
    const failing: BudgetedJob<number> = () => {
      log.push('prepare failing');
      return { size: 6, run: () => Promise.reject(new Error('broken index')) };
    };
    let thrown: unknown = null;
    const done = runWithinBudget([list[0]!, failing, list[2]!], 5).catch((error: unknown) => (thrown = error));
    await settle();
    // The failing job failed while job 0 runs: job 2 is never prepared, and nothing is thrown yet.
    expect(log).toEqual(['prepare 0', 'prepare failing']);
    expect(thrown).toBeNull();
    ends[0]!();
    await done;
    expect(log).toEqual(['prepare 0', 'prepare failing', 'end 0']);
    expect(thrown).toEqual(new Error('broken index'));
  });
});
