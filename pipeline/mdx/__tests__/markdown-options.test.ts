import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import { compileMdx } from '../processor';
import type { BrokenMarkdownParams, MarkdownCompileOptions } from '../../config/markdown-options';
import { hasMarkdownHookFunctions, markdownOptionsKey } from '../../config/markdown-options';
import { sourceWords } from '../analyse';
import { tempDir } from '../../__tests__/temp-dir';

/** Docusaurus's `markdown.emoji`, `markdown.anchors.maintainCase` and `markdown.hooks`, compiled. */
const site = tempDir('markdown-options-');
mkdirSync(join(site, 'docs'), { recursive: true });
writeFileSync(join(site, 'docs', 'kettle.png'), Buffer.from('89504e470d0a1a0a', 'hex'));

async function compile(source: string, markdown?: MarkdownCompileOptions, readingTime = false) {
  const result = await compileMdx(source, {
    filePath: 'docs/brewing.md',
    absolutePath: join(site, 'docs', 'brewing.md'),
    contentRoot: site,
    frontMatter: {},
    // `./steeping.md` exists; any other Markdown file does not.
    resolveLink: (url) => (url === './steeping.md' ? '/docs/steeping' : url.startsWith('/') ? url : null),
    ...(markdown ? { markdown } : {}),
    readingTime,
  });
  return { ...result, html: toHtml(result.body as unknown as Root) };
}

describe('markdown.emoji and markdown.anchors.maintainCase', () => {
  it('turns shortcodes into emoji unless emoji is false', async () => {
    expect((await compile('Hot water :fire:')).html).toContain('Hot water 🔥');
    expect((await compile('Hot water :fire:', { emoji: false })).html).toContain('Hot water :fire:');
  });

  it("keeps the heading's letter case in its id with maintainCase", async () => {
    expect((await compile('## Green Tea Ratios')).html).toContain('id="green-tea-ratios"');
    const kept = await compile('## Green Tea Ratios\n\n## Green Tea Ratios', { maintainCase: true });
    expect(kept.html).toContain('id="Green-Tea-Ratios"');
    expect(kept.html).toContain('id="Green-Tea-Ratios-1"');
    expect(kept.toc.map((t) => t.id)).toEqual(['Green-Tea-Ratios', 'Green-Tea-Ratios-1']);
  });
});

describe('markdown.hooks.onBrokenMarkdownImages', () => {
  const source = '![Kettle](./kettle.png)\n\n![Teapot](./teapot.png)';

  it('is an error by default, a warning or nothing as the severity says', async () => {
    const failed = (await compile(source)).messages;
    expect(failed).toMatchObject([{ severity: 'error', line: 3 }]);
    expect(failed[0]!.message).toContain('`./teapot.png` not found');
    expect((await compile(source, { onBrokenImages: 'warn' })).messages).toMatchObject([{ severity: 'warning', line: 3 }]);
    expect((await compile(source, { onBrokenImages: 'log' })).messages).toMatchObject([{ severity: 'warning' }]);
    const ignored = await compile(source, { onBrokenImages: 'ignore' });
    expect(ignored.messages).toEqual([]);
    // The image that exists is copied either way; the missing one keeps its URL.
    expect(ignored.html).toMatch(/src="\/assets\/content\/kettle\.\w+\.png"/);
    expect(ignored.html).toContain('src="./teapot.png"');
  });

  it('as a function, gives the URL to use, with the file, the URL and the node, as Docusaurus calls it', async () => {
    const calls: (BrokenMarkdownParams & { nodeAtCall: unknown })[] = [];
    const hooked = await compile(source, {
      onBrokenImages: (params) => {
        calls.push({ ...params, nodeAtCall: structuredClone(params.node) });
        return '/img/placeholder.png';
      },
    });
    expect(hooked.messages).toEqual([]);
    expect(hooked.html).toContain('src="/img/placeholder.png"');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: './teapot.png', nodeAtCall: { type: 'image', url: './teapot.png', alt: 'Teapot' } });
    expect(calls[0]!.sourceFilePath.endsWith(join('docs', 'brewing.md'))).toBe(true);
  });

  it('as a function that throws, is an error of the image naming the hook', async () => {
    const failed = await compile(source, {
      onBrokenImages: () => {
        throw new Error('draw the teapot first');
      },
    });
    expect(failed.messages).toMatchObject([
      { severity: 'error', line: 3, message: 'markdown.hooks.onBrokenMarkdownImages failed on image `./teapot.png`: draw the teapot first' },
    ]);
  });
});

