import type { Page } from 'playwright-core';

/**
 * Which components React rendered, counted in the page by the hook React DevTools uses
 * (`__REACT_DEVTOOLS_GLOBAL_HOOK__`): React's development build (the dev server's) calls its
 * `onCommitFiberRoot` after each commit. A component rendered in that commit when its fiber is new
 * to the tree or was worked on and has React's PerformedWork flag, the test DevTools' "highlight
 * updates" makes; a subtree whose parent bailed out kept its old child fibers and is not entered
 * (their flags are from an earlier render). Installed before the page's scripts run.
 */
export async function countReactRenders(page: Page): Promise<void> {
  await page.addInitScript({ content: installRenderCounter });
}

/** Components rendered since the last reset, by name (`displayName` or function name), and the commits counted. */
export interface RenderCounts {
  commits: number;
  byName: Record<string, number>;
}

export function resetRenderCounts(page: Page): Promise<void> {
  return page.evaluate('window.__renderCounts = { commits: 0, byName: {} }').then(() => undefined);
}

export function renderCounts(page: Page): Promise<RenderCounts> {
  return page.evaluate<RenderCounts>('structuredClone(window.__renderCounts)');
}

/**
 * Runs in the page, before its scripts. A string, not a function: the test runners' transpilers
 * add helpers (`__name`) to functions that do not exist in the page.
 */
const installRenderCounter = `(() => {
  const PERFORMED_WORK = 1;
  window.__renderCounts = { commits: 0, byName: {} };
  const nameOf = (type) => {
    if (typeof type === 'function') return type.displayName ?? type.name ?? null;
    if (type && typeof type === 'object') {
      // memo() and forwardRef() wrappers: the component they hold.
      const inner = type.type ?? type.render;
      return type.displayName ?? (inner ? nameOf(inner) : null);
    }
    return null;
  };
  const visit = (fiber) => {
    for (let f = fiber; f; f = f.sibling) {
      const fresh = f.alternate === null;
      if (fresh || (f.flags & PERFORMED_WORK) !== 0) {
        const name = nameOf(f.type);
        if (name) window.__renderCounts.byName[name] = (window.__renderCounts.byName[name] ?? 0) + 1;
      }
      // Children were reconciled in this commit only when the child list is not the previous one.
      if (fresh || f.child !== f.alternate.child) visit(f.child);
    }
  };
  let renderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => ++renderers,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberRoot: (_id, root) => {
      window.__renderCounts.commits++;
      const current = root.current;
      if (current.alternate === null || current.child !== current.alternate.child) visit(current.child);
    },
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    checkDCE: () => undefined,
  };
})();`;
