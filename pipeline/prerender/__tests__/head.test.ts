import { describe, expect, it } from 'vitest';
import { bodyTagsHtml, headHtml, pageMeta, previewBanner } from '../head';
import { parseInitialRoute } from '../../../common/initial-route';
import { fillTemplate, routeFile } from '../template';
import { siteFixture } from '../../emit/__tests__/site-fixture';
import type { BlogPostChunk, DocChunk } from '../../../common/contract';

const blog = {
  title: 'Lamp blog',
  description: 'News about lamps.',
  // The blog's feeds (`emit/blog-feeds.ts`): every page's head links each one.
  feeds: { types: ['rss', 'atom'] as ('rss' | 'atom')[], blogPrefix: '/blog', title: null, description: null, copyright: null, language: null, limit: 20 },
};
const doc: DocChunk = {
  kind: 'doc',
  pluginId: 'default',
  version: 'current',
  id: 'wiring',
  route: '/docs/wiring',
  title: 'Wiring "safely" <now>',
  description: 'How & why.',
  keywords: [],
  sidebar: null,
  breadcrumbs: [],
  toc: [],
  hideTableOfContents: false,
  body: { type: 'root', children: [] },
  lastUpdatedAt: null,
  editUrl: null,
  previous: null,
  next: null,
};
const post: BlogPostChunk = {
  kind: 'blog-post',
  route: '/blog/2024/01/02/dimmers',
  title: 'Dimmers </script>',
  description: 'Dim them.',
  date: '2024-01-02',
  authors: [{ key: 'ada', name: 'Ada', url: 'https://ada.example' }],
  tags: [{ label: 'lamps', route: '/blog/tags/lamps' }],
  readingMinutes: 1,
  unlisted: false,
  blogSidebar: null,
  toc: [],
  body: { type: 'root', children: [] },
  previous: null,
  next: null,
  lastUpdatedAt: '2024-02-01T00:00:00Z',
  editUrl: null,
};

