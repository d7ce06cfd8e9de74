import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Root, Heading, Code, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { compileMdx } from '../../mdx/processor';
import { parseFrontMatter } from '../../content/front-matter';
import { pageMarkdown } from '../markdown';
import { markdownPath } from '../../../common/markdown-path';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'markdown', 'page.mdx');

async function fixtureMarkdown(): Promise<string> {
  const fm = parseFrontMatter(readFileSync(FIXTURE, 'utf8'));
  const result = await compileMdx(fm.body, {
    filePath: 'docs/page.mdx',
    absolutePath: FIXTURE,
    contentRoot: join(import.meta.dirname, 'fixtures', 'markdown'),
    frontMatter: fm.data,
    lineOffset: fm.bodyLine,
    resolveLink: (url) => (url.startsWith('/') ? url : null),
  });
  expect(result.messages.filter((m) => m.severity === 'error')).toEqual([]);
  return pageMarkdown(
    { title: 'Lamp setup', description: 'How to set up a lamp from the kit.', url: 'https://lamps.example/docs/page', body: result.body },
    'https://lamps.example',
  );
}

function parse(md: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(md);
}

function all<T extends Root['children'][number]>(tree: Root, type: T['type']): T[] {
  const out: T[] = [];
  const walk = (n: { type: string; children?: unknown[] }) => {
    if (n.type === type) out.push(n as T);
    for (const c of (n.children ?? []) as { type: string }[]) walk(c);
  };
  walk(tree);
  return out;
}

describe('a page as Markdown', () => {
  it('matches the readable snapshot', async () => {
    await expect(await fixtureMarkdown()).toMatchFileSnapshot(join(import.meta.dirname, '__snapshots__', 'page.md'));
  });

  it('parses back with its headings, code blocks (with language), table, tabs and absolute links', async () => {
    const tree = parse(await fixtureMarkdown());
    expect(all<Heading>(tree, 'heading').map((h) => `${h.depth} ${toString(h)}`)).toEqual([
      '1 Lamp setup',
      '2 Install the base',
      '3 Table of parts',
      '2 Wiring from a partial',
    ]);
    expect(all<Code>(tree, 'code').map((c) => [c.lang, c.value])).toEqual([
      ['bash', 'sudo apt install lampctl'],
      ['bash', 'brew install lampctl'],
      ['bash', 'lampctl wire --check'],
      ['mermaid', 'graph TD; A-->B'],
    ]);
    const table = all<Table>(tree, 'table')[0]!;
    expect(table.align).toEqual(['left', 'right', 'center']);
    expect(table.children.map((r) => r.children.map((c) => toString(c)))).toEqual([
      ['Part', 'Count', 'Note'],
      ['Bulb', '2', 'E27'],
      ['Shade', '1', 'with a link'],
    ]);
    const text = toString(tree);
    // Every tab, labelled; the admonition with its title; the partial inlined.
    expect(text).toContain('Linux');
    expect(text).toContain('macOS');
    expect(text).toContain('Before you start');
    expect(text).toContain('neutral wire is always blue');
    const links = all<{ type: 'link'; url: string; children: never[] }>(tree, 'link').map((l) => l.url);
    expect(links).toContain('https://lamps.example/docs/intro#start');
    expect(links).toContain('https://lamps.example/docs/shade');
    expect(links).toContain('https://example.org/lamps');
    expect(all<{ type: 'image'; url: string }>(tree, 'image').map((i) => i.url)).toEqual(['https://lamps.example/img/lamp.svg']);
  });

  it("labels tabs by their <Tabs>'s `values` when it gives them (Docusaurus's older form), else by their own label or value", () => {
    const item = (value: string, text: string) => ({
      type: 'element' as const,
      tagName: 'TabItem',
      properties: { value },
      children: [{ type: 'text' as const, value: text }],
    });
    const body = {
      type: 'root' as const,
      children: [
        {
          type: 'element' as const,
          tagName: 'Tabs',
          properties: { values: [{ value: 'ts', label: 'TypeScript' }] },
          children: [item('ts', 'typed'), item('js', 'plain')],
        },
      ],
    };
    const md = pageMarkdown({ title: 'T', description: '', url: 'https://lamps.example/t', body }, 'https://lamps.example');
    expect(md).toContain('**TypeScript**\n\ntyped');
    expect(md).toContain('**js**\n\nplain');
  });

  it('is published at <route>.md, or <route>index.md for a folder route', () => {
    expect(markdownPath('/docs/a')).toBe('/docs/a.md');
    expect(markdownPath('/docs/voice/')).toBe('/docs/voice/index.md');
    expect(markdownPath('/')).toBe('/index.md');
  });
});
