import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../one-at-a-time';

describe('tasks run one at a time', () => {
  it('starts each task only once the one before has settled, in the order given', async () => {
    const run = oneAtATime();
    const log: string[] = [];
    let finishFirst: () => void = () => undefined;
    const first = run(async () => {
      log.push('first starts');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      log.push('first ends');
    });
    const second = run(async () => {
      log.push('second starts');
      await Promise.resolve();
      log.push('second ends');
    });
    await Promise.resolve();
    expect(log).toEqual(['first starts']);
    finishFirst();
    await Promise.all([first, second]);
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });

  it('goes on after a task fails, and reports that failure to its caller only', async () => {
    const run = oneAtATime();
    const failed = run(() => Promise.reject(new Error('boot.json did not load')));
    const next = run(() => Promise.resolve('shown'));
    await expect(failed).rejects.toThrow('boot.json did not load');
    await expect(next).resolves.toBeUndefined();
  });
});
