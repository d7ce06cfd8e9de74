import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { docsVersions, readVersionOptions } from '../versions.js';
import { build } from '../../build.js';
import type { DocChunk, Manifest, RouteChunkJson } from '../../../common/contract.js';
import { tempDir } from '../../__tests__/temp-dir';
import { routeChunkFromJson } from '../../../common/hast-json';

const versionsOf = (released: string[], raw: Record<string, unknown> = {}) => {
  const problems: string[] = [];
  const options = readVersionOptions(raw, problems, 'docs');
  const versions = docsVersions({ pluginId: 'default', routeBase: 'docs', docsPath: 'docs', sidebarPath: undefined, released, options }, problems);
  return { versions, problems };
};
const summary = (released: string[], raw: Record<string, unknown> = {}) =>
  versionsOf(released, raw).versions.map(
    (v) => `${v.name} ${v.label} ${v.prefix} ${v.isLast ? 'last' : '-'} ${v.banner ?? 'none'} ${v.badge ? 'badge' : '-'} ${v.path}`,
  );

describe('docs versions (Docusaurus rules)', () => {
  it('one version without versions.json: current, last, at the route base, no banner, no badge', () => {
    expect(summary([])).toEqual(['current Next /docs last none - docs']);
  });
  it('the newest released version is last at /docs, current is unreleased at /docs/next, older ones unmaintained', () => {
    expect(summary(['2.0', '1.0'])).toEqual([
      'current Next /docs/next - unreleased badge docs',
      '2.0 2.0 /docs last none badge versioned_docs/version-2.0',
      '1.0 1.0 /docs/1.0 - unmaintained badge versioned_docs/version-1.0',
    ]);
  });
  it('honours lastVersion, versions.{label,path,banner,badge}, onlyIncludeVersions and includeCurrentVersion', () => {
    expect(summary(['2.0', '1.0'], { lastVersion: 'current', versions: { '1.0': { label: 'Old', path: 'old', banner: 'none', badge: false } } })).toEqual([
      'current Next /docs last none badge docs',
      '2.0 2.0 /docs/2.0 - unmaintained badge versioned_docs/version-2.0',
      '1.0 Old /docs/old - none - versioned_docs/version-1.0',
    ]);
    expect(summary(['2.0', '1.0'], { onlyIncludeVersions: ['current', '1.0'] })).toEqual([
      'current Next /docs/next - unreleased badge docs',
      '1.0 1.0 /docs last none badge versioned_docs/version-1.0',
    ]);
    expect(summary(['2.0'], { includeCurrentVersion: false })).toEqual(['2.0 2.0 /docs last none - versioned_docs/version-2.0']);
  });
  it('reports unknown version names with the valid ones', () => {
    expect(versionsOf(['1.0'], { lastVersion: '3.0', onlyIncludeVersions: ['9'], versions: { '2.0': {} } }).problems).toEqual([
      'docs `onlyIncludeVersions`: unknown version "9"; versions: current, 1.0',
      'docs `lastVersion`: unknown version "3.0"; versions: current, 1.0',
      'docs `versions`: unknown version "2.0"; versions: current, 1.0',
    ]);
    expect(versionsOf([], { includeCurrentVersion: false }).problems[0]).toMatch(/needs at least one released version in versions.json/);
  });
});

describe('fixture site 2: current + 1.0', () => {
  it('routes each version as Docusaurus does, lists versions in the manifest and tags each doc chunk with its version', async () => {
    const out = tempDir('versions-');
    const result = await build({ contentRoot: resolve('fixtures/docusaurus-site-2'), outDir: out, app: false, preview: false, log: false });
    expect(result.report.errors).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Manifest;
    const docRoutes = Object.keys(manifest.routes).filter((r) => r.startsWith('/docs'));
    expect(docRoutes).toEqual([
      '/docs/api/endpoints',
      '/docs/guide/install',
      '/docs/guide/legacy-import',
      '/docs/guide/sync',
      '/docs/intro',
      '/docs/next/api/endpoints',
      '/docs/next/guide/install',
      '/docs/next/guide/offline',
      '/docs/next/guide/sync',
      '/docs/next/intro',
      // The current version's tags (its sync rules carry one); 1.0's docs have none.
      '/docs/next/tags',
      '/docs/next/tags/conflicts',
    ]);
    expect(manifest.versions.map((v) => [v.name, v.label, v.path, v.isLast, v.banner, v.mainDocId])).toEqual([
      ['current', 'Next', '/docs/next', false, 'unreleased', 'intro'],
      ['1.0', 'v1.0', '/docs', true, null, 'intro'],
    ]);
    // The last version keeps the sidebar names; the other versions' are prefixed with their name.
    expect(Object.keys(manifest.sidebars).sort()).toEqual(['current/guide', 'guide']);
    const chunk = (route: string) =>
      routeChunkFromJson(JSON.parse(readFileSync(join(out, manifest.routes[route]!.chunk), 'utf8')) as RouteChunkJson) as DocChunk;
    expect([chunk('/docs/next/guide/offline').version, chunk('/docs/guide/legacy-import').version]).toEqual(['current', '1.0']);
    expect(chunk('/docs/intro').sidebar).toBe('guide');
    expect(chunk('/docs/next/intro').sidebar).toBe('current/guide');
    // Links inside a version stay in it.
    expect(JSON.stringify(chunk('/docs/next/intro').body)).toContain('/docs/next/guide/install');
    expect(JSON.stringify(chunk('/docs/intro').body)).toContain('"/docs/guide/install"');
    // Navbar doc items link to the last version; the dropdown names the plugin.
    expect(manifest.site.navbar.find((i) => i.type === 'doc' && i.label === 'API')).toMatchObject({ route: '/docs/api/endpoints' });
    expect(manifest.site.navbar.find((i) => i.type === 'docsVersionDropdown')).toMatchObject({ pluginId: 'default' });
    // Search: one context per sidebar per version (Markdown pages with the last version's unlisted docs),
    // after the one by path the config sets (`searchContextByPaths`: `/docs/api`, the last version's).
    expect(manifest.search?.contexts.map((c) => [c.id, c.version])).toEqual([
      ['docs/api', '1.0'],
      ['guide', '1.0'],
      ['blog', null],
      ['current/guide', 'current'],
      ['docs', '1.0'],
    ]);
  }, 120_000);
});
