import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { compileImportedMarkdown } from '../imported-markdown';

let site: string;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'imported-markdown-'));
  // Large enough for the ideal-image plugin to have a smaller width to make.
  writeFileSync(
    join(site, 'harbour.png'),
    await sharp({ create: { width: 4, height: 2, channels: 4, background: '#0a6' } })
      .png()
      .toBuffer(),
  );
  writeFileSync(join(site, 'berths.csv'), 'berth,length\n1,12 m\n');
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('Markdown that browser code imports', () => {
  it('names each file next to it that it shows or links, once per path the tree uses', async () => {
    const file = join(site, '_harbour.md');
    writeFileSync(file, '![The harbour](./harbour.png)\n\nThe [berth list](./berths.csv), and the harbour [once more](./harbour.png).\n');
    const compiled = await compileImportedMarkdown(file, site, {});
    expect(compiled.errors).toEqual([]);
    // The image and the link to the same file are two paths (an image's and a download's).
    expect(compiled.files.map((f) => f.from)).toEqual([join(site, 'harbour.png'), join(site, 'berths.csv'), join(site, 'harbour.png')]);
    expect(new Set(compiled.files.map((f) => f.to)).size).toBe(3);
    const tree = JSON.stringify(compiled.body);
    for (const { to } of compiled.files) expect(tree).toContain(JSON.stringify(to));
  });

  it('publishes an ideal image at its own size: the emit that resizes has run before the bundle asks', async () => {
    const file = join(site, '_ideal.mdx');
    writeFileSync(file, "import Image from '@theme/IdealImage';\n\n<Image img={require('./harbour.png')} alt=\"The harbour\" />\n");
    const compiled = await compileImportedMarkdown(file, site, { idealImage: { sizes: [2] } });
    expect(compiled.errors).toEqual([]);
    expect(compiled.files.map((f) => f.from)).toEqual([join(site, 'harbour.png')]);
    const tree = JSON.stringify(compiled.body);
    expect(tree).toContain(JSON.stringify(compiled.files[0]!.to));
    expect(tree).not.toContain('srcSet');
  });
});
