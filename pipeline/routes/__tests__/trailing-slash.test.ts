import { describe, expect, it } from 'vitest';
import { applyTrailingSlash, trailingSlashModel } from '../trailing-slash';
import type { SiteModel } from '../../model/site.js';

describe('trailingSlash (Docusaurus applyTrailingSlash)', () => {
  it('adds or removes the slash on the pathname only; `/`, anchors and unset stay', () => {
    expect(applyTrailingSlash('/docs/intro', true)).toBe('/docs/intro/');
    expect(applyTrailingSlash('/docs/intro?x=1#setup', true)).toBe('/docs/intro/?x=1#setup');
    expect(applyTrailingSlash('/docs/', false)).toBe('/docs');
    expect(applyTrailingSlash('/docs/#top', false)).toBe('/docs#top');
    expect(applyTrailingSlash('/', false)).toBe('/');
    expect(applyTrailingSlash('/', true)).toBe('/');
    expect(applyTrailingSlash('#setup', true)).toBe('#setup');
    expect(applyTrailingSlash('/docs/', undefined)).toBe('/docs/');
  });

  it('rewrites routes and every link to a route in the model; other links and files stay', () => {
    const model = {
      site: {
        navbar: [
          { label: 'Docs', to: '/docs/intro' },
          { label: 'Home', href: 'https://x.example/a' },
        ],
      },
      routes: [
        { chunk: { kind: 'doc', route: '/docs/intro', body: { type: 'element', properties: { href: '/docs/guide/#install' } } }, sidebar: null },
        { chunk: { kind: 'doc', route: '/docs/guide/', body: { type: 'element', properties: { href: '/img/a.png' } } }, sidebar: null },
      ],
      sidebars: [{ name: 'docs', items: [{ type: 'doc', route: '/docs/intro' }] }],
      versions: [{ path: '/docs', docs: [{ path: '/docs/intro' }] }],
      blogPostList: null,
    } as unknown as SiteModel;
    const slash = trailingSlashModel(model, true);
    expect(slash.routes.map((r) => r.chunk.route)).toEqual(['/docs/intro/', '/docs/guide/']);
    expect(JSON.stringify(slash.routes[0]!.chunk)).toContain('"href":"/docs/guide/#install"');
    expect(JSON.stringify(slash.routes[1]!.chunk)).toContain('"href":"/img/a.png"');
    expect(JSON.stringify(slash.site)).toContain('"to":"/docs/intro/"');
    expect(JSON.stringify(slash.site)).toContain('"href":"https://x.example/a"');
    expect(JSON.stringify(slash.sidebars)).toContain('"route":"/docs/intro/"');
    expect(slash.versions[0]).toMatchObject({ path: '/docs/', docs: [{ path: '/docs/intro/' }] });
    const none = trailingSlashModel(model, false);
    expect(none.routes.map((r) => r.chunk.route)).toEqual(['/docs/intro', '/docs/guide']);
    expect(JSON.stringify(none.routes[0]!.chunk)).toContain('"href":"/docs/guide#install"');
    expect(trailingSlashModel(model, undefined)).toBe(model);
  });
});
