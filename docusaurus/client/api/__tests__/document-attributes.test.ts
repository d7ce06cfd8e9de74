import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyAttributes, nextHeadOrder, setHeadAttributes, setPageClasses, type AttributeTarget } from '../document-attributes';

/** An element's attributes, its class list kept in its `class` attribute as the DOM keeps it. */
function element(attributes: Record<string, string> = {}) {
  const attrs = new Map(Object.entries(attributes));
  const classes = () => (attrs.get('class') ?? '').split(' ').filter(Boolean);
  const target: AttributeTarget & { attrs: Map<string, string> } = {
    attrs,
    classList: {
      add: (token) => void (classes().includes(token) || attrs.set('class', [...classes(), token].join(' '))),
      remove: (token) =>
        void attrs.set(
          'class',
          classes()
            .filter((c) => c !== token)
            .join(' '),
        ),
    },
    getAttribute: (name) => attrs.get(name) ?? null,
    setAttribute: (name, value) => void attrs.set(name, value),
    removeAttribute: (name) => void attrs.delete(name),
  };
  return target;
}

describe('an element brought to what the <Head>s want', () => {
  it('adds the wanted classes and attributes, takes away only those it put there, leaves the rest', () => {
    const html = element({ class: 'from-a-script', 'data-theme': 'dark' });
    const first = applyAttributes(html, { classes: ['kiln-page', 'shelf'], attrs: [['data-glaze', 'matte']] }, { classes: new Set(), attrs: new Set() });
    expect(Object.fromEntries(html.attrs)).toEqual({ class: 'from-a-script kiln-page shelf', 'data-theme': 'dark', 'data-glaze': 'matte' });
    applyAttributes(html, { classes: ['shelf'], attrs: [] }, first);
    expect(Object.fromEntries(html.attrs)).toEqual({ class: 'from-a-script shelf', 'data-theme': 'dark' });
  });

  it('takes a wanted class already there (prerendered) as its own', () => {
    const html = element({ class: 'kiln-page' });
    const owned = applyAttributes(html, { classes: ['kiln-page'], attrs: [] }, { classes: new Set(), attrs: new Set() });
    applyAttributes(html, { classes: [], attrs: [] }, owned);
    expect(html.attrs.get('class')).toBe('');
  });
});

describe('the document kept by the mounted <Head>s and the page classes', () => {
  // As prerendered: the page's classes, then its deepest Head's.
  const html = element({
    lang: 'en',
    'data-theme': 'light',
    class: 'docs-wrapper plugin-docs plugin-id-default docs-doc-page docs-doc-id-kiln shelf kiln-page',
  });
  const body = element();
  afterEach(() => vi.unstubAllGlobals());

  it("follows mounts, unmounts and navigations, the deepest <Head> winning, the first page's prerendered classes replaced", () => {
    vi.stubGlobal('document', { documentElement: html, body });
    // Hydrating the prerendered doc page: an outer and an inner Head (HtmlClassNameProvider's, nested).
    const outer = setHeadAttributes(nextHeadOrder(), { html: [['class', 'shelf']], body: [] });
    const inner = setHeadAttributes(nextHeadOrder(), {
      html: [
        ['class', 'shelf kiln-page'],
        ['lang', 'fr'],
      ],
      body: [['class', 'kiln-open']],
    });
    expect(html.attrs.get('class')).toBe('docs-wrapper plugin-docs plugin-id-default docs-doc-page docs-doc-id-kiln shelf kiln-page');
    expect(body.attrs.get('class')).toBe('kiln-open');
    expect(html.attrs.get('lang')).toBe('en');
    // A client navigation to a post: the page's Heads go, the post's classes replace the doc's.
    inner();
    outer();
    setPageClasses('blog-wrapper blog-post-page plugin-blog plugin-id-default', 'docs-wrapper plugin-docs plugin-id-default docs-doc-page docs-doc-id-kiln');
    // plugin-id-default, in both, stays where it was.
    expect(html.attrs.get('class')).toBe('plugin-id-default blog-wrapper blog-post-page plugin-blog');
    expect(body.attrs.get('class')).toBe('');
    expect(Object.fromEntries(html.attrs)).toMatchObject({ lang: 'en', 'data-theme': 'light' });
    // And back: the doc's classes and its Head's again.
    setHeadAttributes(nextHeadOrder(), { html: [['class', 'shelf kiln-page']], body: [] });
    setPageClasses('docs-wrapper plugin-docs plugin-id-default docs-doc-page docs-doc-id-kiln');
    expect(html.attrs.get('class')).toBe('plugin-id-default shelf kiln-page docs-wrapper plugin-docs docs-doc-page docs-doc-id-kiln');
  });
});
