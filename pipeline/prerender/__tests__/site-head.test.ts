import { describe, expect, it } from 'vitest';
import { createElement as h, Fragment } from 'react';
import { prerender } from 'react-dom/static';
import { documentAttributesOf, splitPageTitle, splitSiteHead, withDocumentAttributes, withPageTitle, withSiteHead } from '../site-head';
import { fillTemplate } from '../template';
import { PAGE_TITLE_ATTR } from '../../../common/page-title';
import { DOCUMENT_ATTR, headElements, isJsonBlockType, jsonBlockText } from '../../../docusaurus/shared/head-elements';

async function html(node: ReturnType<typeof h>): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe("a site's @docusaurus/Head in the prerendered page", () => {
  it("takes the children's title, meta and link elements (fragments walked; scripts and other elements left out)", () => {
    const children = [
      h('title', { key: 1 }, 'Wicks ', 3),
      h(Fragment, { key: 2 }, h('meta', { name: 'description', content: 'Own' }), h('script', { src: '/x.js' })),
      h('link', { key: 3, rel: 'canonical', href: 'https://lantern.example/x', hrefLang: undefined }),
      h('div', { key: 4 }),
    ];
    expect(headElements(children)).toEqual([
      { tag: 'title', attrs: [], text: 'Wicks 3' },
      {
        tag: 'meta',
        attrs: [
          ['name', 'description'],
          ['content', 'Own'],
        ],
      },
      {
        tag: 'link',
        attrs: [
          ['rel', 'canonical'],
          ['href', 'https://lantern.example/x'],
        ],
      },
    ]);
  });

  it("moves the elements React renders ahead of the page into the head, replacing the page's own of the same name", async () => {
    const rendered = await html(
      h(
        'main',
        null,
        h('p', null, 'body'),
        h('title', { 'data-rh': 'true' }, 'Own "title"'),
        h('meta', { name: 'description', content: 'Own & more', 'data-rh': 'true' }),
        h('meta', { property: 'og:extra', content: 'x', 'data-rh': 'true' }),
      ),
    );
    const { head, body } = splitSiteHead(rendered);
    expect(body).toBe('<main><p>body</p></main>');
    expect(head).toHaveLength(3);
    const page = '<title>Page | Site</title><meta name="description" content="Page"/><meta property="og:title" content="Page"/>';
    expect(withSiteHead(page, head)).toBe(
      '<title data-rh="true">Own &quot;title&quot;</title><meta property="og:title" content="Page"/><meta name="description" content="Own &amp; more" data-rh="true"/><meta property="og:extra" content="x" data-rh="true"/>',
    );
  });

  it('writes an element two components draw once, and keeps the different elements of one property', () => {
    const robots = '<meta name="robots" content="noindex, nofollow" data-rh="true"/>';
    const alternates = [
      '<meta property="og:locale:alternate" content="fr" data-rh="true"/>',
      '<meta property="og:locale:alternate" content="ar" data-rh="true"/>',
    ];
    expect(withSiteHead('<title>T</title>', [robots, ...alternates, robots])).toBe(`<title>T</title>${robots}${alternates.join('')}`);
  });

  it('leaves a page without them as it is', async () => {
    const rendered = await html(h('p', null, 'plain'));
    expect(splitSiteHead(rendered)).toEqual({ head: [], body: '<p>plain</p>', title: null });
    expect(withSiteHead('<title>T</title>', [])).toBe('<title>T</title>');
  });
});

describe("a page's title through a site's title formatter, prerendered", () => {
  const page = '<title>Loading | Kiln Log</title>\n    <meta name="description" content="d" />';
  it("takes the title the page rendered (marked) into the head in place of the page's own, a site's <Head> title still winning", async () => {
    const rendered = await html(
      h(Fragment, null, h('title', { [PAGE_TITLE_ATTR]: 'true' }, 'Loading ~ Kiln Log'), h('title', { 'data-rh': 'true' }, 'Own'), h('p', null, 'Body')),
    );
    const split = splitSiteHead(rendered);
    expect(split.title).toBe('<title>Loading ~ Kiln Log</title>');
    expect(split.body).toBe('<p>Body</p>');
    expect(withPageTitle(page, split.title)).toBe('<title>Loading ~ Kiln Log</title>\n    <meta name="description" content="d" />');
    expect(withSiteHead(withPageTitle(page, split.title), split.head)).toContain('<title data-rh="true">Own</title>');
    expect(withSiteHead(withPageTitle(page, split.title), split.head)).not.toContain('Loading');
  });

  it('leaves the head as it was when the page rendered no title (no formatter), and the not-found page takes it alone', async () => {
    expect(withPageTitle(page, splitSiteHead('<p>Body</p>').title)).toBe(page);
    const rendered = await html(h(Fragment, null, h('title', { [PAGE_TITLE_ATTR]: 'true' }, 'Page Not Found ~ Kiln Log'), h('main', null, 'Gone')));
    expect(splitPageTitle(rendered)).toEqual({ title: '<title>Page Not Found ~ Kiln Log</title>', body: '<main>Gone</main>' });
    expect(splitPageTitle('<main>Gone</main>')).toEqual({ title: null, body: '<main>Gone</main>' });
  });
});

