import { performance } from 'node:perf_hooks';
import type { Timings } from '../model/build.js';

/** Records a stage's time since `start` under `name`, and returns it. */
export function mark(timings: Timings, name: string, start: number): number {
  return (timings[name] = Math.round(performance.now() - start));
}

/** The label a stage adds beside its time (`compile: 12 compiled, 3 cached`), with `ms`. */
export function note(timings: Timings, label: string, ms: number) {
  timings[label] = Math.round(ms);
}

/** The line a build prints when it is done: each time with its label. */
export function formatTimings(timings: Timings): string {
  return Object.entries(timings)
    .map(([k, v]) => `${k} ${v} ms`)
    .join(', ');
}
