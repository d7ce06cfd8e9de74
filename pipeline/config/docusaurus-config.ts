import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../site-config.js';
import { importFirst } from './load.js';
import type { ContentLayout } from './docusaurus/layout.js';

const DOCUSAURUS_CONFIGS = ['docusaurus.config.ts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

/**
 * A Docusaurus site folder has `docusaurus.config.js`, not our `site.config.ts`. So that the folder
 * builds as it stands, its title, tagline and url are read from that file (imported when it loads
 * on its own, otherwise read as text: real configs often require theme packages we do not have),
 * and the rest is the plain layout every Docusaurus site starts with: docs, blog, search.
 */
export async function siteConfigFromDocusaurus(
  contentRoot: string,
  sidebarNames: string[],
  hasBlog: boolean,
  layout?: ContentLayout,
): Promise<{ path: string; value: SiteConfig }> {
  const found = DOCUSAURUS_CONFIGS.map((n) => join(contentRoot, n)).find((p) => existsSync(p));
  let fields: Partial<Record<'title' | 'tagline' | 'url' | 'baseUrl', string>> = {};
  if (found) {
    try {
      const imported = await importFirst<Record<string, unknown>>(contentRoot, DOCUSAURUS_CONFIGS);
      const v = imported?.value;
      const config = (typeof v === 'function' ? await (v as () => unknown)() : v) as Record<string, unknown> | undefined;
      for (const key of ['title', 'tagline', 'url', 'baseUrl'] as const) if (typeof config?.[key] === 'string') fields[key] = config[key];
    } catch {
      fields = readFieldsAsText(readFileSync(found, 'utf8'));
    }
  }
  const title = fields.title ?? 'Documentation';
  return {
    path: found ?? join(contentRoot, 'site.config.ts'),
    value: {
      title,
      tagline: fields.tagline ?? '',
      url: fields.url ?? 'http://localhost',
      baseUrl: fields.baseUrl ?? '/',
      logo: { alt: title, src: existsSync(join(contentRoot, 'static/img/logo.svg')) ? '/img/logo.svg' : '/favicon.svg' },
      navbar: [
        ...(sidebarNames[0] ? [{ type: 'docSidebar' as const, sidebarId: sidebarNames[0], label: 'Docs', position: 'left' as const }] : []),
        ...(hasBlog ? [{ label: 'Blog', to: layout?.blog?.prefix || '/blog', position: 'left' as const }] : []),
        { type: 'search' as const, position: 'right' as const },
      ],
      footer: { columns: [], copyright: `Copyright © ${title}` },
    },
  };
}

/** `title: 'x'` style fields of a config that cannot be imported here. */
export function readFieldsAsText(text: string): Partial<Record<'title' | 'tagline' | 'url' | 'baseUrl', string>> {
  const out: Partial<Record<'title' | 'tagline' | 'url' | 'baseUrl', string>> = {};
  for (const key of ['title', 'tagline', 'url', 'baseUrl'] as const) {
    const m = new RegExp(`\\b${key}\\s*:\\s*(['"\`])((?:(?!\\1)[^\\\\]|\\\\.)*)\\1`).exec(text);
    if (m) out[key] = m[2]!;
  }
  return out;
}
