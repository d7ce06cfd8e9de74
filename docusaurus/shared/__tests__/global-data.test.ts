import { describe, expect, it } from 'vitest';
import {
  activeDocContext,
  activeInstanceOf,
  docsGlobalDataByInstance,
  docVersionSuggestions,
  globalData,
  globalVersionOf,
  layoutDoc,
  layoutDocsSidebar,
  pluginData,
  allPluginInstancesData,
  versionCandidates,
  type GlobalDocsVersion,
} from '../global-data';
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

  it("gives a locale's paths as Docusaurus does, under the base URL with the locale in them once, and each sidebar by its own id", () => {
    // This build's routes of the Arabic site carry its prefix; the site is served under /sub/.
    const ar = docsVersionData(
      { name: '1.0', label: '1.0', isLast: true, path: '/ar/docs', mainDocId: 'intro' },
      [{ id: 'intro', path: '/ar/docs/intro', title: 'Intro', description: '', sidebar: '1.0/guide' }],
      '/sub/',
    );
    const docs = pluginData(globalData([ar]), 'docusaurus-plugin-content-docs') as { path: string; versions: { path: string; docs: unknown[] }[] };
    expect(docs.path).toBe('/sub/ar/docs');
    expect(docs.versions[0]!.path).toBe('/sub/ar/docs');
    expect(docs.versions[0]!.docs).toEqual([{ id: 'intro', path: '/sub/ar/docs/intro', sidebar: 'guide' }]);
    expect(ar.docs.intro!.sidebar).toBe('guide');
  });

  it("gives each sidebar its first link (`link: { path, label }`) under the base URL, by its own id, as Docusaurus's toGlobalSidebars; `{}` for one without", () => {
    // This build's names: the older version's sidebars are `<version>/<name>`, its routes carry the locale's prefix.
    const old = docsVersionData(
      {
        name: '1.0',
        label: '1.0',
        isLast: false,
        path: '/ar/docs/1.0',
        mainDocId: 'intro',
        // `1.0/outside` has links to other sites only: no doc names it, and it is still listed.
        sidebars: { '1.0/guide': { path: '/ar/docs/1.0/category/basics', label: 'Basics' }, '1.0/outside': null },
      },
      [
        { id: 'intro', path: '/ar/docs/1.0/intro', title: 'Intro', description: '', sidebar: '1.0/guide' },
        { id: 'ref', path: '/ar/docs/1.0/ref', title: 'Ref', description: '', sidebar: '1.0/api' },
      ],
      '/sub/',
    );
    const docs = pluginData(globalData([old]), 'docusaurus-plugin-content-docs') as { versions: GlobalDocsVersion[] };
    expect(docs.versions[0]!.sidebars).toEqual({ guide: { link: { path: '/sub/ar/docs/1.0/category/basics', label: 'Basics' } }, outside: {}, api: {} });
    expect(layoutDocsSidebar(docs.versions, 'guide').link).toEqual({ path: '/sub/ar/docs/1.0/category/basics', label: 'Basics' });
  });

  it('marks an unlisted doc `unlisted: true` and leaves the key out for the others, as the docs plugin writes its global data', () => {
    const version = docsVersionData({ name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: 'intro' }, [
      { id: 'intro', path: '/docs/intro', title: 'Intro', description: '', sidebar: 'guide' },
      { id: 'drafts/notes', path: '/docs/drafts/notes', title: 'Notes', description: '', sidebar: 'guide', unlisted: true },
    ]);
    const docs = pluginData(globalData([version]), 'docusaurus-plugin-content-docs') as { versions: { docs: object[] }[] };
    expect(docs.versions[0]!.docs).toEqual([
      { id: 'intro', path: '/docs/intro', sidebar: 'guide' },
      { id: 'drafts/notes', path: '/docs/drafts/notes', unlisted: true, sidebar: 'guide' },
    ]);
    expect(Object.keys(docs.versions[0]!.docs[0]!)).not.toContain('unlisted');
  });

  it("adds the site's plugins' data, and fails fast only when asked", () => {
    const data = globalData([], { 'lantern-plugin': { default: { wicks: 3 }, second: { wicks: 1 } } });
    expect(Object.keys(data)).toEqual(['lantern-plugin']);
    expect(pluginData(data, 'lantern-plugin', 'second')).toEqual({ wicks: 1 });
    expect(allPluginInstancesData(data, 'missing')).toBeUndefined();
    expect(() => pluginData(data, 'missing', undefined, { failfast: true })).toThrow('"missing" plugin with id "default"');
  });
});

