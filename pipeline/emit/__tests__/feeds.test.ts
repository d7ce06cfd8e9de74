import { describe, expect, it } from 'vitest';
import { parseRssFeed, parseAtomFeed, parseJsonFeed } from 'feedsmith';
import { buildFeeds, FEED_SIZE, type FeedPost } from '../feeds';
import { feedHtml } from '../feed-html';
import { sitemapXml, robotsTxt } from '../discovery';
import { siteFixture } from './site-fixture';
import type { HastRoot } from '../../../common/contract';

const body: HastRoot = {
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'p',
      children: [
        { type: 'text', value: 'Read ' },
        { type: 'element', tagName: 'a', properties: { href: '/docs/wiring' }, children: [{ type: 'text', value: 'the wiring guide' }] },
        { type: 'text', value: ' & more.' },
      ],
    },
    {
      type: 'element',
      tagName: 'Admonition',
      properties: { type: 'warning', title: 'Mains power' },
      children: [{ type: 'element', tagName: 'p', children: [{ type: 'text', value: 'Switch it off.' }] }],
    },
    {
      type: 'element',
      tagName: 'CodeBlock',
      properties: { meta: { x: 1 } },
      children: [
        {
          type: 'element',
          tagName: 'pre',
          children: [
            {
              type: 'element',
              tagName: 'code',
              children: [{ type: 'element', tagName: 'span', properties: { style: '--shiki-light:#000' }, children: [{ type: 'text', value: 'lamp.on()' }] }],
            },
          ],
        },
      ],
    },
    { type: 'element', tagName: 'Mermaid', properties: { value: 'flowchart LR\n  A --> B' }, children: [] },
  ],
};

const posts: FeedPost[] = Array.from({ length: 25 }, (_, i) => ({
  title: `Post ${25 - i} <with> "markup"`,
  route: `/blog/2024/01/${String(25 - i).padStart(2, '0')}/post-${25 - i}`,
  date: `2024-01-${String(25 - i).padStart(2, '0')}`,
  description: `About lamp ${25 - i}.`,
  authors: [{ key: 'ada', name: 'Ada', url: 'https://ada.example' }],
  tags: ['lamps'],
  body,
}));

describe('blog feeds', () => {
  const feeds = buildFeeds(siteFixture(), { title: 'Lamp blog', description: 'News about lamps.' }, posts);

  it('writes RSS 2.0 with the newest posts and their full content', () => {
    expect(feeds.rss).toMatch(/<rss version="2\.0"/);
    const rss = parseRssFeed(feeds.rss);
    expect(rss.title).toBe('Lamp blog | Lamp Docs');
    expect(rss.items).toHaveLength(FEED_SIZE);
    expect(rss.items![0]).toMatchObject({ title: 'Post 25 <with> "markup"', link: 'https://lamps.example/blog/2024/01/25/post-25' });
    expect(rss.items![0]!.content?.encoded).toContain('<a href="https://lamps.example/docs/wiring">the wiring guide</a>');
  });

  it('writes Atom 1.0 with ids, dates and content', () => {
    expect(feeds.atom).toContain('xmlns="http://www.w3.org/2005/Atom"');
    const atom = parseAtomFeed(feeds.atom);
    expect(atom.entries).toHaveLength(FEED_SIZE);
    const entry = atom.entries![0]!;
    expect(entry.id).toBe('https://lamps.example/blog/2024/01/25/post-25');
    expect(new Date(entry.updated!).toISOString()).toBe('2024-01-25T00:00:00.000Z');
    expect(entry.content).toContain('Switch it off.');
    expect(entry.authors?.[0]?.name).toBe('Ada');
  });

  it('writes JSON Feed 1.1', () => {
    const raw = JSON.parse(feeds.json) as Record<string, unknown> & { items: Record<string, unknown>[] };
    expect(raw.version).toBe('https://jsonfeed.org/version/1.1');
    const json = parseJsonFeed(raw);
    expect(json.items).toHaveLength(FEED_SIZE);
    expect(raw.items[0]).toMatchObject({
      id: 'https://lamps.example/blog/2024/01/25/post-25',
      authors: [{ name: 'Ada', url: 'https://ada.example' }],
      date_published: '2024-01-25T00:00:00.000Z',
    });
    // 1.1 replaced `author` with `authors`.
    expect(raw.items.every((i) => !('author' in i))).toBe(true);
  });

  it('turns components into plain HTML and drops Shiki styles', () => {
    const html = feedHtml(body, 'https://lamps.example');
    expect(html).toContain('<blockquote><p><strong>Mains power</strong></p><p>Switch it off.</p></blockquote>');
    expect(html).toContain('<pre><code><span>lamp.on()</span></code></pre>');
    expect(html).toContain('<pre><code class="language-mermaid">flowchart LR\n  A --> B</code></pre>');
    expect(html).not.toContain('style=');
    expect(html).toContain('Read <a href="https://lamps.example/docs/wiring">the wiring guide</a> &#x26; more.');
  });
});

describe('sitemap and robots', () => {
  it('lists absolute URLs with escaped characters and dates when known', () => {
    const xml = sitemapXml('https://lamps.example', [{ route: '/' }, { route: '/docs/a&b', lastmod: '2024-02-01' }]);
    expect(xml).toContain('<loc>https://lamps.example/</loc>');
    expect(xml).toContain('<url><loc>https://lamps.example/docs/a&amp;b</loc><lastmod>2024-02-01</lastmod></url>');
  });

  it('disallows everything in previews and points at the sitemap in production', () => {
    expect(robotsTxt('https://lamps.example', true)).toBe('User-agent: *\nDisallow: /\n');
    expect(robotsTxt('https://lamps.example', false)).toContain('Sitemap: https://lamps.example/sitemap.xml');
  });
});
