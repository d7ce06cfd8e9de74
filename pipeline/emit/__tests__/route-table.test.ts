import { describe, expect, it } from 'vitest';
import type { BootManifest, DocsData, DocsVersion, Manifest, ManifestRoute, RouteTableShard } from '../../../common/contract';
import { CONTRACT_VERSION } from '../../../common/contract';
import { matchRoute } from '../../../common/paths';
import { shardPath, shardPathFor } from '../../../common/route-table';
import { MemoryOutput } from '../../dev/memory-output';
import { addVersionLinks, emitRouteTable, navbarRoutes, routeTableRef } from '../route-table';
import { SINGLE_LOCALE } from '../../stages/emit';

const version = (name: string, path: string, isLast: boolean, ids: string[]): DocsVersion => ({
  pluginId: 'default',
  name,
  label: name,
  isLast,
  path,
  banner: null,
  badge: true,
  mainDocId: 'intro',
  docs: ids.map((id) => ({ id, path: `${path}/${id}`, sidebar: 'main' })),
});

/** A manifest of `docs` docs in two versions (the older one has only the first ten). */
function manifest(docs: number): Manifest {
  const ids = ['intro', ...Array.from({ length: docs - 1 }, (_, i) => `topic-${i}`)];
  const versions = [version('current', '/docs/next', false, ids), version('1.0', '/docs', true, ids.slice(0, 10))];
  const routes: Record<string, ManifestRoute> = {};
  for (const v of versions) {
    for (const d of v.docs)
      routes[d.path] = { kind: 'doc', chunk: `/_data/doc${d.path}.abc.json`, sidebar: `/_data/sidebars/main-${v.name}.abc.json`, title: d.id };
  }
  routes['/blog'] = { kind: 'blog-list', chunk: '/_data/blog-list/blog.abc.json', title: 'Blog' };
  const draft = { versions, routes };
  addVersionLinks(draft);
  return {
    contractVersion: CONTRACT_VERSION,
    buildId: 'b',
    site: {
      navbar: [
        { type: 'doc', label: 'Docs', route: '/docs/intro', position: 'left' },
        { type: 'link', label: 'Blog', href: '/blog/', external: false, position: 'left' },
        { type: 'link', label: 'Out', href: 'https://example.com', external: true, position: 'left' },
      ],
    } as unknown as Manifest['site'],
    routes,
    sidebars: {},
    versions,
    notFound: { title: 'Page Not Found' },
    search: null,
    i18n: SINGLE_LOCALE,
    routeTable: routeTableRef(routes),
  };
}

function emit(m: Manifest) {
  const out = new MemoryOutput();
  out.begin();
  const boot = emitRouteTable(m, out, 'boot.json');
  return { out, boot, bootText: String(out.read('/boot.json')), json: <T>(path: string) => JSON.parse(String(out.read(path))) as T };
}

describe('route table emit', () => {
  it('writes a boot.json whose size does not depend on the number of routes', () => {
    const small = emit(manifest(50));
    const large = emit(manifest(5000));
    expect(JSON.parse(small.bootText)).toEqual(small.boot);
    expect(small.bootText).not.toContain('topic-');
    expect(large.bootText).not.toContain('topic-');
    // Only the table's id, its shard count and the docs data's hash differ.
    expect(Math.abs(large.bootText.length - small.bootText.length)).toBeLessThan(8);
  });

  it('puts every route in the shard its path names, and nowhere else', () => {
    const m = manifest(500);
    const { json, boot } = emit(m);
    expect(boot.routeTable.shards).toBeGreaterThan(1);
    let total = 0;
    for (let i = 0; i < boot.routeTable.shards; i++) total += Object.keys(json<RouteTableShard>(shardPath(boot.routeTable, i)).routes).length;
    expect(total).toBe(Object.keys(m.routes).length);
    for (const probe of ['/docs/next/topic-7', '/docs/next/topic-7/', '/docs/intro.html', '/blog/', '/nowhere']) {
      const shard = json<RouteTableShard>(shardPathFor(boot.routeTable, probe));
      expect(shard.contractVersion).toBe(CONTRACT_VERSION);
      expect(matchRoute(shard.routes, probe)).toEqual(matchRoute(m.routes, probe));
    }
  });

  it('gives a doc its routes in the other versions, and the versions their main doc', () => {
    const m = manifest(20);
    expect(m.routes['/docs/next/topic-3']!.versions).toEqual({ current: '/docs/next/topic-3', '1.0': '/docs/topic-3' });
    expect(m.routes['/docs/next/topic-15']!.versions).toEqual({ current: '/docs/next/topic-15' });
    const { boot } = emit(m);
    expect(boot.versions.map((v) => [v.name, v.mainDocPath])).toEqual([
      ['current', '/docs/next/intro'],
      ['1.0', '/docs/intro'],
    ]);
    expect(boot.versions[0]).not.toHaveProperty('docs');
  });

  it('lists the internal navbar targets with their sidebar, and the docs data for site components', () => {
    const { out, boot } = emit(manifest(20));
    expect(boot.navbarRoutes).toEqual<BootManifest['navbarRoutes']>({ '/docs/intro': { sidebar: '/_data/sidebars/main-1.0.abc.json' }, '/blog': {} });
    const data = out.value(boot.docsData!) as DocsData;
    expect(data.versions.map((v) => [v.name, v.docs.length])).toEqual([
      ['current', 20],
      ['1.0', 10],
    ]);
    expect(data.versions[1]!.docs[0]).toEqual({ id: 'intro', path: '/docs/intro', sidebar: 'main', title: 'intro' });
  });

  it("gives a link's target its sidebar only when no other item leads into that sidebar; a doc item's target always (as Docusaurus marks doc items)", () => {
    const route = (sidebar?: string) => ({ chunk: '/c.json', title: 't', ...(sidebar ? { sidebar } : {}) }) as ManifestRoute;
    const routes = { '/a/one': route('A'), '/a/two': route('A'), '/a/three': route('A'), '/b/one': route('B'), '/blog': route() };
    const link = (href: string) => ({ type: 'link' as const, label: href, href, external: false, position: 'left' as const });
    const table = navbarRoutes(
      [
        link('/a/one'),
        { type: 'doc', label: 'Doc', route: '/a/two', position: 'left' },
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            { label: 'B', href: '/b/one', external: false },
            { label: 'A3', href: '/a/three#part', external: false },
          ],
        },
        link('/blog'),
        link('https://elsewhere.example'),
      ],
      routes,
    );
    expect(table).toEqual({ '/a/one': {}, '/a/two': { sidebar: 'A' }, '/b/one': { sidebar: 'B' }, '/a/three': {}, '/blog': {} });
  });
});
