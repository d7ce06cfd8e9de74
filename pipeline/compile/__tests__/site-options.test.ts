import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { layoutFromOptions, sectionOfFile } from '../../../docusaurus/node/config/layout';
import { readPluginOptions } from '../../../docusaurus/node/config/plugin-options';
import { compileOptionsOf, importedMarkdownOptionsOf } from '../site-options';
import type { SourceDocument } from '../../content/collect';

const site = '/work/orchard';
const docsPlugin = () => () => {};
const pagesPlugin = () => () => {};
const blogPlugin = () => () => {};

/** A site whose docs, blog and pages each have a remark plugin of their own, and the docs their own admonition keywords. */
const layout = layoutFromOptions(
  site,
  readPluginOptions({
    presets: [
      [
        'classic',
        {
          docs: { remarkPlugins: [docsPlugin], admonitions: { keywords: ['recipe'], extendDefaults: true } },
          blog: { rehypePlugins: [blogPlugin] },
          pages: { remarkPlugins: [pagesPlugin] },
        },
      ],
    ],
  }),
);

describe('the section of a site file: the content plugin whose folder holds it', () => {
  it('is the docs instance, the blog or the pages for a file in their folders, null elsewhere', () => {
    expect(sectionOfFile(layout, join(site, 'docs/guides/_wiring.md'))).toBe('default');
    expect(sectionOfFile(layout, join(site, 'blog/_signature.md'))).toBe('blog');
    expect(sectionOfFile(layout, join(site, 'src/pages/_notes.md'))).toBe('pages');
    expect(sectionOfFile(layout, join(site, 'src/components/_table.md'))).toBeNull();
    // A folder whose name starts like a section's is not inside it.
    expect(sectionOfFile(layout, join(site, 'docs-archive/old.md'))).toBeNull();
  });
});

describe('the compile options of Markdown that code imports, as Docusaurus picks its MDX loader', () => {
  const optionsOf = importedMarkdownOptionsOf(site, null, layout, 'build');

  it("has the content plugin's Markdown plugins and admonition keywords for a file in its folder", () => {
    const docs = optionsOf(join(site, 'docs/_wiring.md'));
    expect(docs.markdownPlugins?.remarkPlugins).toEqual([docsPlugin]);
    expect(docs.admonitionKeywords).toContain('recipe');
    expect(optionsOf(join(site, 'src/pages/_notes.md')).markdownPlugins?.remarkPlugins).toEqual([pagesPlugin]);
    expect(optionsOf(join(site, 'blog/_signature.md')).markdownPlugins?.rehypePlugins).toEqual([blogPlugin]);
  });

  it("is the fallback loader's for a file in no content plugin's folder: no plugin's Markdown plugins, the default keywords", () => {
    const elsewhere = optionsOf(join(site, 'src/components/_table.md'));
    expect(elsewhere.markdownPlugins).toBeUndefined();
    expect(elsewhere.admonitionKeywords).toBeUndefined();
    expect(elsewhere.staticDirs).toEqual([join(site, 'static')]);
  });

  it('has what a page of the same section has, without a post’s reading time or truncate marker', () => {
    const page = compileOptionsOf(site, null, layout, 'build')({ kind: 'doc', section: 'pages' } as SourceDocument);
    expect(optionsOf(join(site, 'src/pages/_notes.md'))).toEqual(page);
    const post = compileOptionsOf(site, null, layout, 'build')({ kind: 'post', section: 'blog' } as SourceDocument);
    expect(post.readingTime).toBe(true);
    expect(optionsOf(join(site, 'blog/_signature.md')).readingTime).toBeUndefined();
  });
});
