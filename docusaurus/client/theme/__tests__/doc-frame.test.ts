import { describe, expect, it } from 'vitest';
import type { BootDocsVersion, DocChunk, TocItem } from '../../../../common/contract';
import { categoryGeneratedIndexProp, docVersionProp, isGeneratedIndex } from '../doc-root';
import { docusaurusToc, tocNodes } from '../toc-tree';
import { drawnRoutes, isDrawn } from '../../api/renderRoutes';

const heading = (id: string, depth: TocItem['depth'], children: TocItem[] = []): TocItem => ({ id, value: id.toUpperCase(), depth, children });
const toc = [heading('ramp', 2, [heading('slow', 3)]), heading('soak', 2)];

describe("the doc frame's props, as theme-classic 3.10 gives them", () => {
  it("TOCItems/Tree: this theme's nested headings as Docusaurus's tree nodes (value, id, level, children)", () => {
    expect(tocNodes(toc)).toEqual([
      { value: 'RAMP', id: 'ramp', level: 2, children: [{ value: 'SLOW', id: 'slow', level: 3, children: [] }] },
      { value: 'SOAK', id: 'soak', level: 2, children: [] },
    ]);
  });

  it('TOCCollapsible: the flat toc and the levels it spans, at least 2 to 3', () => {
    expect(docusaurusToc(toc)).toEqual({
      toc: [
        { value: 'RAMP', id: 'ramp', level: 2 },
        { value: 'SLOW', id: 'slow', level: 3 },
        { value: 'SOAK', id: 'soak', level: 2 },
      ],
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    });
    expect(docusaurusToc([heading('deep', 5)])).toMatchObject({ minHeadingLevel: 2, maxHeadingLevel: 5 });
  });

  it("DocVersionRoot's version: the version's metadata, its class name Docusaurus's", () => {
    const version = { pluginId: 'default', name: 'current', label: 'Gas kiln', isLast: true, banner: null, badge: false } as unknown as BootDocsVersion;
    expect(docVersionProp(version)).toEqual({
      pluginId: 'default',
      version: 'current',
      label: 'Gas kiln',
      banner: null,
      badge: false,
      noIndex: false,
      className: 'docs-version-current',
      isLast: true,
    });
  });

  it("DocCategoryGeneratedIndexPage's categoryGeneratedIndex: the category's title, description, permalink and neighbours", () => {
    const chunk = {
      id: '__category__/docs/category/studio',
      route: '/docs/category/studio',
      title: 'Studio',
      description: 'Before the kiln.',
      keywords: [],
      previous: null,
      next: { title: 'Clay body', route: '/docs/studio/clay' },
    } as unknown as DocChunk;
    expect(isGeneratedIndex(chunk)).toBe(true);
    expect(isGeneratedIndex({ ...chunk, id: 'studio/clay' })).toBe(false);
    expect(categoryGeneratedIndexProp(chunk, (r) => `/sub${r}`)).toEqual({
      title: 'Studio',
      description: 'Before the kiln.',
      slug: '/docs/category/studio',
      permalink: '/sub/docs/category/studio',
      keywords: undefined,
      image: undefined,
      navigation: { previous: undefined, next: { title: 'Clay body', permalink: '/sub/docs/studio/clay' } },
    });
  });

  it('renderRoutes draws only the levels this build made, never a route config of its own', () => {
    const made = drawnRoutes([{ path: '/docs/x', component: () => null }]);
    expect(isDrawn(made)).toBe(true);
    expect(isDrawn([{ path: '/docs/x', component: () => null }])).toBe(false);
    expect(isDrawn([])).toBe(false);
    expect(isDrawn(undefined)).toBe(false);
  });
});
