import { describe, expect, it } from 'vitest';
import type { BootDocsVersion } from '../../../common/contract';
import { activeVersion, navbarDocLabel, navbarDocRoute, sameDocIn, versionCandidate, versionLinks, type DocHere } from '../versions';

const version = (name: string, path: string, isLast: boolean): BootDocsVersion => ({
  pluginId: 'default',
  name,
  label: name === 'current' ? 'Next' : name,
  isLast,
  path,
  banner: isLast ? null : name === 'current' ? 'unreleased' : 'unmaintained',
  badge: true,
  mainDocId: 'intro',
  mainDocPath: `${path}/intro`,
});
const next = version('current', '/docs/next', false);
const one = version('1.0', '/docs', true);
const versions = [next, one];
// What a route entry says of each doc (`ManifestRoute.versions`).
const install: DocHere = { pluginId: 'default', version: 'current', paths: { current: '/docs/next/guide/install', '1.0': '/docs/guide/install' } };
const offline: DocHere = { pluginId: 'default', version: 'current', paths: { current: '/docs/next/guide/offline' } };
const legacy: DocHere = { pluginId: 'default', version: '1.0', paths: { '1.0': '/docs/guide/legacy-import' } };
// A navbar doc item whose doc is in both versions.
const item = {
  type: 'doc' as const,
  label: 'Guide',
  route: '/docs/intro',
  position: 'left' as const,
  versions: [
    { version: 'current', route: '/docs/next/intro' },
    { version: '1.0', route: '/docs/intro' },
  ],
};

