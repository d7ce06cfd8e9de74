import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { webpackResolve } from '../webpack-resolve';

let work: string;
let server: ViteDevServer;

/**
 * The dev server serves a site's modules one by one, each transformed on its own: a variable a
 * site plugin provides (webpack's `ProvidePlugin`) is imported into each module that uses it free,
 * as the bundle's Rolldown option does for the build.
 */
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'webpack-resolve-'));
  writeFileSync(join(work, 'shim.js'), 'export const Shim = { byteLength: (s) => s.length };\n');
  writeFileSync(join(work, 'uses.jsx'), 'const h = (type, props, ...children) => children;\nexport const size = () => <b>{Shim.byteLength("pommier")}</b>;\n');
  writeFileSync(join(work, 'own.js'), 'const Shim = { byteLength: () => 0 };\nexport const size = () => Shim.byteLength("x");\n');
  writeFileSync(join(work, 'says.js'), 'export const text = "no Shim here but in a string";\n');
  server = await createServer({
    root: work,
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    // JSX as plain calls of a local function: the test has no React.
    oxc: { jsx: { runtime: 'classic', pragma: 'h' } },
    plugins: [webpackResolve({ aliases: [], fallbacks: {}, provide: { Shim: [join(work, 'shim.js'), 'Shim'] }, define: {} })!],
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

const served = async (file: string) => (await server.environments.client.transformRequest(`/${file}`))!.code;

describe('a provided variable on the dev server', () => {
  it('is imported into a module that uses it without declaring it, written in JSX too', async () => {
    expect(await served('uses.jsx')).toMatch(/^import \{ Shim \} from ".*\/shim\.js";$/m);
  });

  it('is not imported where the module declares its own, nor where the name is only text', async () => {
    expect(await served('own.js')).not.toContain('shim.js');
    expect(await served('says.js')).not.toContain('shim.js');
  });
});
