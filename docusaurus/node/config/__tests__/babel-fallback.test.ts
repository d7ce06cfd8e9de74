import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { babelFallback, babelKitFor } from '../babel-fallback';
import { givenToBabelLoader } from '../babel';
import { PROJECT_ROOT } from '../../../../pipeline/project-root';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'babel-fallback-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const siteFolder = (name: string, packages: boolean): string => {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{}');
  // This repository's packages stand for a Docusaurus site's own (@babel/core and both presets).
  if (packages) symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
};

describe('Babel for a site file the fast compilers cannot parse', () => {
  it("is the site's own when it has @babel/core and both presets, else this project's", () => {
    const installed = siteFolder('installed', true);
    expect(babelKitFor(installed)).toMatchObject({ from: 'site', presetTypescript: expect.stringContaining('@babel/preset-typescript') as string });
    expect(babelKitFor(siteFolder('bare', false))).toMatchObject({ from: 'project' });
  });

  it('reads `>` and `}` in JSX text as text, as Babel 7 does, into JavaScript esbuild parses', async () => {
    const code = 'type P = { n: number };\nexport default function Arrow({ n }: P) {\n  return <p>{n} > 0 }<br />\n  /></p>;\n}\n';
    await expect(transform(code, { loader: 'tsx' })).rejects.toThrow(/The character ">" is not valid inside a JSX element/);
    const out = await babelFallback(code, join(work, 'src/Arrow.tsx'), siteFolder('arrow', false));
    expect(out?.code).toContain('from "react/jsx-runtime"');
    expect(out?.code).toContain('" > 0 }"');
    expect(out?.code).toContain('"/>"');
    expect(out?.code).not.toMatch(/: P\b/);
    expect(out?.map).toMatchObject({ sources: [expect.stringContaining('Arrow.tsx') as string] });
    await expect(transform(out!.code, { loader: 'js' })).resolves.toBeDefined();
  });

  it('gives null for a file Babel rejects too, so the fast path reports its own error', async () => {
    expect(await babelFallback('export default () => <p>{1 +</p>;\n', join(work, 'src/Unclosed.jsx'), siteFolder('unclosed', false))).toBeNull();
  });

  it("applies to the site's scripts and Docusaurus's packages, not to other packages or this project's own code", () => {
    expect(givenToBabelLoader('/site/src/theme/MDXComponents/Img/index.tsx')).toBe(true);
    expect(givenToBabelLoader('/site/src/components/Feedback/index.js')).toBe(true);
    expect(givenToBabelLoader('/site/src/css/custom.css')).toBe(false);
    expect(givenToBabelLoader('/site/node_modules/clsx/dist/clsx.js')).toBe(false);
    // Docusaurus's excludeJS: an installed package's script is compiled when its path names
    // `docusaurus` after the last node_modules (its own packages, the community's plugins).
    expect(givenToBabelLoader('/site/node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js')).toBe(true);
    expect(givenToBabelLoader('/site/node_modules/docusaurus-plugin-lamp/src/Button.js')).toBe(true);
    expect(givenToBabelLoader('/site/node_modules/lamp-kit/lib/docusaurus/Badge.jsx')).toBe(true);
    expect(givenToBabelLoader('/site/node_modules/docusaurus-plugin-lamp/src/Button.ts')).toBe(false);
    expect(givenToBabelLoader('/docusaurus-site/node_modules/lamp-kit/index.js')).toBe(false);
    expect(givenToBabelLoader('/site/node_modules/docusaurus-plugin-lamp/node_modules/lamp-kit/index.js')).toBe(false);
    expect(givenToBabelLoader(join(PROJECT_ROOT, 'web/theme/Layout/index.tsx'))).toBe(false);
    // The modules the build generates are its own; a locale's copy of the site folder is the site's.
    expect(givenToBabelLoader(join(PROJECT_ROOT, '.cache/generated/site/local-components.ts'))).toBe(false);
    expect(givenToBabelLoader(join(PROJECT_ROOT, '.cache/i18n/site/ar/src/components/Feedback/index.js'))).toBe(true);
  });
});
