import { describe, expect, it } from 'vitest';
import { createElement as h, Fragment } from 'react';
import { documentAttributes, headElements, mergedDocumentAttributes } from '../head-elements';

describe("a <Head>'s <html> and <body> (react-helmet-async's htmlAttributes and bodyAttributes)", () => {
  it('reads their attributes by their HTML names, fragments walked, the head elements beside them unchanged', () => {
    const children = [
      h('html', { key: 1, className: 'plugin-docs docs-doc-page', lang: 'en' }),
      h(Fragment, { key: 2 }, h('body', { className: 'kiln-open', tabIndex: -1 }), h('title', null, 'Kiln')),
      h('meta', { key: 3, name: 'description', content: 'Firing' }),
    ];
    expect(documentAttributes(children)).toEqual({
      html: [
        ['class', 'plugin-docs docs-doc-page'],
        ['lang', 'en'],
      ],
      body: [
        ['class', 'kiln-open'],
        ['tabindex', '-1'],
      ],
    });
    expect(headElements(children).map((el) => el.tag)).toEqual(['title', 'meta']);
  });

  it('writes values as React writes them: true present, false and null absent, a data- or aria- boolean as text, no objects or handlers', () => {
    const html = h('html', {
      hidden: true,
      inert: false,
      translate: null,
      'data-has-hydrated': false,
      'aria-busy': true,
      'data-step': 3,
      style: { color: 'red' },
      onClick: () => undefined,
      children: 'ignored',
    });
    expect(documentAttributes(html)).toEqual({
      html: [
        ['hidden', ''],
        ['data-has-hydrated', 'false'],
        ['aria-busy', 'true'],
        ['data-step', '3'],
      ],
      body: [],
    });
  });

  it('is null for a <Head> without them', () => {
    expect(documentAttributes([h('title', { key: 1 }, 'T'), h('meta', { key: 2, name: 'x', content: 'y' })])).toBeNull();
    expect(documentAttributes(h('html', {}))).toBeNull();
  });
});

describe('what the document carries from the mounted <Head>s and the page', () => {
  it("gives each attribute the last <Head>'s value (the deepest, as helmet), its class beside the page's own", () => {
    const outer = { html: [['class', 'docs-wrapper shelf'] as [string, string], ['data-glaze', 'matte'] as [string, string]], body: [] };
    const inner = { html: [['class', 'docs-wrapper shelf kiln-page'] as [string, string]], body: [['class', 'kiln-open'] as [string, string]] };
    expect(mergedDocumentAttributes([outer, inner], 'plugin-docs plugin-id-default docs-wrapper')).toEqual({
      html: { classes: ['plugin-docs', 'plugin-id-default', 'docs-wrapper', 'shelf', 'kiln-page'], attrs: [['data-glaze', 'matte']] },
      body: { classes: ['kiln-open'], attrs: [] },
    });
    // helmet does not merge classes across instances: a later <html className> replaces an earlier one.
    const sibling = { html: [['class', 'glost'] as [string, string]], body: [] };
    expect(mergedDocumentAttributes([inner, sibling]).html.classes).toEqual(['glost']);
  });

  it("leaves out the attributes this project owns on <html> (the locale's, the colour mode's, the announcement's), not on <body>", () => {
    const head = {
      html: [
        ['lang', 'fr'],
        ['dir', 'rtl'],
        ['data-theme', 'dark'],
        ['data-theme-choice', 'system'],
        ['data-announcement-dismissed', 'true'],
        ['data-manifest', '/x.json'],
        ['data-theme-extra', 'kept'],
      ] as [string, string][],
      body: [['data-theme', 'own'] as [string, string]],
    };
    expect(mergedDocumentAttributes([head])).toEqual({
      html: { classes: [], attrs: [['data-theme-extra', 'kept']] },
      body: { classes: [], attrs: [['data-theme', 'own']] },
    });
  });

  it('is the page classes alone without a <Head>', () => {
    expect(mergedDocumentAttributes([], ' blog-wrapper  blog-post-page ')).toEqual({
      html: { classes: ['blog-wrapper', 'blog-post-page'], attrs: [] },
      body: { classes: [], attrs: [] },
    });
  });
});
