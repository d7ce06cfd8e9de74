import { useLayoutEffect, useReducer } from 'react';
import { useNavigationPending } from '../../app/navigation-pending';
import { initialProgress, progressReducer, progressTimer } from '../../app/progress';
import './styles.css';

/** A thin bar at the top of the window while a slow navigation loads (see app/progress.ts). */
export function ProgressBar() {
  const busy = useNavigationPending();
  const [state, dispatch] = useReducer(progressReducer, initialProgress);
  // Layout effects, so a timer is armed in the same task that commits the phase it belongs to: the
  // page's `aria-busy` (theme/Layout) and the bar never show a phase whose timer is not yet running.
  useLayoutEffect(() => dispatch(busy ? 'start' : 'done'), [busy]);
  useLayoutEffect(() => {
    const timer = progressTimer(state.phase);
    if (!timer) return;
    const fire = () => dispatch(timer.event);
    if (timer.repeat) {
      const id = window.setInterval(fire, timer.ms);
      return () => window.clearInterval(id);
    }
    const id = window.setTimeout(fire, timer.ms);
    return () => window.clearTimeout(id);
  }, [state.phase]);
  if (state.phase !== 'running' && state.phase !== 'finishing') return null;
  return (
    <div
      className={`progress-bar${state.phase === 'finishing' ? ' progress-bar-done' : ''}`}
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.value * 100)}
    >
      <div className="progress-bar-fill" style={{ transform: `translateX(${(state.value - 1) * 100}%)` }} />
    </div>
  );
}
