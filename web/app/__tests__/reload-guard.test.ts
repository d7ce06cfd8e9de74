import { describe, expect, it } from 'vitest';
import type { ReloadRecord } from '../../../common/reload-log';
import { RELOAD_LOG_LIMIT, RELOAD_WINDOW_MS, appendReload, decideReload, type ReloadRequest } from '../reload-guard';

const route = (path: string, build = 'b1'): ReloadRequest => ({ reason: 'route-data', path, build });
const js = (path: string, build = 'b1'): ReloadRequest => ({ reason: 'js-chunk', path, build });
const contract = (build: string): ReloadRequest => ({ reason: 'contract', path: '/docs/x', build });
const at = (request: ReloadRequest, time: number): ReloadRecord => ({ ...request, at: time });

describe('reload guard: one decision', () => {
  it('reloads for the first failure of a path', () => expect(decideReload([], false, route('/docs/x'), 1000)).toBe('reload'));
  it('refuses a second reload of the same path and deploy, within the minute and after it', () => {
    expect(decideReload([at(route('/docs/x'), 1000)], false, route('/docs/x'), 30_000)).toBe('refuse');
    expect(decideReload([at(route('/docs/x'), 1000)], false, route('/docs/x'), 1000 + 10 * RELOAD_WINDOW_MS)).toBe('refuse');
  });
  it('reloads for another path', () => expect(decideReload([at(route('/docs/x'), 1000)], false, route('/docs/y'), 2000)).toBe('reload'));
  it('reloads the same path again on a later deploy, once the minute is over', () => {
    expect(decideReload([at(route('/docs/x', 'b1'), 1000)], false, route('/docs/x', 'b2'), 1000 + RELOAD_WINDOW_MS + 1)).toBe('reload');
  });
  it('does not reload the same path for a new deploy within the minute (the new deploy lacks the file too)', () => {
    expect(decideReload([at(route('/docs/x', 'b1'), 1000)], false, route('/docs/x', 'b2'), 5000)).toBe('refuse');
  });
  it('counts a missing JS chunk and missing route data of the same page as one stale deploy', () => {
    expect(decideReload([at(route('/docs/x'), 1000)], false, js('/docs/x'), 2000)).toBe('refuse');
    expect(decideReload([at(js('/docs/x'), 1000)], false, route('/docs/x'), 2000)).toBe('refuse');
  });
  it('joins a reload already under way in this document, whatever failed', () => {
    for (const request of [route('/docs/x'), route('/docs/y'), js('/docs/x'), contract('b9')]) expect(decideReload([], true, request, 1000)).toBe('pending');
  });
  it('refuses rather than loops when the clock went backwards', () => {
    expect(decideReload([at(route('/docs/x', 'b1'), 50_000)], false, route('/docs/x', 'b2'), 1000)).toBe('refuse');
  });
});

describe('contract-version reload guard', () => {
  it('reloads for a build not tried yet', () => expect(decideReload([], false, contract('b1'), 0)).toBe('reload'));
  it('never twice for the same build (no loop when the deploy itself is mixed)', () => {
    expect(decideReload([at(contract('b1'), 0)], false, contract('b1'), 10 * RELOAD_WINDOW_MS)).toBe('refuse');
  });
  it('reloads again for a later deploy', () => expect(decideReload([at(contract('b1'), 0)], false, contract('b2'), 1)).toBe('reload'));
  it('is kept apart from route failures', () => {
    expect(decideReload([at(contract('b1'), 0)], false, route('/docs/x', 'b1'), 1)).toBe('reload');
    expect(decideReload([at(route('/docs/x', 'b1'), 0)], false, contract('b1'), 1)).toBe('reload');
  });
});

describe('reload log', () => {
  it('keeps the newest records', () => {
    let log: ReloadRecord[] = [];
    for (let i = 0; i < RELOAD_LOG_LIMIT + 5; i++) log = appendReload(log, at(route(`/docs/${i}`), i));
    expect(log).toHaveLength(RELOAD_LOG_LIMIT);
    expect(log[0]!.path).toBe('/docs/5');
    expect(log.at(-1)!.path).toBe(`/docs/${RELOAD_LOG_LIMIT + 4}`);
  });
});

