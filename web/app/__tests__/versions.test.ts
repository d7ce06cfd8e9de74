import { describe, expect, it } from 'vitest';
import type { DocsVersion } from '../../../pipeline/contract';
import { activeVersion, sameDocIn, versionLinks } from '../versions';

const version = (name: string, path: string, isLast: boolean, docs: string[]): DocsVersion => ({
  pluginId: 'default',
  name,
  label: name === 'current' ? 'Next' : name,
  isLast,
  path,
  banner: isLast ? null : name === 'current' ? 'unreleased' : 'unmaintained',
  badge: true,
  mainDocId: 'intro',
  docs: docs.map((id) => ({ id, path: `${path}/${id}`, sidebar: 'guide' })),
});
const next = version('current', '/docs/next', false, ['intro', 'guide/offline', 'guide/install']);
const one = version('1.0', '/docs', true, ['intro', 'guide/install', 'guide/legacy-import']);
const versions = [next, one];

describe('docs versions in the browser', () => {
  it('finds the version of a path, trying the last version (a prefix of the others) last', () => {
    expect(activeVersion(versions, '/docs/next/guide/install')?.name).toBe('current');
    expect(activeVersion(versions, '/docs/guide/install')?.name).toBe('1.0');
    expect(activeVersion(versions, '/docs/next')?.name).toBe('current');
    expect(activeVersion(versions, '/blog')).toBeNull();
  });
  it('keeps the reader on the same doc where it exists, else the main doc', () => {
    expect(sameDocIn(one, next, '/docs/next/guide/install')).toBe('/docs/guide/install');
    expect(sameDocIn(one, next, '/docs/next/guide/offline')).toBe('/docs/intro');
    expect(sameDocIn(next, one, '/docs/guide/legacy-import')).toBe('/docs/next/intro');
  });
  it('lists every version with its link and the active one', () => {
    expect(versionLinks(versions, 'default', '/docs/next/guide/install').map((l) => [l.version.name, l.href, l.active])).toEqual([
      ['current', '/docs/next/guide/install', true],
      ['1.0', '/docs/guide/install', false],
    ]);
    // Outside the docs, the last version is the active one.
    expect(versionLinks(versions, 'default', '/blog').find((l) => l.active)?.version.name).toBe('1.0');
    expect(versionLinks(versions, 'other', '/docs/intro')).toEqual([]);
  });
});