describe('prerendered <head>', () => {
  it('gives a doc its title "Page | Site", description, canonical URL, OpenGraph and Twitter tags, escaped', () => {
    const head = headHtml({ site: siteFixture(), blog, route: '/docs/wiring', chunk: doc, preload: ['/_data/doc/wiring.abc.json'] });
    expect(head).toContain('<title>Wiring "safely" &lt;now&gt; | Lamp Docs</title>');
    expect(head).toContain('<meta name="description" content="How &amp; why." />');
    expect(head).toContain('<link rel="canonical" href="https://lamps.example/docs/wiring" />');
    expect(head).toContain('<meta property="og:title" content="Wiring &quot;safely&quot; &lt;now&gt;" />');
    expect(head).toContain('<meta property="og:url" content="https://lamps.example/docs/wiring" />');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
    // What X reads from og:title/og:description and what Open Graph takes as the default type: not written, as Docusaurus does not.
    expect(head).not.toMatch(/twitter:title|twitter:description|og:type/);
    expect(head).toContain('<link rel="alternate" type="application/rss+xml" title="Lamp blog | Lamp Docs (RSS)" href="/blog/rss.xml" />');
    expect(head).toContain('<link rel="alternate" type="application/atom+xml" title="Lamp blog | Lamp Docs (Atom)" href="/blog/atom.xml" />');
    expect(head).not.toContain('feed+json');
    expect(head).toContain('<link rel="preload" href="/_data/doc/wiring.abc.json" as="fetch" crossorigin="anonymous" />');
    expect(head).not.toContain('noindex');
    expect(head).not.toContain('ld+json');
  });

  it('carries the page’s route entry as an escaped attribute the SPA’s first load parses back', () => {
    const initialRoute = { path: '/docs/wiring', route: { kind: 'doc' as const, chunk: '/_data/doc/wiring.abc.json', title: 'Wiring "safely" <now>' } };
    const head = headHtml({ site: siteFixture(), blog, route: '/docs/wiring', chunk: doc, preload: [], initialRoute });
    const content = /<meta name="spa-route" content="([^"]*)" \/>/.exec(head)?.[1];
    expect(content).toContain('&quot;');
    expect(content).not.toMatch(/[<>]/);
    const decoded = content!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(parseInitialRoute(decoded)).toEqual(initialRoute);
    expect(headHtml({ site: siteFixture(), blog, route: null, chunk: null, preload: [] })).not.toContain('spa-route');
  });

  it('adds BlogPosting JSON-LD to posts, unable to close its element', () => {
    const head = headHtml({ site: siteFixture(), blog, route: post.route, chunk: post, preload: [] });
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)![1]!;
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Dimmers </script>',
      datePublished: '2024-01-02',
      dateModified: '2024-02-01T00:00:00Z',
      author: [{ name: 'Ada' }],
    });
    expect(head).toContain('<meta property="og:type" content="article" />');
    // A site that swizzles BlogPostPage/StructuredData writes the post's JSON-LD with its component instead (i43h).
    const swizzled = headHtml({ site: siteFixture(), blog: { ...blog, postStructuredData: false }, route: post.route, chunk: post, preload: [] });
    expect(swizzled).not.toContain('ld+json');
    expect(swizzled).toContain('<meta property="og:type" content="article" />');
  });

  it('uses the site title alone on the home page and noindex on the not-found page and in previews', () => {
    expect(
      pageMeta({
        site: siteFixture(),
        blog,
        route: '/',
        chunk: { kind: 'page', route: '/', title: 'Lamp Docs', description: 'Home', component: 'index', data: { latestPosts: [] } },
        preload: [],
      }).title,
    ).toBe('Lamp Docs');
    const notFound = headHtml({ site: siteFixture(), blog, route: null, chunk: null, preload: [] });
    expect(notFound).toContain('<title>Page Not Found | Lamp Docs</title>');
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    expect(notFound).not.toContain('rel="canonical"');
    expect(headHtml({ site: siteFixture({ preview: true }), blog, route: '/docs/wiring', chunk: doc, preload: [] })).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });

  it('asks robots neither to index nor to follow an unlisted doc, post or tag page, as theme-common does', () => {
    const robots = '<meta name="robots" content="noindex, nofollow" />';
    expect(headHtml({ site: siteFixture(), blog, route: doc.route, chunk: { ...doc, unlisted: true }, preload: [] })).toContain(robots);
    expect(headHtml({ site: siteFixture(), blog, route: post.route, chunk: { ...post, unlisted: true }, preload: [] })).toContain(robots);
    const tag = {
      kind: 'doc-tag' as const,
      route: '/docs/tags/preview',
      title: 'One doc tagged with "preview"',
      tag: { label: 'preview', route: '/docs/tags/preview' },
    };
    const tagPage = { ...tag, allTagsRoute: '/docs/tags', docs: [] };
    expect(headHtml({ site: siteFixture(), blog, route: tag.route, chunk: { ...tagPage, unlisted: true }, preload: [] })).toContain(robots);
    expect(headHtml({ site: siteFixture(), blog, route: tag.route, chunk: tagPage, preload: [] })).not.toContain('robots');
    expect(headHtml({ site: siteFixture(), blog, route: doc.route, chunk: doc, preload: [] })).not.toContain('robots');
  });

  it('describes blog list pages by page number', () => {
    const list = {
      kind: 'blog-list' as const,
      route: '/blog/page/2',
      title: 'Lamp blog: page 2',
      page: 2,
      totalPages: 3,
      totalPosts: 25,
      postsPerPage: 10,
      previousPage: '/blog',
      nextPage: '/blog/page/3',
      posts: [],
      listOf: null,
      blogRoute: '/blog',
      archiveRoute: '/blog/archive',
      blogSidebar: null,
    };
    expect(pageMeta({ site: siteFixture(), blog, route: list.route, chunk: list, preload: [] }).description).toBe('News about lamps. Page 2 of 3.');
  });
});

