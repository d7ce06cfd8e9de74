import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import type { Root as MdastRoot, Code } from 'mdast';
import type { VFile } from 'vfile';
import { compileMdx } from '../processor';
import { NO_MARKDOWN_PLUGINS, type MarkdownPlugins } from '../../../docusaurus/node/config/markdown-plugins';

/** A site's own remark/rehype plugins (a docs plugin's `remarkPlugins`, ...), run where Docusaurus runs them. */
async function compile(text: string, plugins: Partial<MarkdownPlugins>) {
  const result = await compileMdx(text, {
    filePath: 'docs/page.mdx',
    absolutePath: '/site/docs/page.mdx',
    contentRoot: '/site',
    frontMatter: { title: 'T' },
    resolveLink: () => null,
    markdownPlugins: { ...NO_MARKDOWN_PLUGINS, ...plugins },
  });
  return { html: toHtml(result.body as unknown as Root), messages: result.messages.map((m) => `${m.line}:${m.column} ${m.message}`) };
}

describe("a site's own Markdown plugins", () => {
  it('run after the default ones, so the code they add is highlighted; they get their options and the absolute path', async () => {
    let seenPath = '';
    const addExample = (options: { lang: string }) => (tree: MdastRoot, file: VFile) => {
      seenPath = file.path;
      // Docusaurus's own plugins ran first: the admonition is already marked as one.
      expect(tree.children[0]?.data?.hName).toBe('Admonition');
      tree.children.push({ type: 'code', lang: options.lang, value: 'lamps = 3' } satisfies Code);
    };
    const { html, messages } = await compile(':::note\n\nLamps.\n\n:::\n', { remarkPlugins: [[addExample, { lang: 'python' }]] });
    expect(messages).toEqual([]);
    expect(seenPath).toBe('/site/docs/page.mdx');
    expect(html).toContain('lamps');
    expect(html).toMatch(/<pre[^>]*>.*--shiki-light/s);
  });

  it('run `beforeDefaultRemarkPlugins` before the defaults, and rehype plugins on the HTML tree', async () => {
    const order: string[] = [];
    const before = () => (tree: MdastRoot) =>
      void order.push(tree.children.some((n) => n.type === 'containerDirective') ? 'directive still there' : 'no directive');
    const rehype = () => (tree: Root) => {
      order.push(`rehype: ${tree.children[0]?.type}`);
    };
    await compile(':::tip\n\nLamps.\n\n:::\n', { beforeDefaultRemarkPlugins: [before], rehypePlugins: [rehype] });
    expect(order).toEqual(['directive still there', 'rehype: element']);
  });

  it('make a plugin that throws an error of the file, at the place it names', async () => {
    const failing = () => (_tree: MdastRoot, file: VFile) => {
      file.fail('this code block does not type-check', { line: 3, column: 1 });
    };
    const { messages } = await compile('# Page\n\nText.\n', { remarkPlugins: [failing] });
    expect(messages).toEqual(['3:1 a Markdown plugin failed on this file: this code block does not type-check']);
  });
});

describe("a content plugin's admonition keywords (its `admonitions` option)", () => {
  const compileWith = async (text: string, admonitionKeywords?: readonly string[]) => {
    const result = await compileMdx(text, {
      filePath: 'docs/page.mdx',
      frontMatter: { title: 'T' },
      resolveLink: () => null,
      ...(admonitionKeywords ? { admonitionKeywords } : {}),
    });
    return toHtml(result.body as unknown as Root);
  };
  const page = ':::lamp[Mind the wick]\n\nTrim it.\n\n:::\n\n:::tip\n\nA tip.\n\n:::\n';

  it('makes a keyword of the site’s an admonition of that type, with its title', async () => {
    const html = await compileWith(page, ['note', 'tip', 'lamp']);
    expect(html).toContain('<Admonition type="lamp" title="Mind the wick"><p>Trim it.</p></Admonition>');
    expect(html).toContain('<Admonition type="tip"><p>A tip.</p></Admonition>');
  });

  it('leaves a keyword that is not in the list as the text the author wrote, the defaults without the option', async () => {
    expect(await compileWith(page)).not.toContain('type="lamp"');
    expect(await compileWith(page)).toContain(':::lamp');
    // Without `extendDefaults`, a default keyword the site left out is no admonition either.
    expect(await compileWith(page, ['lamp'])).not.toContain('type="tip"');
  });
});
