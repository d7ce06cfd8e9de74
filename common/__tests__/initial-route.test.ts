import { describe, expect, it } from 'vitest';
import { initialRouteJson, parseInitialRoute } from '../initial-route';
import type { InitialRoute } from '../contract';

const entry: InitialRoute = {
  path: '/docs/wiring',
  route: {
    kind: 'doc',
    chunk: '/_data/doc/wiring.abc.json',
    sidebar: '/_data/sidebars/main.def.json',
    title: 'Wiring "safely"',
    versions: { current: '/docs/wiring' },
  },
};

describe("a prerendered page's route entry", () => {
  it('reads back what was written', () => {
    expect(parseInitialRoute(initialRouteJson(entry))).toEqual(entry);
    expect(parseInitialRoute(initialRouteJson({ path: '/404', route: null }))).toEqual({ path: '/404', route: null });
  });

  it('is null when absent or not an entry, so the first load looks in the shard instead', () => {
    for (const text of [
      null,
      undefined,
      '',
      '{',
      '[]',
      '{"path":"docs/x","route":null}',
      '{"path":"/x","route":{"kind":"doc"}}',
      '{"path":"/x","route":{"kind":"doc","chunk":"/c","title":"T","sidebar":3}}',
    ])
      expect(parseInitialRoute(text), String(text)).toBeNull();
  });
});
