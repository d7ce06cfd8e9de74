import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { compileMdx } from '../../../processor';
import { createLinkResolver } from '../../../../routes/links';

let site: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(site, path)), { recursive: true });
  writeFileSync(join(site, path), text);
};

/** A page in docs/guide/ importing a partial kept in docs/_shared/. */
beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'partial-links-'));
  write('docs/guide/wiring.mdx', "import Note from '../_shared/_note.md';\n\n# Wiring\n\n<Note />\n");
  write('docs/_shared/_note.md', 'Read [the next step](valves) and [the overview](../intro.md) first.\n');
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe("a partial's links", () => {
  it("resolves a relative URL from the page's route, as the browser and Docusaurus's checker do, and a Markdown file link from the partial's own folder", async () => {
    const resolve = createLinkResolver(
      new Map([
        ['docs/guide/wiring.mdx', '/docs/guide/wiring'],
        ['docs/guide/valves.md', '/docs/guide/valves'],
        ['docs/intro.md', '/docs/intro'],
      ]),
    );
    const result = await compileMdx(readFileSync(join(site, 'docs/guide/wiring.mdx'), 'utf8'), {
      filePath: 'docs/guide/wiring.mdx',
      absolutePath: join(site, 'docs/guide/wiring.mdx'),
      contentRoot: site,
      frontMatter: {},
      resolveLink: resolve,
    });
    expect(result.messages).toEqual([]);
    expect(result.links.map((l) => [l.url, l.route])).toEqual([
      ['valves', '/docs/guide/valves'],
      ['../intro.md', '/docs/intro'],
    ]);
  });
});
