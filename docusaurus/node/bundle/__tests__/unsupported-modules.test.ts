import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { unsupportedModules } from '../unsupported-modules';
import { writeSmallViteProject } from '../../../../pipeline/bundle/__tests__/small-vite-project';

let work: string;
let project: string;
let theme: string;
let compat: string;

/**
 * A site's page importing modules no build provides (one of them a module of this theme's own, not
 * Docusaurus's) and one the compatibility layer provides, as the real config aliases them.
 */
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'unsupported-modules-'));
  project = join(work, 'site');
  theme = join(work, 'theme');
  compat = join(work, 'compat');
  mkdirSync(join(theme, 'Pager'), { recursive: true });
  mkdirSync(compat, { recursive: true });
  writeFileSync(join(theme, 'Pager', 'index.js'), "import { label } from './label.js';\nexport function Pager() { return label; }\n");
  writeFileSync(join(theme, 'Pager', 'label.js'), "export const label = 'Next';\n");
  writeFileSync(join(compat, 'Heading.js'), 'export default function Heading() { return null; }\n');
  writeSmallViteProject(project, {
    'main.js': "import './page.js';\nimport Heading from '@theme/Heading';\nconsole.log(Heading);\n",
    'page.js':
      "// The fault-code page.\nimport useGlobalData from '@docusaurus/useGlobalData';\nimport Pager from '@theme/NoSuchPager';\nimport { Gauge } from '@frost/gauges/dial';\nimport OwnPager from '@theme/Pager';\nimport globalData from '@generated/globalData';\nconsole.log(useGlobalData, Pager, Gauge, OwnPager, globalData);\n",
  });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const bundle = (ownTheme = false) =>
  build({
    root: project,
    configFile: false,
    logLevel: 'silent',
    resolve: {
      alias: [
        { find: /^@theme\/Heading$/, replacement: join(compat, 'Heading.js') },
        { find: '@theme', replacement: theme },
      ],
    },
    plugins: [unsupportedModules({ themeDir: theme, displayRoot: work, siteDir: project, ownTheme })],
    build: { outDir: join(work, 'out'), emptyOutDir: true, write: false },
  });

describe("the client bundle's check of Docusaurus modules", () => {
  it('names every import of a module the SPA does not provide, with its file:line, in one failure', async () => {
    const error = await bundle().then(
      () => null,
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    expect(error).toContain('5 import(s) of modules this build does not provide or cannot find');
    // A generated module no alias or plugin of the bundle took (the app's config aliases `@generated/globalData`).
    expect(error).toContain('site/page.js:6: cannot import `@generated/globalData`: not one of the Docusaurus modules this site provides');
    expect(error).toContain('site/page.js:2: cannot import `@docusaurus/useGlobalData`: not one of the Docusaurus modules this site provides');
    expect(error).toContain('site/page.js:3: cannot import `@theme/NoSuchPager`');
    // A package the site did not install: named with the folder to install it in, not Rolldown's advice.
    expect(error).toContain(
      'site/page.js:4: cannot import `@frost/gauges/dial`: package `@frost/gauges` is not installed for the site (run `npm install` in site)',
    );
    // This theme's own pager is not Docusaurus's `@theme/Pager`: named, rather than left to fail on its exports.
    expect(error).toContain('site/page.js:5: cannot import `@theme/Pager`: not one of the Docusaurus modules this site provides');
    expect(error).not.toContain('rolldownOptions');
    // A module of the compatibility layer is no problem.
    expect(error).not.toContain('@theme/Heading');
  });

  it('lets a bundle through when every module is provided and every package installed', async () => {
    mkdirSync(join(project, 'node_modules', '@frost', 'gauges'), { recursive: true });
    writeFileSync(join(project, 'node_modules', '@frost', 'gauges', 'package.json'), '{"name":"@frost/gauges","exports":{"./dial":"./dial.js"}}');
    writeFileSync(join(project, 'node_modules', '@frost', 'gauges', 'dial.js'), 'export const Gauge = 1;\n');
    writeFileSync(
      join(project, 'page.js'),
      "import Heading from '@theme/Heading';\nimport { Gauge } from '@frost/gauges/dial';\nconsole.log(Heading, Gauge);\n",
    );
    await expect(bundle()).resolves.toBeDefined();
  });

  it("lets a site in this project's own format import this theme's modules", async () => {
    writeFileSync(join(project, 'page.js'), "import { Pager } from '@theme/Pager';\nconsole.log(Pager);\n");
    await expect(bundle()).rejects.toThrow(/cannot import `@theme\/Pager`/);
    await expect(bundle(true)).resolves.toBeDefined();
  });
});
