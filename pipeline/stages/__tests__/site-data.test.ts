import { describe, expect, it } from 'vitest';
import { compileSiteData, type SiteDataInputs } from '../site-data';
import type { DocEntry } from '../../model/entries';
import { docsGlobalData } from '../../../docusaurus/shared/global-data';
import type { ContentLayout } from '../../../docusaurus/node/config/layout';

/** A doc of one instance, as the routes stage gives it. */
function doc(instance: string, id: string, route: string, frontMatter: Record<string, unknown> = {}): DocEntry {
  return {
    id,
    route,
    instance,
    source: { kind: 'doc', path: `${instance}/${id}.md`, sectionPath: `${id}.md`, section: instance, frontMatter, body: `# ${id} page\n`, bodyLine: 1 },
  };
}

const version = (pluginId: string, name: string, label: string, isLast: boolean) => ({
  pluginId,
  name,
  label,
  isLast,
  banner: null,
  badge: false,
  className: '',
  prefix: '',
  path: '',
  sidebarPath: undefined,
  localizedPath: '',
});

/** Two versions of the default docs (1.0 last, at /docs; the current one at /docs/next) and a `kitchen` instance. */
const layout = {
  docs: [
    { id: 'default', prefix: '/docs/next', sidebarPath: undefined, version: version('default', 'current', 'Next', false) },
    { id: 'default@1.0', prefix: '/docs', sidebarPath: undefined, version: version('default', '1.0', 'v1.0', true) },
    { id: 'kitchen', prefix: '/kitchen', sidebarPath: false, version: version('kitchen', 'current', 'Next', true) },
  ],
} as unknown as ContentLayout;

const sidebars = (value: Record<string, unknown>) => ({ path: 'sidebars.js', value, text: '' }) as NonNullable<SiteDataInputs['sidebarsFile']>;

describe('compileSiteData', () => {
  const docs = [
    doc('default', 'setup', '/docs/next/setup'),
    doc('default', 'intro', '/docs/next/intro'),
    doc('default@1.0', 'intro', '/docs/intro', { title: 'Old intro' }),
    doc('kitchen', 'knives', '/kitchen/knives'),
    doc('pages', 'about', '/about'),
  ];
  const inputs: SiteDataInputs = {
    siteFile: null,
    sidebarsFile: null,
    layout,
    instanceSidebars: new Map([
      ['default', sidebars({ guide: ['intro', 'setup'] })],
      ['default@1.0', sidebars({ guide: ['intro'] })],
      ['kitchen', null],
    ]),
  };
  const data = compileSiteData(docs, inputs);

  it('holds every version of every docs instance, each with its own docs, and no Markdown page', () => {
    expect(data.versions.map((v) => [v.pluginId, v.name, v.label, v.isLast, v.path])).toEqual([
      ['default', 'current', 'Next', false, '/docs/next'],
      ['default', '1.0', 'v1.0', true, '/docs'],
      ['kitchen', 'current', 'Next', true, '/kitchen'],
    ]);
    expect(data.versions.map((v) => Object.keys(v.docs))).toEqual([['setup', 'intro'], ['intro'], ['knives']]);
    expect(data.versions[1]!.docs.intro!.title).toBe('Old intro');
  });

  it("picks each version's main doc as Docusaurus does: its first sidebar's first doc when none is at its root", () => {
    expect(data.versions.map((v) => v.mainDocId)).toEqual(['intro', 'intro', 'knives']);
  });

  it("reads each version's own sidebars; an instance with `sidebarPath: false` has none", () => {
    expect(data.versions[0]!.docs.setup!.sidebar).toBe('guide');
    expect(data.versions[2]!.docs.knives!.sidebar).toBeNull();
    // Each under its name in the site (`sidebars/names.ts`): the versions' `guide` do not collide.
    expect(Object.keys(data.sidebars ?? {})).toEqual(['current/guide', 'guide']);
  });

  it("lists a sidebar with no link of its own in the version's global data, as Docusaurus's `{}`", () => {
    const withLinksOnly: SiteDataInputs = {
      ...inputs,
      instanceSidebars: new Map([
        ['default', sidebars({ guide: ['intro', 'setup'], elsewhere: [{ type: 'link', label: 'Supplier catalogue', href: 'https://example.org/catalogue' }] })],
        ['default@1.0', sidebars({ guide: ['intro'] })],
        ['kitchen', null],
      ]),
    };
    const current = compileSiteData(docs, withLinksOnly).versions[0]!;
    expect(current.sidebarLinks).toEqual({ guide: { path: '/docs/next/intro', label: 'intro' }, elsewhere: null });
    const global = docsGlobalData([current]).versions[0]!;
    expect(global.sidebars).toEqual({ guide: { link: { path: '/docs/next/intro', label: 'intro' } }, elsewhere: {} });
  });

  it("lists each version's drafts for global data's `draftIds`, and drops a sidebar's item naming one without an error", () => {
    const withDraft = compileSiteData(
      docs,
      { ...inputs, instanceSidebars: new Map([...inputs.instanceSidebars!, ['default', sidebars({ guide: ['intro', 'setup', 'whetstones'] })]]) },
      undefined,
      new Map([['default', new Set(['whetstones'])]]),
    );
    expect(withDraft.versions.map((v) => v.draftIds)).toEqual([['whetstones'], [], []]);
    expect(withDraft.sidebars?.['current/guide']?.map((item) => (item.type === 'doc' ? item.id : item.type))).toEqual(['intro', 'setup']);
    expect(docsGlobalData(withDraft.versions.slice(0, 2)).versions[0]!.draftIds).toEqual(['whetstones']);
    expect(data.versions.every((v) => v.draftIds.length === 0)).toBe(true);
  });

  it('keeps one docs instance at /docs for a folder without a Docusaurus config', () => {
    const own = compileSiteData([doc('default', 'start', '/docs/start')], null);
    expect(own.versions.map((v) => [v.pluginId, v.name, v.path, v.mainDocId])).toEqual([['default', 'current', '/docs', 'start']]);
  });
});
