import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { siteBabel, siteBabelState, SiteBabelError } from '../babel';
import { PROJECT_ROOT } from '../../../../pipeline/project-root';

/**
 * Site folders in a temporary folder, each with this repository's packages linked in as its
 * node_modules (its `@babel/core` and presets, as a Docusaurus site has its own).
 */
let work: string;
const site = (name: string, files: Record<string, string>, packages = true): string => {
  const dir = join(work, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  if (packages) symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
};

const FLOW_AND_JSX = "module.exports = { presets: ['@babel/preset-flow', ['@babel/preset-react', { runtime: 'automatic' }]] };\n";
const GAUGE =
  "// @flow\nimport { useState } from 'react';\nexport default function Gauge({ litres }: { litres: number }): React$Node {\n  const [on] = useState<boolean>(false);\n  return <b>{on ? litres : 0}</b>;\n}\n";

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'site-babel-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("a Docusaurus site's babel.config.js", () => {
  it('is not there: nothing to apply', async () => {
    expect(await siteBabelState(site('none', { 'package.json': '{}' }))).toEqual({ kind: 'none' });
  });

  it("with Docusaurus's own preset only, asks for nothing this build's compilers do not do", async () => {
    // The preset is found by where it resolves: @docusaurus/babel/preset (or core's re-export).
    const dir = site('default', {
      'package.json': '{}',
      'vendor/@docusaurus/babel/preset.js': 'module.exports = () => ({});\n',
      'babel.config.js': "module.exports = { presets: [require.resolve('./vendor/@docusaurus/babel/preset.js')] };\n",
    });
    expect(await siteBabelState(dir)).toMatchObject({ kind: 'default', configFile: join(dir, 'babel.config.js') });
    expect(await siteBabel(dir)).toBeNull();
  });

  it("with more, compiles the site's scripts: Flow types stripped, JSX compiled, ES modules kept", async () => {
    const dir = site('flow', { 'package.json': '{}', 'babel.config.js': FLOW_AND_JSX });
    const babel = (await siteBabel(dir))!;
    const out = await babel.transform(GAUGE, join(dir, 'src/Gauge.js'), 'client');
    expect(out.code).not.toMatch(/: number|React\$Node|<boolean>/);
    expect(out.code).toContain('import { useState } from');
    expect(out.code).toContain('react/jsx-runtime');
    expect(out.code).toContain('export default function Gauge');
    expect(out.map).toMatchObject({ sources: [expect.stringContaining('Gauge.js')] });
  });

  it('compiles a file once per text and caller, however many pages import it', async () => {
    const dir = site('once', { 'package.json': '{}', 'babel.config.js': FLOW_AND_JSX });
    const babel = (await siteBabel(dir))!;
    const file = join(dir, 'src/Gauge.js');
    const first = babel.transform(GAUGE, file, 'client');
    expect(babel.transform(GAUGE, file, 'client')).toBe(first);
    expect(babel.transform(GAUGE, file, 'server')).not.toBe(first);
    const edited = await babel.transform(GAUGE.replace('litres', 'flow'), file, 'client');
    expect(edited.code).toContain('flow');
  });

  it("applies to scripts outside node_modules, a docs folder beside the site's included, not to this project's own code", async () => {
    const dir = site('scope', { 'package.json': '{}', 'babel.config.js': FLOW_AND_JSX });
    const babel = (await siteBabel(dir))!;
    expect(babel.applies(join(dir, 'src/pages/index.js'))).toBe(true);
    expect(babel.applies(join(dir, 'src/theme/Card.tsx'))).toBe(true);
    expect(babel.applies(join(dir, '../docs-beside/shared/Badge.jsx'))).toBe(true);
    expect(babel.applies(join(dir, 'node_modules/some-package/index.js'))).toBe(false);
    expect(babel.applies(join(dir, 'src/css/custom.css'))).toBe(false);
    // Docusaurus's rule is `.[jt]sx?`: an .mjs file is left to the bundler.
    expect(babel.applies(join(dir, 'src/plugin.mjs'))).toBe(false);
    expect(babel.applies(join(PROJECT_ROOT, 'web', 'main.tsx'))).toBe(false);
  });

  it('names the caller as Docusaurus does: `server` for the build-time and prerender bundles, `client` for the browser', async () => {
    const dir = site('caller', {
      'package.json': '{}',
      'babel.config.js':
        "module.exports = (api) => {\n  const side = api.caller((c) => c && c.name);\n  api.cache.using(() => side);\n  return { plugins: [() => ({ visitor: { Program(path) { path.addComment('leading', ' built for ' + side); } } })] };\n};\n",
    });
    const babel = (await siteBabel(dir))!;
    expect((await babel.transform('export const a = 1;\n', join(dir, 'src/a.js'), 'server')).code).toContain('built for server');
    expect((await babel.transform('export const a = 1;\n', join(dir, 'src/a.js'), 'client')).code).toContain('built for client');
  });

  it('is loaded as an ES module when the site says `"type": "module"`', async () => {
    const dir = site('esm', {
      'package.json': '{ "type": "module" }',
      'babel.config.js': "export default { presets: ['@babel/preset-flow', ['@babel/preset-react', { runtime: 'automatic' }]] };\n",
    });
    const babel = (await siteBabel(dir))!;
    expect((await babel.transform(GAUGE, join(dir, 'src/Gauge.js'), 'server')).code).not.toContain(': number');
  });

  it("reports a file it cannot compile at the file's line and column, without Babel's repeated path", async () => {
    const dir = site('broken', { 'package.json': '{}', 'babel.config.js': FLOW_AND_JSX });
    const babel = (await siteBabel(dir))!;
    const file = join(dir, 'src/Broken.js');
    const error = await babel.transform('const a = 1;\nconst b = (;\n', file, 'client').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SiteBabelError);
    expect(error).toMatchObject({ file, line: 2, column: 11 });
    expect((error as Error).message).toMatch(/^Unexpected token/);
  });

  it('that cannot be loaded says why: a config that throws, or no @babel/core for the site', async () => {
    const throwing = site('throws', { 'package.json': '{}', 'babel.config.js': "throw new Error('no preset for this machine');\n" });
    expect(await siteBabelState(throwing)).toMatchObject({ kind: 'unloadable', reason: expect.stringContaining('no preset for this machine') as string });
    // No node_modules anywhere above a folder in the system's temporary folder.
    const bare = site('bare', { 'package.json': '{}', 'babel.config.js': FLOW_AND_JSX }, false);
    expect(await siteBabelState(bare)).toEqual({
      kind: 'unloadable',
      configFile: join(bare, 'babel.config.js'),
      reason: '`@babel/core` is not installed for the site',
    });
  });
});
