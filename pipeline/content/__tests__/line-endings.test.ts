import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toLf } from '../line-endings';
import { collectDocuments } from '../collect';
import { Report } from '../../check/report';
import { tempDir } from '../../__tests__/temp-dir';

describe('CRLF line endings', () => {
  it('turns each CRLF or lone CR into one LF, so line numbers stay', () => {
    expect(toLf('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
    expect(toLf('a\r\nb').split('\n')).toHaveLength('a\r\nb'.split(/\r\n/).length);
    const same = 'no carriage returns\n';
    expect(toLf(same)).toBe(same);
  });

  it('loads CRLF docs and posts through contentlayer2 with their front matter and LF bodies', async () => {
    const root = tempDir('crlf-');
    mkdirSync(join(root, 'docs'));
    mkdirSync(join(root, 'blog'));
    writeFileSync(join(root, 'docs', 'win.md'), '---\r\ntitle: "Saved on Windows"\r\nsidebar_position: 2\r\n---\r\n\r\nBody line.\r\n');
    writeFileSync(join(root, 'blog', '2024-05-09-win.md'), '---\r\ntitle: A post\r\nauthors: [mira]\r\ntags: [ci]\r\n---\r\n\r\nText.\r\n');
    const report = new Report();
    const docs = await collectDocuments(root, 'site', report);
    expect(report.problems).toEqual([]);
    expect(docs.map((d) => [d.path, d.frontMatter.title, d.body, d.bodyLine])).toEqual([
      ['docs/win.md', 'Saved on Windows', '\nBody line.\n', 5],
      ['blog/2024-05-09-win.md', 'A post', '\nText.\n', 6],
    ]);
  });
});