describe('the preview banner', () => {
  it('names the pull request in previews and is absent in production', () => {
    expect(previewBanner(siteFixture())).toBe('');
    expect(previewBanner(siteFixture({ preview: true, previewOf: 'pull request #12' }))).toBe(
      '<div class="preview-banner" role="note">This is a preview of pull request #12, not the published site.</div>',
    );
  });
});

describe('page files and the template', () => {
  it('writes each route where the host serves it at its canonical path', () => {
    expect(routeFile('/')).toBe('index.html');
    expect(routeFile('/docs/wiring')).toBe('docs/wiring.html');
    expect(routeFile('/docs/voice/')).toBe('docs/voice/index.html');
  });

  it('replaces the title with the head and fills #root, taking $ literally', () => {
    const template = '<html><head><title>Site</title></head><body><div id="root"></div></body></html>';
    expect(fillTemplate(template, '<title>A $& B</title>', '<p>$1</p>')).toBe(
      '<html><head><title>A $& B</title></head><body><div id="root"><p>$1</p></div></body></html>',
    );
    expect(() => fillTemplate('<html></html>', '', '')).toThrow('the built index.html needs a <title>');
  });

  it("opens and closes the body with a site plugin's preBodyTags and postBodyTags, outside React's root", () => {
    const template = '<html><head><title>Site</title></head><body class="x"><div id="root"></div></body></html>';
    const site = siteFixture({
      head: {
        tags: [],
        image: null,
        noIndex: false,
        preBody: [{ tagName: 'div', attributes: { id: 'first', hidden: true } }],
        postBody: [{ tagName: 'script', attributes: { src: '/js/last.js', defer: true } }],
      },
    });
    expect(fillTemplate(template, '<title>A</title>', '<p>x</p>', '', '', bodyTagsHtml(site))).toBe(
      '<html><head><title>A</title></head><body class="x"><div id="first" hidden></div><div id="root"><p>x</p></div><script src="/js/last.js" defer></script></body></html>',
    );
  });
});

describe('prerendered <head> of a site under a base URL, with config head tags', () => {
  const site = siteFixture({
    baseUrl: '/sub/',
    head: {
      tags: [
        { tagName: 'meta', attributes: { name: 'keywords', content: 'a "b"' } },
        { tagName: 'script', attributes: { src: 'https://cdn.example/x.js', defer: true, onload: 'evil()' } },
      ],
      image: '/sub/img/card.png',
      noIndex: true,
    },
  });
  const head = headHtml({ site, blog, route: '/docs/wiring', chunk: doc, preload: ['/_data/doc/wiring.abc.json'] });

  it('puts the base URL in the canonical URL, feeds and preloads', () => {
    expect(head).toContain('<link rel="canonical" href="https://lamps.example/sub/docs/wiring" />');
    expect(head).toContain('href="/sub/blog/rss.xml"');
    // A locale's pages link that locale's feeds; a blog without feeds links none.
    const ar = { currentLocale: 'ar', locales: [{ code: 'ar', label: 'ar', direction: 'rtl' as const, htmlLang: 'ar', prefix: '/ar' }] };
    expect(headHtml({ site, blog, route: '/ar/docs/wiring', chunk: doc, preload: [], i18n: ar })).toContain('href="/sub/ar/blog/rss.xml"');
    expect(headHtml({ site, blog: { ...blog, feeds: null }, route: '/docs/wiring', chunk: doc, preload: [] })).not.toContain('rss');
    expect(head).toContain('<link rel="preload" href="/sub/_data/doc/wiring.abc.json"');
  });

  it('writes the config tags escaped, without event handlers, and the social image and noindex', () => {
    expect(head).toContain('<meta name="keywords" content="a &quot;b&quot;" />');
    expect(head).toContain('<script src="https://cdn.example/x.js" defer></script>');
    expect(head).not.toContain('evil');
    expect(head).toContain('<meta property="og:image" content="https://lamps.example/sub/img/card.png" />');
    expect(head).toContain('<meta name="robots" content="noindex" />');
  });
});
