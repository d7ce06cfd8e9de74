import { describe, expect, it } from 'vitest';
import { readPluginOptions } from '../../../docusaurus/node/config/plugin-options';
import { layoutFromOptions } from '../../../docusaurus/node/config/layout';
import { sitePagesOf } from '../site-pages';
import { context, ROOT } from './fixture';

describe('sitePagesOf', () => {
  it("routes the pages plugin's React pages and skips one whose route a doc has, with a warning", () => {
    const ctx = context({ files: { sitePageFiles: ['index.js', 'about.tsx', 'docs/intro.js'] } });
    ctx.layout = layoutFromOptions(ROOT, readPluginOptions({}));
    const pages = sitePagesOf(ctx, (route) => route === '/docs/intro');
    expect([...pages.routes]).toEqual([
      ['/', 'site-page:index.js'],
      ['/about', 'site-page:about.tsx'],
    ]);
    expect(pages.modules['site-page:about.tsx']).toBe(`${ROOT}/src/pages/about.tsx`);
    expect(ctx.report.warnings.map((w) => `${w.file} ${w.message}`)).toEqual([
      'site/src/pages/docs/intro.js duplicate route /docs/intro: a doc or Markdown page already has it; this page is not published',
    ]);
  });
});
