import { describe, expect, it } from 'vitest';
import type { BootManifest, DocsData } from '../../../../common/contract';
import { stableDocsData } from '../plugin-content-docs-client';

describe("@docusaurus/plugin-content-docs/client's data", () => {
  const manifest = {
    site: { baseUrl: '/' },
    versions: [
      { pluginId: 'default', name: 'current', label: 'Next', path: '/docs', isLast: true, banner: null, badge: false },
      { pluginId: 'recipes', name: 'current', label: 'Next', path: '/recipes', isLast: true, banner: null, badge: false },
    ],
  } as unknown as BootManifest;
  const data = {
    versions: [
      { pluginId: 'default', name: 'current', docs: [{ id: 'intro', path: '/docs/intro', sidebar: 'guide', title: 'Intro' }] },
      { pluginId: 'recipes', name: 'current', docs: [{ id: 'lawn', path: '/recipes/lawn', sidebar: null, title: 'Lawn' }] },
    ],
  } as unknown as DocsData;

  // theme-common 3.0–3.4's DocsPreferredVersionContextProvider sets state in an effect keyed on it.
  it('is one object per docs data file and manifest, as Docusaurus global data is', () => {
    const first = stableDocsData(data, manifest);
    expect(stableDocsData(data, manifest).all).toBe(first.all);
    expect(stableDocsData(data, manifest).byInstance).toBe(first.byInstance);
    // Another locale's manifest gives its own.
    expect(stableDocsData(data, { ...manifest }).all).not.toBe(first.all);
  });

  it('keeps each docs instance under its own id, as the plugin sets one global data entry per instance', () => {
    const { all, byInstance } = stableDocsData(data, manifest);
    expect(Object.keys(all)).toEqual(['default', 'recipes']);
    expect(all.default).toMatchObject({ path: '/docs', versions: [{ name: 'current', docs: [{ id: 'intro', path: '/docs/intro' }] }] });
    expect(all.recipes).toMatchObject({ path: '/recipes', versions: [{ name: 'current', docs: [{ id: 'lawn', path: '/recipes/lawn' }] }] });
    expect(byInstance.recipes!.map((v) => v.pluginId)).toEqual(['recipes']);
    expect(Object.keys(byInstance.default![0]!.docs)).toEqual(['intro']);
  });
});
