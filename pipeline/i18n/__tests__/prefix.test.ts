import { describe, expect, it } from 'vitest';
import { prefixModel } from '../prefix';
import type { SiteModel } from '../../model/site';

describe('prefixModel', () => {
  it("puts a navbar item's activeBasePath under the locale's prefix, a page or not, as Docusaurus's useBaseUrl does", () => {
    const model = {
      routes: [],
      versions: [],
      sidebars: {},
      blogPostList: [],
      site: {
        navbar: [
          { type: 'link', label: 'Guides', href: 'https://elsewhere.example', activeBasePath: '/guides' },
          { type: 'dropdown', label: 'More', items: [{ label: 'Home', href: '/x', activeBasePath: '/' }] },
          { type: 'link', label: 'Ref', href: '/ref', activeBaseRegex: '^/sub/ref' },
        ],
      },
    } as unknown as SiteModel;
    const { site } = prefixModel(model, '/fr') as unknown as { site: { navbar: Record<string, unknown>[] } };
    expect(site.navbar[0]!.activeBasePath).toBe('/fr/guides');
    expect((site.navbar[1]!.items as Record<string, unknown>[])[0]!.activeBasePath).toBe('/fr/');
    // The regex is tested against the whole path, the locale's prefix included: kept as written.
    expect(site.navbar[2]!.activeBaseRegex).toBe('^/sub/ref');
  });
});
