import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { unsupportedModules } from '../unsupported-modules';
import { writeSmallViteProject } from './small-vite-project';

let work: string;
let project: string;
let theme: string;

/** A site's page importing two modules no build provides and one it does, through the theme alias. */
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'unsupported-modules-'));
  project = join(work, 'site');
  theme = join(work, 'theme');
  mkdirSync(join(theme, 'Heading'), { recursive: true });
  writeFileSync(join(theme, 'Heading', 'index.js'), 'export default function Heading() { return null; }\n');
  writeSmallViteProject(project, {
    'main.js': "import './page.js';\nimport Heading from '@theme/Heading';\nconsole.log(Heading);\n",
    'page.js':
      "// The fault-code page.\nimport useGlobalData from '@docusaurus/useGlobalData';\nimport Pager from '@theme/NoSuchPager';\nconsole.log(useGlobalData, Pager);\n",
  });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const bundle = () =>
  build({
    root: project,
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: [{ find: '@theme', replacement: theme }] },
    plugins: [unsupportedModules({ themeDir: theme, displayRoot: work })],
    build: { outDir: join(work, 'out'), emptyOutDir: true, write: false },
  });

describe("the client bundle's check of Docusaurus modules", () => {
  it('names every import of a module the SPA does not provide, with its file:line, in one failure', async () => {
    const error = await bundle().then(
      () => null,
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    expect(error).toContain('2 import(s) of modules this build does not provide');
    expect(error).toContain('site/page.js:2: cannot import `@docusaurus/useGlobalData`: not one of the Docusaurus modules this site provides');
    expect(error).toContain('site/page.js:3: cannot import `@theme/NoSuchPager`');
    // A theme module that exists is no problem.
    expect(error).not.toContain('@theme/Heading');
  });

  it('lets a bundle through when every module is provided', async () => {
    writeFileSync(join(project, 'page.js'), "import Heading from '@theme/Heading';\nconsole.log(Heading);\n");
    await expect(bundle()).resolves.toBeDefined();
  });
});