describe('docs versions in the browser', () => {
  it("takes a doc's version from the doc, else from the path, trying the last version (a prefix of the others) last", () => {
    expect(activeVersion(versions, '/docs/next/guide/install', install)?.name).toBe('current');
    expect(activeVersion(versions, '/docs/guide/legacy-import', legacy)?.name).toBe('1.0');
    expect(activeVersion(versions, '/docs/next', null)?.name).toBe('current');
    expect(activeVersion(versions, '/docs/tags', null)?.name).toBe('1.0');
    expect(activeVersion(versions, '/blog', null)).toBeNull();
  });
  it('keeps the reader on the same doc where it exists, else the main doc', () => {
    expect(sameDocIn(one, install, '/docs/next/guide/install')).toBe('/docs/guide/install');
    expect(sameDocIn(one, offline, '/docs/next/guide/offline')).toBe('/docs/intro');
    expect(sameDocIn(next, legacy, '/docs/guide/legacy-import')).toBe('/docs/next/intro');
    expect(sameDocIn(next, null, '/blog')).toBe('/docs/next/intro');
    // A doc of another docs plugin says nothing about this plugin's versions.
    expect(sameDocIn(next, { pluginId: 'community', version: 'current' }, '/community/x')).toBe('/docs/next/intro');
  });
  it('lists every version with its link and the active one', () => {
    expect(versionLinks(versions, 'default', '/docs/next/guide/install', install).map((l) => [l.version.name, l.href, l.active])).toEqual([
      ['current', '/docs/next/guide/install', true],
      ['1.0', '/docs/guide/install', false],
    ]);
    // Outside the docs, the last version is the active one.
    expect(versionLinks(versions, 'default', '/blog', null).find((l) => l.active)?.version.name).toBe('1.0');
    expect(versionLinks(versions, 'other', '/docs/intro', null)).toEqual([]);
    // The version read marks a link (Docusaurus's activeVersion): none off the docs, where the dropdown still shows the last.
    expect(versionLinks(versions, 'default', '/docs/next/guide/install', install).map((l) => l.read)).toEqual([true, false]);
    expect(versionLinks(versions, 'default', '/blog', null).map((l) => l.read)).toEqual([false, false]);
    // The address's ?search#hash follows each link, as theme-classic keeps it on a version switch.
    expect(versionLinks(versions, 'default', '/docs/next/guide/install', install, '?x=1#h').map((l) => l.href)).toEqual([
      '/docs/next/guide/install?x=1#h',
      '/docs/guide/install?x=1#h',
    ]);
  });

  it("lists only the config's `versions`, in its order and with its labels, showing the version read, else the last, else the first listed", () => {
    const old = version('0.9', '/docs/0.9', false);
    const three = [next, one, old];
    const items = [{ name: '0.9', label: '0.9 (archived)' }, { name: 'current' }];
    expect(versionLinks(three, 'default', '/docs/next/guide/install', install, '', items).map((l) => [l.label, l.href, l.active])).toEqual([
      ['0.9 (archived)', '/docs/0.9/intro', false],
      ['Next', '/docs/next/guide/install', true],
    ]);
    // Reading 1.0, which the list leaves out: the last version is not listed either, so the first listed is shown; no link is the one read.
    const onOne = versionLinks(three, 'default', '/docs/guide/legacy-import', legacy, '', items);
    expect(onOne.map((l) => [l.version.name, l.active, l.read])).toEqual([
      ['0.9', true, false],
      ['current', false, false],
    ]);
    // Off the docs, the last version when listed.
    expect(versionLinks(three, 'default', '/blog', null, '', [{ name: 'current' }, { name: '1.0', label: 'Stable' }]).find((l) => l.active)?.label).toBe(
      'Stable',
    );
  });

  it('points a navbar doc item at its target in the version being read, else in the last version', () => {
    expect(navbarDocRoute(item, versions, '/docs/next/guide/install', install)).toBe('/docs/next/intro');
    expect(navbarDocRoute(item, versions, '/docs/guide/legacy-import', legacy)).toBe('/docs/intro');
    expect(navbarDocRoute(item, versions, '/blog', null)).toBe('/docs/intro');
    // A target only in the last version stays there.
    expect(
      navbarDocRoute(
        {
          ...item,
          versions: [
            { version: '1.0', route: '/docs/intro' },
            { version: '2.0', route: '/docs/2.0/intro' },
          ],
        },
        versions,
        '/docs/next/guide/install',
        install,
      ),
    ).toBe('/docs/intro');
    expect(navbarDocRoute({ ...item, versions: undefined }, versions, '/docs/next/guide/install', install)).toBe('/docs/intro');
  });

  it("outside a version, follows the reader's preferred version before the last one (useLayoutDoc's candidates)", () => {
    expect(navbarDocRoute(item, versions, '/blog', null, 'current')).toBe('/docs/next/intro');
    // The version being read comes first.
    expect(navbarDocRoute(item, versions, '/docs/guide/legacy-import', legacy, 'current')).toBe('/docs/intro');
    // A stored name that is no version of this site, or a version without the item's doc, is passed over.
    expect(navbarDocRoute(item, versions, '/blog', null, '0.9')).toBe('/docs/intro');
    expect(navbarDocRoute({ ...item, versions: [{ version: '1.0', route: '/docs/intro' }] }, versions, '/blog', null, 'current')).toBe('/docs/intro');
  });

  it("labels a label-less docsVersion item with useDocsVersionCandidates' first: the version read, the preferred one, the last", () => {
    const docsVersion = { ...item, label: '1.0', versionLabel: 'default' };
    expect(navbarDocLabel(docsVersion, versions, '/docs/next/guide/install', install)).toBe('Next');
    expect(navbarDocLabel(docsVersion, versions, '/docs/guide/legacy-import', legacy, 'current')).toBe('1.0');
    expect(navbarDocLabel(docsVersion, versions, '/blog', null, 'current')).toBe('Next');
    expect(navbarDocLabel(docsVersion, versions, '/blog', null, '0.9')).toBe('1.0');
    // A labelled item keeps its label; another plugin's versions are its own.
    expect(navbarDocLabel(item, versions, '/docs/next/guide/install', install)).toBe('Guide');
    const recipes = { ...version('current', '/recipes', true), pluginId: 'recipes', label: 'Cookbook' };
    expect(versionCandidate([...versions, recipes], 'recipes', '/docs/next/guide/install', install)?.label).toBe('Cookbook');
    expect(versionCandidate(versions, 'recipes', '/blog', null)).toBeNull();
  });
});