describe('several docs plugin instances', () => {
  const recipes = docsVersionData({ pluginId: 'recipes', name: 'current', label: 'Next', isLast: true, path: '/recipes', mainDocId: 'lawn' }, [
    { id: 'lawn', path: '/recipes/lawn', title: 'Lawn', description: '', sidebar: null },
  ]);
  it('are each an entry of their own in global data, under their ids', () => {
    const docs = allPluginInstancesData(globalData([...versions, recipes]), 'docusaurus-plugin-content-docs') as Record<
      string,
      { path: string; versions: { docs: { id: string }[] }[] }
    >;
    expect(Object.keys(docs)).toEqual(['default', 'recipes']);
    expect(docs.default!.versions).toHaveLength(2);
    expect(docs.recipes!.path).toBe('/recipes');
    expect(docs.recipes!.versions[0]!.docs.map((d) => d.id)).toEqual(['lawn']);
  });
  it('are told apart by path, the longer path first, as the docs client finds the active one', () => {
    const instances = { default: { path: '/' }, android: { path: '/android' }, api: { path: '/api' } };
    expect(activeInstanceOf(instances, '/android/setup')?.pluginId).toBe('android');
    expect(activeInstanceOf(instances, '/intro')?.pluginId).toBe('default');
    // `/api` does not hold `/apiary`: the root instance does.
    expect(activeInstanceOf(instances, '/apiary')?.pluginId).toBe('default');
    expect(activeInstanceOf({ api: { path: '/api' } }, '/blog')).toBeUndefined();
    expect(activeInstanceOf(instances, '/api')).toEqual({ pluginId: 'api', pluginData: { path: '/api' } });
  });
});

describe("a navbar item's target in the candidate versions", () => {
  const [next, latest] = (allPluginInstancesData(globalData(versions), 'docusaurus-plugin-content-docs') as Record<string, { versions: GlobalDocsVersion[] }>)
    .default!.versions;
  it("are the page's version then the latest, each once", () => {
    expect(versionCandidates([next!, latest!], 'current', '2.0').map((v) => v.name)).toEqual(['current', '2.0']);
    expect(versionCandidates([next!, latest!], '2.0', '2.0').map((v) => v.name)).toEqual(['2.0']);
    expect(versionCandidates([next!, latest!], undefined, '2.0').map((v) => v.name)).toEqual(['2.0']);
  });
  it('finds a doc by id in the first version that has it, none without an id or for a draft, and names the ids there are otherwise', () => {
    expect(layoutDoc([next!, latest!], 'intro')?.path).toBe('/docs/next/intro');
    expect(layoutDoc([latest!, next!], 'loose')?.path).toBe('/docs/loose');
    expect(layoutDoc([latest!], undefined)).toBeNull();
    expect(layoutDoc([{ ...latest!, draftIds: ['wip'] }], 'wip')).toBeNull();
    expect(() => layoutDoc([next!, latest!], 'gone')).toThrow(
      'Couldn\'t find any doc with id "gone" in versions "current", "2.0".\nAvailable doc ids are:\n- intro\n- loose',
    );
  });
  it('finds a sidebar by id, and names the sidebars there are otherwise', () => {
    expect(layoutDocsSidebar([latest!], 'guide')).toEqual({});
    expect(() => layoutDocsSidebar([latest!], 'api')).toThrow('Can\'t find any sidebar with id "api" in version "2.0".\nAvailable sidebar ids are:\n- guide');
  });
});

describe("the docs client's version hooks (useActiveVersion, useLatestVersion, useActiveDocContext, useDocVersionSuggestions)", () => {
  const all = docsGlobalDataByInstance(versions.map((v) => ({ ...v, pluginId: 'default' })));
  const [next, last] = all.default!.versions as [GlobalDocsVersion, GlobalDocsVersion];

  it('give a version as global data holds it: its docs a list with their paths (a swizzled banner calls `version.docs.find`)', () => {
    expect(globalVersionOf(all, { pluginId: 'default', name: '2.0' })).toBe(last);
    expect(Array.isArray(globalVersionOf(all, { pluginId: 'default', name: 'current' })?.docs)).toBe(true);
    expect(globalVersionOf(all, { pluginId: 'other', name: '2.0' })).toBeUndefined();
    expect(last.docs.find((d) => d.id === last.mainDocId)?.path).toBe('/docs/intro');
  });

  it("find the page's doc at its path and the same doc in each version, and suggest it in the latest one", () => {
    const context = activeDocContext(next, all.default!.versions, '/docs/next/intro/');
    expect(context.activeDoc).toEqual({ id: 'intro', path: '/docs/next/intro', sidebar: 'guide' });
    expect(Object.keys(context.alternateDocVersions)).toEqual(['current', '2.0']);
    expect(docVersionSuggestions(last, context)).toEqual({
      latestDocSuggestion: { id: 'intro', path: '/docs/intro', sidebar: 'guide' },
      latestVersionSuggestion: last,
    });
    // Off a doc (a version's tag page): no doc, no alternates, the latest version still suggested.
    const off = activeDocContext(next, all.default!.versions, '/docs/next/tags');
    expect(off).toEqual({ activeVersion: next, activeDoc: undefined, alternateDocVersions: {} });
    expect(docVersionSuggestions(last, off).latestDocSuggestion).toBeUndefined();
  });
});
