import { describe, expect, it } from 'vitest';
import { globalData, pluginData, allPluginInstancesData } from '../global-data';
import { docsVersionData } from '../docs-data';

const versions = [
  docsVersionData({ name: 'current', label: 'Next', isLast: false, path: '/docs/next', mainDocId: 'intro' }, [
    { id: 'intro', path: '/docs/next/intro', title: 'Intro', description: '', sidebar: 'guide' },
  ]),
  docsVersionData({ name: '2.0', label: '2.0', isLast: true, path: '/docs', mainDocId: 'intro' }, [
    { id: 'intro', path: '/docs/intro', title: 'Intro', description: '', sidebar: 'guide' },
    { id: 'loose', path: '/docs/loose', title: 'Loose', description: '', sidebar: null },
  ]),
];

describe("useGlobalData's value", () => {
  it("holds the docs plugin's data in Docusaurus's shape (path of the last version, versions with docs and sidebars)", () => {
    const docs = pluginData(globalData(versions), 'docusaurus-plugin-content-docs') as { path: string; versions: unknown[] };
    expect(docs.path).toBe('/docs');
    expect(docs.versions[1]).toEqual({
      name: '2.0',
      label: '2.0',
      isLast: true,
      path: '/docs',
      mainDocId: 'intro',
      docs: [
        { id: 'intro', path: '/docs/intro', sidebar: 'guide' },
        { id: 'loose', path: '/docs/loose', sidebar: null },
      ],
      draftIds: [],
      sidebars: { guide: {} },
    });
  });

  it("adds the site's plugins' data, and fails fast only when asked", () => {
    const data = globalData([], { 'lantern-plugin': { default: { wicks: 3 }, second: { wicks: 1 } } });
    expect(Object.keys(data)).toEqual(['lantern-plugin']);
    expect(pluginData(data, 'lantern-plugin', 'second')).toEqual({ wicks: 1 });
    expect(allPluginInstancesData(data, 'missing')).toBeUndefined();
    expect(() => pluginData(data, 'missing', undefined, { failfast: true })).toThrow('"missing" plugin with id "default"');
  });
});