/**
 * What the browser does with the guard's decisions: failures arrive in a document; the first one
 * the guard lets through records and schedules the reload (`pending`); 'fire' is that reload
 * happening (the page's `load` event, or at once), which starts a fresh document on the same
 * session log. A 'fire' with no reload scheduled is nothing.
 */
type Step = ReloadRequest | 'fire';

function play(steps: readonly Step[], clock: (i: number) => number = (i) => 1000 + i): { log: ReloadRecord[]; reloads: number; shown: string[] } {
  let log: ReloadRecord[] = [];
  let pending = false;
  let reloads = 0;
  const shown: string[] = [];
  steps.forEach((step, i) => {
    if (step === 'fire') {
      if (pending) reloads++;
      pending = false;
      return;
    }
    const decision = decideReload(log, pending, step, clock(i));
    if (decision === 'reload') {
      log = appendReload(log, { ...step, at: clock(i) });
      pending = true;
    }
    if (decision === 'refuse') shown.push(step.path);
  });
  return { log, reloads, shown };
}

/** Every distinct order of `items`. */
function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  const out: T[][] = [];
  const seen = new Set<T>();
  items.forEach((item, i) => {
    if (seen.has(item)) return;
    seen.add(item);
    for (const rest of orders([...items.slice(0, i), ...items.slice(i + 1)])) out.push([item, ...rest]);
  });
  return out;
}

describe('reload guard: orderings', () => {
  it('reloads once when the hover prefetch and the click fail together, and once more never', () => {
    // The prefetch's failure is the click's (one request); the route's error page asks, and asks
    // again when it renders anew (a transition retried, StrictMode in development).
    const { log, reloads, shown } = play([route('/docs/x'), route('/docs/x'), 'fire', route('/docs/x'), route('/docs/x')]);
    expect(reloads).toBe(1);
    expect(log).toEqual([{ reason: 'route-data', path: '/docs/x', build: 'b1', at: 1000 }]);
    expect(shown).toEqual(['/docs/x', '/docs/x']);
  });

  it('a failure arriving while the reload waits for the page load joins it, even for another path', () => {
    const { log, reloads } = play([route('/docs/x'), js('/docs/x'), route('/docs/y'), 'fire', route('/docs/x')]);
    expect(reloads).toBe(1);
    expect(log.map((r) => r.path)).toEqual(['/docs/x']);
  });

  it('a page that failed on A, then on B, then on A again reloads once for each (the guard remembers more than the last path)', () => {
    const { log, reloads, shown } = play([route('/docs/a'), 'fire', route('/docs/a'), route('/docs/b'), 'fire', route('/docs/b'), route('/docs/a')]);
    expect(reloads).toBe(2);
    expect(log.map((r) => r.path)).toEqual(['/docs/a', '/docs/b']);
    expect(shown).toEqual(['/docs/a', '/docs/b', '/docs/a']);
  });

  it('in any order of failures and reloads, reloads at most once per failed path and deploy', () => {
    const a = route('/docs/a');
    const steps: Step[] = [a, a, js('/docs/a'), route('/docs/b'), js('/docs/c'), contract('b7'), 'fire', 'fire'];
    const all = orders(steps);
    expect(all.length).toBe(10_080);
    const broken = all.filter((order) => {
      const { log, reloads } = play(order);
      const keys = log.map((r) => `${r.reason === 'contract' ? 'contract' : 'load'} ${r.path} ${r.build}`);
      // Each reload that happens was recorded first, and no failure is recorded twice.
      return new Set(keys).size !== keys.length || reloads > log.length;
    });
    expect(broken).toEqual([]);
  });

  it('heals a later deploy again, but not the same one', () => {
    const minute = (i: number) => i * (RELOAD_WINDOW_MS + 1);
    const { log, reloads } = play([route('/docs/a', 'b1'), 'fire', route('/docs/a', 'b1'), route('/docs/a', 'b2'), 'fire', route('/docs/a', 'b2')], minute);
    expect(reloads).toBe(2);
    expect(log.map((r) => r.build)).toEqual(['b1', 'b2']);
  });
});
