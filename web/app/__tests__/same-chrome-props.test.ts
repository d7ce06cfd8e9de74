import { describe, expect, it } from 'vitest';
import type { BootManifest } from '../../../common/contract';
import { queryClient } from '../query';
import { routeQuery } from '../route-loader';
import { sameChromeProps } from '../same-chrome-props';

const manifest = (build: string, extra: Partial<BootManifest> = {}) =>
  JSON.parse(
    JSON.stringify({
      contractVersion: 1,
      buildId: build,
      site: { title: 'Site', navbar: [{ type: 'link', label: 'Docs', href: '/docs' }] },
      versions: [],
      notFound: { title: 'Not found' },
      search: { indexes: [`/search/${build}.json`] },
      i18n: { currentLocale: 'en', defaultLocale: 'en', locales: [], translations: {} },
      routeTable: { id: build, shards: 1 },
      navbarRoutes: { '/docs': {} },
      docsData: null,
      ...extra,
    }),
  ) as BootManifest;

describe('the chrome across saves in npm run dev', () => {
  it('keeps the unchanged parts of a route query answer as the previous objects (structural sharing)', () => {
    const key = routeQuery('/docs/a').queryKey;
    const body = (last: string) => ({
      type: 'root',
      children: [
        { type: 'element', tagName: 'p', children: [{ type: 'text', value: 'Same' }] },
        { type: 'text', value: last },
      ],
    });
    const first = { status: 'ok', path: '/docs/a', manifest: manifest('one'), chunk: { body: body('before'), toc: [{ id: 'x' }] } };
    const second = { status: 'ok', path: '/docs/a', manifest: manifest('two'), chunk: { body: body('after'), toc: [{ id: 'x' }] } };
    queryClient.setQueryData(key, first as never);
    queryClient.setQueryData(key, second as never);
    const shared = queryClient.getQueryData<unknown>(key) as typeof second;
    expect(shared.manifest).not.toBe(first.manifest);
    expect(shared.manifest.site).toBe(first.manifest.site);
    expect(shared.manifest.i18n).toBe(first.manifest.i18n);
    expect(shared.chunk.toc).toBe(first.chunk.toc);
    expect(shared.chunk.body.children[0]).toBe(first.chunk.body.children[0]);
    expect(shared.chunk.body.children[1]).not.toBe(first.chunk.body.children[1]);
    queryClient.removeQueries({ queryKey: key });
  });

  it('counts a manifest as the same when only what names the build differs', () => {
    const one = manifest('one');
    const routes = { '/docs': {} };
    const next = { ...manifest('two'), site: one.site, versions: one.versions, notFound: one.notFound, i18n: one.i18n, navbarRoutes: one.navbarRoutes };
    expect(sameChromeProps({ manifest: one, routes }, { manifest: next, routes })).toBe(true);
    // Anything the chrome shows is compared by identity.
    expect(sameChromeProps({ manifest: one, routes }, { manifest: { ...next, site: { ...one.site } }, routes })).toBe(false);
    // The page's known routes are made afresh on each render: the same fields, two levels down, are the same.
    expect(sameChromeProps({ manifest: one, routes }, { manifest: next, routes: { '/docs': {} } })).toBe(true);
    expect(sameChromeProps({ manifest: one, routes }, { manifest: next, routes: { '/docs': { sidebar: 'main' } } })).toBe(false);
    expect(sameChromeProps({ manifest: one, routes }, { manifest: next })).toBe(false);
    // Only the manifest prop leaves the per-build fields out.
    expect(sameChromeProps({ site: one }, { site: next })).toBe(false);
  });
});
