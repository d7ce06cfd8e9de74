import { describe, expect, it } from 'vitest';
import { PROGRESS, initialProgress, progressReducer, progressTimer, trickleStep, type ProgressEvent, type ProgressState } from '../progress';

const run = (events: ProgressEvent[], from: ProgressState = initialProgress) => events.reduce(progressReducer, from);

describe('navigation progress state machine', () => {
  it('never shows a navigation that finishes before the delay', () => {
    expect(run(['start'])).toEqual({ phase: 'waiting', value: 0 });
    expect(run(['start', 'done'])).toEqual(initialProgress);
    // A late delay timer after the navigation ended changes nothing.
    expect(run(['start', 'done', 'delay-elapsed'])).toEqual(initialProgress);
  });

  it('appears at the minimum after the delay, trickles, fills and hides', () => {
    const shown = run(['start', 'delay-elapsed']);
    expect(shown).toEqual({ phase: 'running', value: PROGRESS.minimum });
    const trickled = run(['trickle', 'trickle'], shown);
    expect(trickled.value).toBeCloseTo(PROGRESS.minimum + 0.1 + 0.1);
    expect(run(['done'], trickled)).toEqual({ phase: 'finishing', value: 1 });
    expect(run(['done', 'hidden'], trickled)).toEqual(initialProgress);
  });

  it('never reaches the end by trickling alone', () => {
    let s = run(['start', 'delay-elapsed']);
    for (let i = 0; i < 1000; i++) s = progressReducer(s, 'trickle');
    expect(s.phase).toBe('running');
    expect(s.value).toBeLessThan(1);
    expect(s.value).toBeGreaterThan(0.98);
  });

  it('keeps going when a new navigation starts while the bar is visible', () => {
    const running = run(['start', 'delay-elapsed', 'trickle']);
    expect(progressReducer(running, 'start')).toBe(running);
    const finishing = run(['done'], running);
    expect(progressReducer(finishing, 'start')).toEqual({ phase: 'running', value: PROGRESS.minimum });
  });

  it('uses the configured timings: 200 ms delay, 800 ms trickle, 200 ms speed', () => {
    expect(PROGRESS).toEqual({ delayMs: 200, minimum: 0.08, speedMs: 200, trickleMs: 800 });
    expect(progressTimer('idle')).toBeNull();
    expect(progressTimer('waiting')).toEqual({ event: 'delay-elapsed', ms: 200, repeat: false });
    expect(progressTimer('running')).toEqual({ event: 'trickle', ms: 800, repeat: true });
    expect(progressTimer('finishing')).toEqual({ event: 'hidden', ms: 400, repeat: false });
  });

  it('trickles in shrinking steps', () => {
    expect([0.1, 0.3, 0.6, 0.9, 0.995].map(trickleStep)).toEqual([0.1, 0.04, 0.02, 0.005, 0]);
  });
});
