import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileTasks, compileThreadsOf, defaultCompileThreads } from '../pool';
import type { CompileContext, CompileTask } from '../batch';
import type { SourceDocument } from '../../content/collect';
import { compileSiteData } from '../../stages/site-data';
import { NO_MARKDOWN_PLUGINS } from '../../../docusaurus/node/config/markdown-plugins';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';

/** Thirty small docs that link to each other and carry code: enough to be sent to the threads. */
function site(root: string): { tasks: CompileTask[]; context: CompileContext } {
  const tasks: CompileTask[] = [];
  const fileToRoute: [string, string][] = [];
  for (let i = 0; i < 30; i++) {
    const path = `docs/page-${i}.md`;
    const body = `\n## Part ${i}\n\nSee [the next page](./page-${(i + 1) % 30}.md) and [a missing one](./gone-${i}.md).\n\n\`\`\`python\nvalue = ${i}\n\`\`\`\n`;
    writeFileSync(join(root, `page-${i}.md`), `---\ntitle: Page ${i}\n---\n${body}`);
    const source: SourceDocument = {
      kind: 'doc',
      path,
      sectionPath: `page-${i}.md`,
      section: 'default',
      frontMatter: { title: `Page ${i}` },
      body,
      bodyLine: 4,
    };
    tasks.push({ source, route: `/docs/page-${i}`, fallbackTitle: `page-${i}`, site: {} });
    fileToRoute.push([path, `/docs/page-${i}`]);
  }
  return { tasks, context: { run: 'test', contentRoot: root, fileToRoute, roots: ['docs', 'blog'], linkBase: '/', siteData: compileSiteData([], null) } };
}

describe('the compile pool', () => {
  it('compiles on worker threads exactly as in the build’s own thread, in order, with every link it resolved', async () => {
    const root = mkdtempSync(join(tmpdir(), 'compile-pool-'));
    try {
      const { tasks, context } = site(root);
      const inThread = await compileTasks(tasks, context, 0);
      const onThreads = await compileTasks(tasks, { ...context, run: 'test-2' }, 2);
      const onOneThread = await compileTasks(tasks, { ...context, run: 'test-3' }, 1);
      expect(onThreads).toHaveLength(30);
      expect(JSON.parse(JSON.stringify(onThreads))).toEqual(JSON.parse(JSON.stringify(inThread)));
      expect(JSON.parse(JSON.stringify(onOneThread))).toEqual(JSON.parse(JSON.stringify(inThread)));
      expect(onThreads.map((r) => r.title)).toEqual(tasks.map((t) => t.source.frontMatter.title));
      expect(onThreads[3]!.links).toEqual([
        ['./page-4.md', 'docs/page-3.md', '/docs/page-4'],
        ['./gone-3.md', 'docs/page-3.md', null],
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('compiles in its own thread when the shared data cannot be sent to a thread', async () => {
    const root = mkdtempSync(join(tmpdir(), 'compile-pool-'));
    try {
      const { tasks, context } = site(root);
      const withFunction = { ...context, siteData: { ...context.siteData, site: { ...context.siteData.site, customFields: { format: () => 'x' } } } };
      const results = await compileTasks(tasks, withFunction, 2);
      expect(results.map((r) => r.title)).toEqual(tasks.map((t) => t.source.frontMatter.title));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("runs a site's Markdown plugins on many pages at once, as Docusaurus's loaders do: a page may wait for a later page's compile", async () => {
    const root = mkdtempSync(join(tmpdir(), 'compile-pool-'));
    try {
      const { tasks, context } = site(root);
      // Shared across pages, as a plugin module's state is in Docusaurus's one process: every page
      // but the last waits for the last page's first heading, which only its own compile gives.
      let lastHeading: (text: string) => void = () => undefined;
      const heading = new Promise<string>((resolve) => (lastHeading = resolve));
      const previewOfLast = () => async (tree: Root, file: VFile) => {
        const first = tree.children.find((n) => n.type === 'heading');
        const text = first?.type === 'heading' && first.children[0]?.type === 'text' ? first.children[0].value : '';
        if (file.path.endsWith('page-29.md')) lastHeading(text);
        else tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: `Last page: ${await heading}` }] });
      };
      const withPlugin = tasks.map((t) => ({ ...t, site: { markdownPlugins: { ...NO_MARKDOWN_PLUGINS, remarkPlugins: [previewOfLast] } } }));
      const order: number[] = [];
      const results = await compileTasks(withPlugin, context, 2, (_r, i) => order.push(i));
      expect(results.map((r) => r.title)).toEqual(tasks.map((t) => t.source.frontMatter.title));
      expect(JSON.stringify(results[0]!.compiled.body)).toContain('Last page: Part 29');
      expect(order).toHaveLength(30);
      expect(order[0]).toBe(29);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('uses one thread per two cores unless told otherwise; --workers 1 compiles in the build’s own thread', () => {
    expect([1, 2, 3, 4, 8].map(defaultCompileThreads)).toEqual([1, 1, 1, 2, 4]);
    expect([1, 2, 3, 4, 8].map((cores) => compileThreadsOf(undefined, cores))).toEqual([1, 1, 1, 2, 4]);
    expect([1, 2, 4].map((n) => compileThreadsOf(n, 2))).toEqual([0, 2, 4]);
  });
});
