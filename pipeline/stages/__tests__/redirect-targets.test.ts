import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteModel } from '../../model/site';
import { isPageOf } from '../validate';

describe('the pages a _redirects rule may end on', () => {
  it("are the routes, the blog's feeds the build writes and the static files", () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'redirect-targets-'));
    writeFileSync(join(staticDir, 'lamps.pdf'), 'lamps');
    const model = {
      routes: [{ chunk: { route: '/docs/lamps' } }],
      staticDir,
      site: { title: 'Lamps' },
      blog: {
        title: 'Blog',
        feeds: { types: ['rss', 'atom'], blogPrefix: '/news', title: null, description: null, copyright: null, language: null, limit: 20 },
      },
    } as unknown as SiteModel;
    const isPage = isPageOf(model);
    expect(['/docs/lamps', '/news/rss.xml', '/news/atom.xml', '/lamps.pdf'].filter(isPage)).toHaveLength(4);
    // A feed type the blog does not write is no page.
    expect(isPage('/news/feed.json')).toBe(false);
    expect(isPage('/docs/wicks')).toBe(false);
    rmSync(staticDir, { recursive: true, force: true });
  });
});
