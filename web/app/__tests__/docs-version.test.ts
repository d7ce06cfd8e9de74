import { describe, expect, it } from 'vitest';
import type { DocsVersion } from '../../../pipeline/contract';
import { preferredVersionKey, versionOfRoute } from '../docs-version';

const versions: DocsVersion[] = [
  {
    pluginId: 'default',
    name: 'current',
    label: 'Next',
    isLast: true,
    path: '/docs',
    banner: null,
    badge: false,
    mainDocId: 'intro',
    docs: [{ id: 'intro', path: '/docs/intro', sidebar: 'main' }],
  },
];

describe('preferred docs version', () => {
  it('uses the per-plugin storage key', () => {
    expect(preferredVersionKey()).toBe('docs-preferred-version-default');
  });
  it('finds the version a doc route belongs to', () => {
    expect(versionOfRoute(versions, '/docs/intro')?.name).toBe('current');
    expect(versionOfRoute(versions, '/blog')).toBeNull();
  });
});
