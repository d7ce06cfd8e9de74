import { readdirSync, readFileSync } from 'node:fs';
import { join, basename, dirname, relative } from 'node:path';
import { expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import { compileMdx, type CompileOptions } from '../processor';
import { parseFrontMatter } from '../../content/front-matter';
import { docsVersionData } from '../../../docusaurus/shared/docs-data';
import { markdownFormatOf } from '../../config/markdown-format';

/** The site the fixtures are compiled in: two docs, for the Docusaurus docs hooks. */
const SITE_DATA = {
  site: { title: 'Fixtures', tagline: 'Plugin fixtures', url: 'https://fixtures.example', baseUrl: '/', customFields: { lamps: 3 } },
  versions: [
    docsVersionData({ name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: 'guide/first' }, [
      { id: 'guide/first', path: '/docs/guide/first', title: 'First guide', description: 'Where to start', sidebar: 'docs' },
      { id: 'guide/second', path: '/docs/guide/second', title: 'Second guide', description: '', sidebar: 'docs' },
    ]),
  ],
};

const BLOCK =
  /><(?=\/?(?:p|h[1-6]|pre|div|aside|ul|ol|li|table|thead|tbody|tr|details|summary|blockquote|Admonition|CodeBlock|Tabs|TabItem|Mermaid|truncate-marker)[\s>])/g;

/** The site options a plugin's fixtures are compiled with (as a site config would set them). */
type FixtureOptions = Pick<CompileOptions, 'idealImage' | 'markdown' | 'codeThemes'>;

/** Compiles a fixture and renders it as readable HTML, followed by what the plugins reported. */
export async function renderFixture(path: string, options: FixtureOptions = {}): Promise<string> {
  const fm = parseFrontMatter(readFileSync(path, 'utf8'));
  const result = await compileMdx(fm.body, {
    filePath: `docs/${basename(path)}`,
    absolutePath: path,
    contentRoot: dirname(path),
    frontMatter: fm.data,
    lineOffset: fm.bodyLine,
    route: `/docs/${basename(path).replace(/\.mdx?$/, '')}`,
    siteData: SITE_DATA,
    // A fixture's front-matter `format` (Docusaurus's `md`/`mdx`/`detect`); MDX otherwise.
    format: markdownFormatOf(path, fm.data.format),
    ...options,
    resolveLink: (url) => (url.endsWith('.md') ? `/docs/${url.replace(/^\.\//, '').replace(/\.md$/, '')}` : url.startsWith('/') ? url : null),
  });
  const html = toHtml(result.body as unknown as Root).replace(BLOCK, '>\n<');
  const parts = [html];
  if (result.excerpt) parts.push(`<!-- excerpt -->\n${toHtml(result.excerpt as unknown as Root).replace(BLOCK, '>\n<')}`);
  if (result.toc.length) parts.push(`<!-- toc: ${JSON.stringify(result.toc)} -->`);
  for (const m of result.messages) parts.push(`<!-- ${m.severity} ${m.line}:${m.column} ${m.message} -->`);
  for (const [key, entry] of Object.entries(result.localComponents))
    parts.push(`<!-- component ${key} → ${entry.path ? relative(dirname(path), entry.path) : `extracted:\n${entry.source ?? ''}`} -->`);
  for (const i of result.images) parts.push(`<!-- image ${relative(dirname(path), i.from)} → ${i.to} -->`);
  for (const r of result.resizedImages)
    parts.push(`<!-- resized ${relative(dirname(path), r.from)} → ${r.to} (${r.width} px, ${r.format}, quality ${r.quality}) -->`);
  for (const l of result.links) parts.push(`<!-- link ${l.line}:${l.column} ${l.url} → ${String(l.route)}${l.hash ? `#${l.hash}` : ''} -->`);
  // Absolute paths differ per checkout; the snapshot shows them from the fixtures folder.
  return `${parts.join('\n').replaceAll(dirname(path), '<fixtures>')}\n`;
}

/** One snapshot test per fixture in `<dir>/fixtures`, written to `<dir>/__snapshots__/<name>.html`. */
export function snapshotFixtures(dir: string, options: FixtureOptions = {}) {
  const fixtures = readdirSync(join(dir, 'fixtures')).filter((f) => /\.mdx?$/.test(f));
  if (fixtures.length === 0) throw new Error(`no fixtures in ${dir}/fixtures`);
  for (const name of fixtures) {
    it(`renders ${name}`, async () => {
      await expect(await renderFixture(join(dir, 'fixtures', name), options)).toMatchFileSnapshot(
        join(dir, '__snapshots__', `${name.replace(/\.mdx?$/, '')}.html`),
      );
    });
  }
}
