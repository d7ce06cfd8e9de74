import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import { compileMdx } from '../../../processor';

const sites: string[] = [];
afterAll(() => sites.forEach((s) => rmSync(s, { recursive: true, force: true })));

function siteWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'mdx-provider-names-'));
  sites.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

async function compile(site: string, text: string) {
  const path = 'docs/signals.mdx';
  const result = await compileMdx(text, {
    filePath: path,
    absolutePath: join(site, path),
    contentRoot: site,
    frontMatter: { title: 'T' },
    resolveLink: () => null,
  });
  return { html: toHtml(result.body as unknown as Root), messages: result.messages.map((m) => m.message) };
}

const PAGE = '<Semaphore aspect="clear">Trains **may** leave.</Semaphore>\n';

describe('a name the MDX uses unimported, for a site that swizzles MDXContent (i43h)', () => {
  it("is left to the site's MDX provider: an element of that name with its props and Markdown children, no error", async () => {
    const site = siteWith({ 'src/theme/MDXContent/index.js': 'export default function MDXContent({ children }) { return children; }' });
    const { html, messages } = await compile(site, PAGE);
    expect(messages).toEqual([]);
    expect(html).toContain('<Semaphore aspect="clear">Trains <strong>may</strong> leave.</Semaphore>');
  });

  it('is still an unknown component for a site that does not', async () => {
    const { messages } = await compile(siteWith({ 'docs/x.md': '# X' }), PAGE);
    expect(messages.some((m) => m.includes('unknown component `<Semaphore>`'))).toBe(true);
  });
});
