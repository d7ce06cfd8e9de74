/**
 * The navigation progress bar as a pure state machine (timers live in the thin hook in
 * theme/ProgressBar). Fast navigations never show it: it appears only after DELAY_MS, starts at
 * MINIMUM and creeps forward every TRICKLE_MS, easing over SPEED_MS, like nprogress.
 */
export const PROGRESS = { delayMs: 200, minimum: 0.08, speedMs: 200, trickleMs: 800 } as const;

export type ProgressPhase = 'idle' | 'waiting' | 'running' | 'finishing';
export interface ProgressState {
  phase: ProgressPhase;
  /** 0..1; meaningful while running or finishing. */
  value: number;
}
export type ProgressEvent = 'start' | 'delay-elapsed' | 'trickle' | 'done' | 'hidden';

export const initialProgress: ProgressState = { phase: 'idle', value: 0 };

/** nprogress's trickle curve: big steps early, tiny ones near the end, never reaching 1. */
export function trickleStep(value: number): number {
  if (value < 0.2) return 0.1;
  if (value < 0.5) return 0.04;
  if (value < 0.8) return 0.02;
  if (value < 0.99) return 0.005;
  return 0;
}

export function progressReducer(state: ProgressState, event: ProgressEvent): ProgressState {
  switch (event) {
    case 'start':
      // A navigation that starts while the bar is visible keeps it going instead of restarting.
      if (state.phase === 'running') return state;
      if (state.phase === 'finishing') return { phase: 'running', value: PROGRESS.minimum };
      return { phase: 'waiting', value: 0 };
    case 'delay-elapsed':
      return state.phase === 'waiting' ? { phase: 'running', value: PROGRESS.minimum } : state;
    case 'trickle':
      return state.phase === 'running' ? { phase: 'running', value: Math.min(0.994, state.value + trickleStep(state.value)) } : state;
    case 'done':
      if (state.phase === 'waiting') return initialProgress;
      if (state.phase === 'running') return { phase: 'finishing', value: 1 };
      return state;
    case 'hidden':
      return state.phase === 'finishing' ? initialProgress : state;
  }
}

/** Which timer the hook must run in a phase, and the event it fires. */
export function progressTimer(phase: ProgressPhase): { event: ProgressEvent; ms: number; repeat: boolean } | null {
  switch (phase) {
    case 'waiting':
      return { event: 'delay-elapsed', ms: PROGRESS.delayMs, repeat: false };
    case 'running':
      return { event: 'trickle', ms: PROGRESS.trickleMs, repeat: true };
    case 'finishing':
      // The bar fills to 100% over one SPEED_MS step, then fades over another.
      return { event: 'hidden', ms: PROGRESS.speedMs * 2, repeat: false };
    case 'idle':
      return null;
  }
}