describe("a swizzled StructuredData's JSON-LD through @docusaurus/Head, prerendered (i43h)", () => {
  it('takes a JSON data block (children or innerHTML) and leaves other scripts out', () => {
    const children = [
      h('script', { key: 1, type: 'application/ld+json' }, '{"@type":"Thing"}'),
      h('script', { key: 2, type: 'application/ld+json', dangerouslySetInnerHTML: { __html: '{"a":1}' } }),
      h('script', { key: 3 }, 'alert(1)'),
      h('script', { key: 4, type: 'module' }, 'import x from "y"'),
    ];
    expect(headElements(children)).toEqual([
      { tag: 'script', attrs: [['type', 'application/ld+json']], text: '{"@type":"Thing"}' },
      { tag: 'script', attrs: [['type', 'application/ld+json']], text: '{"a":1}' },
    ]);
    expect(jsonBlockText('{"q":"</script>"}')).toBe('{"q":"\\u003c/script>"}');
    expect(isJsonBlockType(' Application/LD+JSON ')).toBe(true);
    expect(isJsonBlockType('text/javascript')).toBe(false);
  });

  it("moves the marked block from where it was drawn into the head, after the page's own tags, once", async () => {
    const block = h('script', { type: 'application/ld+json', 'data-rh': 'true', dangerouslySetInnerHTML: { __html: '{"@type":"Blog"}' } });
    const rendered = await html(
      h('main', null, h('nav', null, block, h('ol', null, 'crumbs')), h('p', null, 'Body'), h('script', { type: 'application/ld+json' }, '{"own":1}')),
    );
    const split = splitSiteHead(rendered);
    expect(split.head).toEqual(['<script type="application/ld+json" data-rh="true">{"@type":"Blog"}</script>']);
    expect(split.body).toBe('<main><nav><ol>crumbs</ol></nav><p>Body</p><script type="application/ld+json">{"own":1}</script></main>');
    const page = '<title>T</title>\n    <meta name="description" content="d" />';
    expect(withSiteHead(page, [...split.head, ...split.head])).toBe(`${page}<script type="application/ld+json" data-rh="true">{"@type":"Blog"}</script>`);
  });
});

describe("a <Head>'s <html> and <body> attributes and the page's classes, prerendered (issue 43)", () => {
  const template =
    '<!doctype html>\n<html lang="en" dir="ltr" data-theme="light" data-default-mode="light">\n  <head><title>T</title></head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';

  it("writes them on the page's <html> and <body>: the page's classes then the deepest Head's, its other attributes but the ones this project owns", async () => {
    // As the SPA renders a doc page of a Docusaurus site: its page classes (web/entry-server.tsx), then
    // theme-common's HtmlClassNameProvider nested twice and a <Head> with a <body>, as @docusaurus/Head
    // marks them (docusaurus/client/api/__tests__/head.test.tsx).
    const mark = (what: string, content: string) => h('meta', { [DOCUMENT_ATTR]: what, content });
    const rendered = await html(
      h(
        Fragment,
        null,
        mark('page class', 'docs-wrapper plugin-docs plugin-id-default docs-doc-page'),
        h(
          'main',
          null,
          mark('html class', 'kiln-shelf'),
          h(
            'article',
            null,
            mark('html class', 'kiln-shelf kiln-page'),
            mark('html lang', 'fr'),
            mark('html data-glaze', 'a "matte" one'),
            h('title', { 'data-rh': 'true' }, 'Own'),
          ),
          mark('body class', 'kiln-open'),
          h('p', null, 'Body'),
        ),
      ),
    );
    const { body, head } = splitSiteHead(rendered);
    expect(body).toBe('<main><article></article><p>Body</p></main>');
    expect(head).toEqual(['<title data-rh="true">Own</title>']);
    const attributes = documentAttributesOf(rendered);
    expect(attributes).toEqual({
      html: {
        classes: ['docs-wrapper', 'plugin-docs', 'plugin-id-default', 'docs-doc-page', 'kiln-shelf', 'kiln-page'],
        attrs: [['data-glaze', 'a "matte" one']],
      },
      body: { classes: ['kiln-open'], attrs: [] },
    });
    const page = withDocumentAttributes(template, attributes);
    expect(page).toContain(
      '<html lang="en" dir="ltr" data-theme="light" data-default-mode="light" class="docs-wrapper plugin-docs plugin-id-default docs-doc-page kiln-shelf kiln-page" data-glaze="a &quot;matte&quot; one">',
    );
    expect(page).toContain('<body class="kiln-open">');
    expect(fillTemplate(page, '<title>T</title>', body)).toContain('<body class="kiln-open">\n    <div id="root"><main>');
  });

  it("keeps the marks out of the not-found page's body, and leaves a page without any as it was", async () => {
    const rendered = await html(
      h(Fragment, null, h('meta', { [DOCUMENT_ATTR]: 'page class', content: 'plugin-native plugin-id-default' }), h('main', null, 'Gone')),
    );
    expect(splitPageTitle(rendered)).toEqual({ title: null, body: '<main>Gone</main>' });
    expect(withDocumentAttributes(template, documentAttributesOf(rendered))).toContain(
      '<html lang="en" dir="ltr" data-theme="light" data-default-mode="light" class="plugin-native plugin-id-default">',
    );
    expect(withDocumentAttributes(template, documentAttributesOf('<main>Plain</main>'))).toBe(template);
  });
});
