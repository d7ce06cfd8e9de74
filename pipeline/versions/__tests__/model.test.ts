import { describe, expect, it } from 'vitest';
import { docsVersionOf } from '../model';
import type { DocsLayout } from '../../../docusaurus/node/config/layout';
import type { DocEntry } from '../../model/entries';

const instance = {
  id: 'default',
  prefix: '/docs',
  version: { pluginId: 'default', name: 'current', label: 'Next', isLast: true, banner: null, badge: false },
} as unknown as DocsLayout;

const doc = (id: string): DocEntry => ({
  id,
  route: `/docs/${id}`,
  instance: 'default',
  source: { kind: 'doc', path: `docs/${id}.md`, sectionPath: `${id}.md`, section: 'default', frontMatter: {}, body: '', bodyLine: 1 },
});

describe('docsVersionOf', () => {
  it("names every sidebar of the instance for the docs plugin's global data, `null` for one without a link", () => {
    const docs = [doc('wiring'), doc('testing')];
    const version = docsVersionOf(
      instance,
      docs,
      new Map([
        ['default:wiring', 'bench'],
        ['default:testing', 'bench'],
      ]),
      new Map([['bench', '/docs/wiring']]),
      (inst, id) => `${inst}:${id}`,
      new Map([['bench', { route: '/docs/wiring', label: 'Wiring the bench' }]]),
      ['bench', 'suppliers'],
    );
    expect(version.sidebars).toEqual({ bench: { route: '/docs/wiring', label: 'Wiring the bench' }, suppliers: null });
    expect(version.mainDocId).toBe('wiring');
  });

  it("lists the instance's drafts, sorted, for global data's `draftIds`, and nothing when there are none", () => {
    const version = (drafts?: Set<string>) =>
      docsVersionOf(instance, [doc('wiring')], new Map<string, string>(), new Map<string, string>(), (inst, id) => `${inst}:${id}`, new Map(), [], drafts);
    expect(version(new Set(['zinc-plating', 'anodising'])).draftIds).toEqual(['anodising', 'zinc-plating']);
    expect('draftIds' in version()).toBe(false);
  });
});
