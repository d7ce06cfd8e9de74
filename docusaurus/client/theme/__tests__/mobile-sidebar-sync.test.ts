import { describe, expect, it } from 'vitest';
import { menuSyncStep } from '../../mobile-sidebar-sync';

/**
 * theme-common's menu state and the navbar's, replayed over the renders of a site's ejected toggle
 * and menu: whichever moved last, the other follows, and once they agree nothing more is done.
 */
function replay(events: ('chrome-open' | 'chrome-close' | 'site-toggle')[]) {
  let open = false;
  let shown = false;
  let last = false;
  const settle = () => {
    for (let i = 0; i < 4; i++) {
      const step = menuSyncStep(open, shown, last);
      last = shown;
      if (step === 'chrome') open = shown;
      else if (step === 'theme-common') shown = !shown;
      else return;
    }
    throw new Error('no agreement after four renders');
  };
  const seen: [boolean, boolean][] = [];
  for (const e of events) {
    if (e === 'chrome-open') open = true;
    else if (e === 'chrome-close') open = false;
    else shown = !shown;
    settle();
    seen.push([open, shown]);
  }
  return seen;
}

describe('menuSyncStep', () => {
  it('does nothing while the two agree', () => {
    expect(menuSyncStep(false, false, false)).toBeNull();
    expect(menuSyncStep(true, true, false)).toBeNull();
  });

  it("toggles theme-common when the chrome's menu moved, and moves the chrome when theme-common did", () => {
    expect(menuSyncStep(true, false, false)).toBe('theme-common');
    expect(menuSyncStep(false, true, true)).toBe('theme-common');
    expect(menuSyncStep(false, true, false)).toBe('chrome');
    expect(menuSyncStep(true, false, true)).toBe('chrome');
  });

  it('keeps both in step over a site opening with its toggle, closing with its own button, and the theme closing on Escape', () => {
    expect(replay(['site-toggle', 'site-toggle', 'chrome-open', 'chrome-close', 'chrome-open', 'site-toggle'])).toEqual([
      [true, true],
      [false, false],
      [true, true],
      [false, false],
      [true, true],
      [false, false],
    ]);
  });
});
