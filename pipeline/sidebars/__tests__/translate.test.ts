import { describe, expect, it } from 'vitest';
import { resolveSidebars } from '../resolve.js';
import type { SidebarDoc } from '../types.js';

const doc = (id: string, title: string): SidebarDoc => ({
  id,
  route: `/docs/${id}`,
  title,
  sidebarLabel: null,
  sidebarPosition: null,
  relativePath: `${id}.md`,
});
const docs = [doc('start', 'Start here'), doc('setup/install', 'Install'), doc('setup/upgrade', 'Upgrade')];

const config = {
  manual: [
    { type: 'doc' as const, id: 'start', label: 'Begin' },
    'setup/install',
    {
      type: 'category' as const,
      label: 'Setting up',
      link: { type: 'generated-index' as const, description: 'How to set it up.' },
      items: ['setup/upgrade', { type: 'link' as const, label: 'Changelog', href: 'https://changes.example' }],
    },
  ],
};

const messages = {
  'sidebar.manual.doc.Begin': 'ابدأ',
  // Not written in the sidebars file: the doc's own title is translated in its file, not here.
  'sidebar.manual.doc.Install': 'لا يُستعمل',
  'sidebar.manual.category.Setting up': 'الإعداد',
  'sidebar.manual.category.Setting up.link.generated-index.description': 'كيف تُعدّه.',
  'sidebar.manual.link.Changelog': 'سجل التغييرات',
};

describe('sidebar translations (Docusaurus keys, applied after routes are made)', () => {
  const r = resolveSidebars(config, docs, { messages });
  const [begin, install, category] = r.sidebars.manual!;

  it('translates categories, links and the doc labels the sidebars file wrote, not a doc title', () => {
    expect(begin).toMatchObject({ type: 'doc', label: 'ابدأ' });
    expect(install).toMatchObject({ type: 'doc', label: 'Install' });
    expect(category).toMatchObject({ type: 'category', label: 'الإعداد' });
    expect(category?.type === 'category' && category.items[1]).toMatchObject({ type: 'link', label: 'سجل التغييرات' });
  });

  it('keeps the generated index slug of the untranslated label, and titles the page with the translated one', () => {
    expect(r.generatedIndexes).toEqual([expect.objectContaining({ route: '/docs/category/setting-up', title: 'الإعداد', description: 'كيف تُعدّه.' })]);
    expect(category?.type === 'category' && category.route).toBe('/docs/category/setting-up');
  });

  it('carries the translated labels into breadcrumbs and previous/next links', () => {
    expect(r.navigation.get('setup/upgrade')?.breadcrumbs).toEqual([
      { title: 'الإعداد', route: '/docs/category/setting-up' },
      { title: 'Upgrade', route: '/docs/setup/upgrade' },
    ]);
    expect(r.navigation.get('setup/install')?.previous).toEqual({ title: 'ابدأ', route: '/docs/start' });
  });

  it('leaves a sidebar untouched without messages', () => {
    const plain = resolveSidebars(config, docs);
    expect(plain.sidebars.manual![0]).toMatchObject({ label: 'Begin' });
    expect(plain.generatedIndexes[0]?.title).toBe('Setting up');
  });
});
