import { describe, expect, it } from 'vitest';
import { setInitialRoute, takeInitialRoute } from '../initial-route';

const route = { kind: 'doc' as const, chunk: '/_data/doc/wiring.abc.json', title: 'Wiring' };

describe('the first load’s route entry', () => {
  it('answers for the page’s route in any form, once', () => {
    setInitialRoute({ path: '/docs/wiring', route });
    expect(takeInitialRoute('/docs/wiring/')).toEqual({ route: '/docs/wiring', value: route });
    expect(takeInitialRoute('/docs/wiring')).toBeUndefined();
  });

  it('answers nothing for another path: the loader looks in the shard', () => {
    setInitialRoute({ path: '/docs/wiring', route });
    expect(takeInitialRoute('/docs/lamps')).toBeUndefined();
    // Taken by that first load all the same: a later load of the page's own path is a navigation.
    expect(takeInitialRoute('/docs/wiring')).toBeUndefined();
  });

  it('gives the not-found page as a null entry', () => {
    setInitialRoute({ path: '/404', route: null });
    expect(takeInitialRoute('/404')).toEqual({ route: '/404', value: null });
  });

  it('has nothing when none was set and there is no document (a fresh module in Node)', () => {
    setInitialRoute(null);
    expect(takeInitialRoute('/docs/wiring')).toBeUndefined();
  });
});