describe('a JSX <img> whose file is missing', () => {
  it('is a warning, whatever the Markdown-image hook says, as Docusaurus builds it unchecked; a require()d one stays an error', async () => {
    const source = '<img src="/img/Kettle.png" width="300" />\n\n<img src={useBaseUrl("./Teapot.png")} />\n\n<img src={require("./cup.png").default} />';
    const { messages, html } = await compile(source);
    expect(messages.map((m) => [m.severity, m.line])).toEqual([
      ['warning', 1],
      ['warning', 3],
      ['error', 5],
    ]);
    expect(messages[0]!.message).toContain('image `/img/Kettle.png` is not in static/');
    expect(messages[1]!.message).toContain('`./Teapot.png` not found next to this file');
    expect(html).toContain('src="/img/Kettle.png"');
    // The hook is about Markdown images only: a function is not called for a JSX one.
    const seen: string[] = [];
    await compile('<img src="/img/Kettle.png" />', { onBrokenImages: ({ url }) => void seen.push(url) });
    expect(seen).toEqual([]);
  });
});

describe('markdown.hooks.onBrokenMarkdownLinks as a function', () => {
  const source = 'See [steeping](./steeping.md), [oolong](./oolong.md#roast) and [matcha](./matcha.md).';

  it('gives the URL to use, checked like any link; nothing leaves the link as written and unreported', async () => {
    const seen: string[] = [];
    const result = await compile(source, {
      onBrokenLinks: ({ url }) => {
        seen.push(url);
        return url.startsWith('./oolong.md') ? '/docs/steeping#roast' : undefined;
      },
    });
    expect(seen).toEqual(['./oolong.md#roast', './matcha.md']);
    expect(result.html).toContain('href="/docs/steeping#roast"');
    expect(result.html).toContain('href="./matcha.md"');
    expect(result.links.map((l) => [l.url, l.route, l.hash])).toEqual([
      ['./steeping.md', '/docs/steeping', null],
      ['/docs/steeping#roast', '/docs/steeping', 'roast'],
    ]);
    expect(result.messages).toEqual([]);
  });

  it('is asked once per link, even when its URL is another missing file', async () => {
    let calls = 0;
    const result = await compile(source, {
      onBrokenLinks: () => {
        calls++;
        return './still-missing.md';
      },
    });
    expect(calls).toBe(2);
    // Recorded as broken, for the link check to report at the site's severity.
    expect(result.links.filter((l) => l.route === null).map((l) => l.url)).toEqual(['./still-missing.md', './still-missing.md']);
  });

  it('that throws, is an error of the link naming the hook', async () => {
    const result = await compile(source, {
      onBrokenLinks: ({ url }) => {
        throw new Error(`no page for ${url}`);
      },
    });
    expect(result.messages.map((m) => m.message)).toEqual([
      'markdown.hooks.onBrokenMarkdownLinks failed on link `./oolong.md#roast`: no page for ./oolong.md#roast',
      'markdown.hooks.onBrokenMarkdownLinks failed on link `./matcha.md`: no page for ./matcha.md',
    ]);
  });
});

describe('the options in the build', () => {
  it('send a compile with a hook function to the build thread, and key the cache by the function source', () => {
    expect(hasMarkdownHookFunctions({ onBrokenImages: 'warn', emoji: false })).toBe(false);
    expect(hasMarkdownHookFunctions({ onBrokenLinks: () => undefined })).toBe(true);
    expect(markdownOptionsKey(undefined)).toBeNull();
    expect(markdownOptionsKey({ onBrokenLinks: () => '/a' })).not.toBe(markdownOptionsKey({ onBrokenLinks: () => '/b' }));
    expect(markdownOptionsKey({ maintainCase: true })).not.toBe(markdownOptionsKey({}));
  });
});

describe("the words Docusaurus's reading time counts", () => {
  it('are the word-like segments of the whole source, code and link targets included', async () => {
    expect(sourceWords('Steep the leaves: `brew --minutes 3`.')).toBe(6);
    const result = await compile('Two words\n\n```js\nconst cups = pour(kettle, 3);\n```\n', undefined, true);
    // Prose alone is two words; Docusaurus counts the code too.
    expect(result.analysis.proseWords).toBe(2);
    expect(result.analysis.sourceWords).toBe(8); // Two, words, js, const, cups, pour, kettle, 3
    // Counted for posts only (a doc has no reading time).
    expect((await compile('Two words')).analysis.sourceWords).toBe(0);
  });

  it('are counted line by line: the same count as the whole text gives', () => {
    const whole = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text)].filter((s) => s.isWordLike).length;
    const text = Array.from({ length: 400 }, (_, i) => `Line ${i} of the \`kettle.pour(${i})\` notes,\n\n- and a list item`).join('\n');
    expect(sourceWords(text)).toBe(whole(text));
    // A long page (V8's segmenter slows down more than linearly on one long text).
    expect(sourceWords(Array.from({ length: 40 }, () => text).join('\n'))).toBe(40 * whole(text));
  });
});
