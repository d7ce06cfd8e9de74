import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ServerSetup, type BundleServer } from '../server-setup';

/** Evaluations of the stand-in bundles, by the run they were written for. */
const evaluated = ((globalThis as { serverSetupTest?: string[] }).serverSetupTest ??= []);

/** A server bundle writer that has the bundle in its cache (`cached`) or must make it; each call recorded. */
function bundler(cached: boolean, calls: string[]): BundleServer {
  return (dir, onlyCached = false) => {
    calls.push(onlyCached ? 'cache only' : 'cache or Vite');
    if (onlyCached && !cached) return Promise.resolve('missing');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'entry-server.mjs'), `globalThis.serverSetupTest.push(${JSON.stringify(dir)});\nexport const renderPath = () => '';\n`);
    return Promise.resolve(cached ? 'cached' : 'bundled');
  };
}

describe('ServerSetup', () => {
  it("load() puts the cache's bundle in place and imports it; the prerender then takes it as it is", async () => {
    const calls: string[] = [];
    const setup = new ServerSetup(bundler(true, calls));
    await setup.load();
    expect(calls).toEqual(['cache only']);
    expect(evaluated).toContain(setup.dir);
    const bundle = await setup.bundle();
    expect(calls).toEqual(['cache only']);
    expect(bundle).toMatchObject({ run: setup.run, dir: setup.dir, entry: join(setup.dir, 'entry-server.mjs'), result: 'cached' });
    expect(bundle.key).toMatch(/^[0-9a-f]{32}$/);
    // The tool's packages beside it, after its key was taken.
    expect(existsSync(join(setup.dir, 'node_modules'))).toBe(true);
    await setup.dispose();
    expect(existsSync(setup.dir)).toBe(false);
  });

  it('load() imports nothing when the cache has no bundle: the prerender makes it', async () => {
    const calls: string[] = [];
    const setup = new ServerSetup(bundler(false, calls));
    await setup.load();
    expect(evaluated).not.toContain(setup.dir);
    const bundle = await setup.bundle();
    expect(calls).toEqual(['cache only', 'cache or Vite']);
    expect(bundle.result).toBe('bundled');
    await setup.dispose();
  });

  it('without load(), the prerender puts the bundle in place itself, once', async () => {
    const calls: string[] = [];
    const setup = new ServerSetup(bundler(true, calls));
    expect((await setup.bundle()).result).toBe('cached');
    expect(calls).toEqual(['cache or Vite']);
    expect(evaluated).not.toContain(setup.dir);
    await setup.dispose();
    expect(existsSync(setup.dir)).toBe(false);
  });
});
