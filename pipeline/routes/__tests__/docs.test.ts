import { describe, expect, it } from 'vitest';
import { docId, docRoute, isCategoryIndex, stripNumberPrefix } from '../docs';

describe('doc ids', () => {
  it('uses the path without extension', () => expect(docId({ relativePath: 'core/entity/light.md' })).toBe('core/entity/light'));
  it('lets front matter id replace the file name', () => expect(docId({ relativePath: 'core/x.md', frontMatterId: 'y' })).toBe('core/y'));
  it('strips number prefixes', () => {
    expect(stripNumberPrefix('01-intro')).toBe('intro');
    expect(docId({ relativePath: '02-guide/10-setup.mdx' })).toBe('guide/setup');
  });
});

describe('doc routes', () => {
  it('maps files to /docs routes', () => expect(docRoute({ relativePath: 'core/entity/light.md' })).toBe('/docs/core/entity/light'));
  it('gives index.md the folder route with a trailing slash', () => {
    expect(docRoute({ relativePath: 'voice/pipelines/index.md' })).toBe('/docs/voice/pipelines/');
    expect(docRoute({ relativePath: 'index.md' })).toBe('/docs/');
  });
  it('treats README.md and folder-named files as category indexes', () => {
    expect(isCategoryIndex('guide/README.md')).toBe(true);
    expect(isCategoryIndex('guide/guide.md')).toBe(true);
    expect(isCategoryIndex('guide/setup.md')).toBe(false);
  });
  it('honours absolute and relative slugs', () => {
    expect(docRoute({ relativePath: 'a/b.md', frontMatterSlug: '/custom' })).toBe('/docs/custom');
    expect(docRoute({ relativePath: 'a/b.md', frontMatterSlug: 'other' })).toBe('/docs/a/other');
    expect(docRoute({ relativePath: 'a/b.md', frontMatterSlug: '../up' })).toBe('/docs/up');
  });
  it('uses the front matter id in the default route, as Docusaurus does', () => {
    expect(docRoute({ relativePath: 'a/file.md', frontMatterId: 'renamed' })).toBe('/docs/a/renamed');
  });
});
