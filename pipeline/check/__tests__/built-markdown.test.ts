import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBuildMarkdown, compareMarkdown } from '../built-markdown';
import type { RouteChunk } from '../../../common/contract';

const el = (tagName: string, children: unknown[], properties: Record<string, unknown> = {}) => ({ type: 'element', tagName, properties, children });
const t = (value: string) => ({ type: 'text', value });
const chunk = (title: string, body: unknown[]) => ({ kind: 'doc', route: '/docs/x', title, body: { type: 'root', children: body } }) as unknown as RouteChunk;

const page = chunk('Wiring', [
  el('h2', [t('Before you start')]),
  el('CodeBlock', [el('pre', [el('code', [t('make wire\n')])])], { language: 'sh' }),
  el('h3', [t('Tools')]),
  el('Mermaid', [], { value: 'graph LR\n  a --> b\n' }),
]);
const good = '# Wiring\n\n## Before you start\n\n```sh\nmake wire\n```\n\n### Tools\n\n```mermaid\ngraph LR\n  a --> b\n```\n';

describe('checking the Markdown of a build', () => {
  it('accepts a page carrying its title, headings and code blocks', () => {
    expect(compareMarkdown(good, page)).toEqual([]);
  });

  it('says what is missing or different', () => {
    expect(compareMarkdown('Wiring\n\n## Before you start\n', page)).toEqual([
      'does not open with the title as an H1',
      'misses headings: "Tools"',
      'has 0 code blocks, the page 2',
    ]);
    expect(compareMarkdown(good.replace('make wire', 'make wires'), page)).toEqual(["code block 1 differs from the page's"]);
    expect(compareMarkdown(good.replace('### Tools\n\n', '').replace('## Before', '### Tools\n\n## Before'), page)).toEqual([
      'headings differ: ["Tools","Before you start"] ≠ ["Before you start","Tools"]',
    ]);
  });

  const dir = mkdtempSync(join(tmpdir(), 'md-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };

  it('runs over a whole build output: every doc and post of every locale, files under the base URL', () => {
    const manifest = (routes: Record<string, unknown>) => JSON.stringify({ site: { baseUrl: '/sub/' }, routes });
    write('_data/x.json', JSON.stringify(page));
    write('_data/y.json', JSON.stringify({ ...page, route: '/blog/y', kind: 'blog-post' }));
    write(
      'manifest.json',
      manifest({
        '/sub/docs/x': { kind: 'doc', chunk: '/sub/_data/x.json' },
        '/sub/blog/y': { kind: 'blog-post', chunk: '/sub/_data/y.json' },
        '/sub/blog': { kind: 'blog-list', chunk: '/sub/_data/z.json' },
      }),
    );
    write('ar/manifest.json', manifest({ '/sub/ar/docs/x': { kind: 'doc', chunk: '/sub/_data/x.json' } }));
    write('docs/x.md', good);
    write('blog/y.md', '# Wiring\n');
    expect(checkBuildMarkdown(dir)).toEqual({
      checked: 3,
      failures: [
        '/sub/blog/y: misses headings: "Before you start", "Tools"; has 0 code blocks, the page 2',
        '/sub/ar/docs/x: no Markdown file at /sub/ar/docs/x.md',
      ],
    });
  });
});
