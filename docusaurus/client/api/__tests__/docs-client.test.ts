import { describe, expect, it } from 'vitest';
import type { BootManifest, DocsData } from '../../../../common/contract';
import { stableDocsData } from '../plugin-content-docs-client';

describe("@docusaurus/plugin-content-docs/client's data", () => {
  // theme-common 3.0–3.4's DocsPreferredVersionContextProvider sets state in an effect keyed on it.
  it('is one object per docs data file and manifest, as Docusaurus global data is', () => {
    const manifest = {
      site: { baseUrl: '/' },
      versions: [{ pluginId: 'default', name: 'current', label: 'Next', path: '/docs', isLast: true, banner: null, badge: false }],
    } as unknown as BootManifest;
    const data = { versions: [{ pluginId: 'default', name: 'current', docs: [] }] } as unknown as DocsData;
    const first = stableDocsData(data, manifest);
    expect(stableDocsData(data, manifest).all).toBe(first.all);
    expect(stableDocsData(data, manifest).docsData).toBe(first.docsData);
    expect(first.all.default.versions).toHaveLength(1);
    // Another locale's manifest gives its own.
    expect(stableDocsData(data, { ...manifest }).all).not.toBe(first.all);
  });
});
