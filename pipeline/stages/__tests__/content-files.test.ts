import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultLayout } from '../../../docusaurus/node/config/layout';
import { inlineScriptLine, readContentFiles } from '../content-files';

describe('readContentFiles', () => {
  const root = mkdtempSync(join(tmpdir(), 'content-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('static/img/lamp.png', 'png');
  write('docs/guides/_category_.json', '{ "label": "How-to" }');
  write('docs/broken/_category_.yml', 'label: [unclosed\n');
  write('docs/broken/x.md', '# X');
  write('pages/index.tsx', 'export default function Home() { return null; }');
  write('pages/nodefault.tsx', 'export const x = 1;');

  it('reads static paths, page modules and category files, keeping a category problem with its folder', () => {
    const files = readContentFiles(root, 'site', defaultLayout(root));
    expect([...files.staticPaths].sort()).toEqual(['/', '/img', '/img/', '/img/lamp.png']);
    expect(files.pageModules).toEqual(['index', 'nodefault']);
    expect(files.problems.map((p) => `${p.file}:${p.line}`)).toEqual(['site/pages/nodefault.tsx:1']);
    expect(files.categoryMeta.get(join(root, 'docs/guides'))?.meta).toEqual({ label: 'How-to' });
    const broken = files.categoryMeta.get(join(root, 'docs/broken'))!;
    expect(broken.meta).toBeNull();
    expect(broken.problems[0]?.file).toBe('site/docs/broken/_category_.yml');
  });
});

describe('inline code in static HTML pages', () => {
  it('finds a script with content and no src, or an on… handler, at its line', () => {
    expect(inlineScriptLine('<!doctype html>\n<title>x</title>\n<script>location.replace("/")</script>')).toBe(3);
    expect(inlineScriptLine('<p>\n<button onclick="go()">Go</button>')).toBe(2);
    expect(inlineScriptLine('<script type="module">run()</script>')).toBe(1);
  });

  it('leaves scripts loaded from a file, empty ones and data blocks such as JSON-LD alone', () => {
    expect(inlineScriptLine('<script src="/js/go.js"></script>')).toBeNull();
    expect(inlineScriptLine('<script defer src=go.js>\n</script>')).toBeNull();
    expect(inlineScriptLine('<script></script>')).toBeNull();
    expect(inlineScriptLine('<script type="application/ld+json">{"@type": "Lamp"}</script>')).toBeNull();
  });
});
