import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PROJECT_ROOT } from '../../project-root';
import { inertQueryCoreModule, queryCoreUnused, siteUsesQuery } from '../plugins/query-core-unused';
import { writeSmallViteProject } from './small-vite-project';

const dir = mkdtempSync(join(tmpdir(), 'query-core-unused-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Imported by absolute path: the project folder is outside the repository, and the plugin matches
// the package's files by their path.
const CORE = join(PROJECT_ROOT, 'node_modules/@tanstack/query-core/build/modern');
const core = JSON.stringify(join(CORE, 'index.js'));

async function bundle(main: string, outDir: string, leaveOut = true) {
  writeSmallViteProject(dir, { 'main.js': main });
  await build({
    root: dir,
    logLevel: 'silent',
    plugins: [queryCoreUnused(leaveOut)],
    build: { outDir, minify: false, rolldownOptions: { input: join(dir, 'main.js'), output: { entryFileNames: 'main.js' } } },
  });
  return join(dir, outDir, 'main.js');
}

describe('queryCoreUnused', () => {
  it("leaves the mutation cache and the infinite queries' pages out of a bundle that uses queries, which still work", async () => {
    const main = `import { QueryClient } from ${core};
const client = new QueryClient();
const data = await client.ensureQueryData({ queryKey: ['a'], queryFn: () => Promise.resolve(42) });
const mutating = client.isMutating();
await client.resumePausedMutations();
client.clear();
const infinite = await client.fetchInfiniteQuery({ queryKey: ['b'], queryFn: () => 1, initialPageParam: 0 }).then(() => 'fetched', (e) => e.message);
globalThis.queryCoreUnused = { data, mutating, infinite };
`;
    const file = await bundle(main, 'dist-used');
    const code = readFileSync(file, 'utf8');
    // Unminified, the bundle names each module it holds: the inert ones, not the Mutation class.
    expect(code).toContain('query-core/build/modern/mutationCache.js');
    expect(code).not.toContain('query-core/build/modern/mutation.js');
    expect(code).not.toContain('mutationId');
    await import(pathToFileURL(file).href);
    const out = (globalThis as unknown as { queryCoreUnused: { data: number; mutating: number; infinite: string } }).queryCoreUnused;
    expect(out.data).toBe(42);
    expect(out.mutating).toBe(0);
    expect(out.infinite).toBe("TanStack Query's infinite queries is left out of this site's browser bundle (pipeline/bundle/plugins/query-core-unused.ts)");
  });

  it('fails the build when the bundle uses mutations or infinite queries, naming the module', async () => {
    const main = `import { QueryClient, MutationObserver } from ${core};
globalThis.observer = new MutationObserver(new QueryClient(), { mutationFn: () => Promise.resolve(1) });
`;
    const error = await bundle(main, 'dist-users').then(
      () => null,
      (e: unknown) => (e instanceof Error ? e.message : String(e)),
    );
    expect(error).toMatch(/mutationObserver\.js use TanStack Query's mutations or infinite queries/);
  });

  it('leaves nothing out for a site that depends on TanStack Query itself: its mutations bundle and run', async () => {
    const site = mkdtempSync(join(tmpdir(), 'query-site-'));
    try {
      writeFileSync(join(site, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': '3.10.0', '@tanstack/react-query': '^5.0.0' } }));
      expect(siteUsesQuery(site)).toBe(true);
      writeFileSync(join(site, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': '3.10.0' } }));
      expect(siteUsesQuery(site)).toBe(false);
      expect(siteUsesQuery(join(site, 'missing'))).toBe(false);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
    const main = `import { QueryClient, MutationObserver } from ${core};
const observer = new MutationObserver(new QueryClient(), { mutationFn: (n) => Promise.resolve(n * 2) });
globalThis.mutated = observer.mutate(21);
`;
    const file = await bundle(main, 'dist-site-users', false);
    await import(pathToFileURL(file).href);
    expect(await (globalThis as { mutated?: Promise<number> }).mutated).toBe(42);
  });

  it("fails when the package's module no longer exports what the inert one stands for", () => {
    const id = join(CORE, 'mutationCache.js');
    expect(inertQueryCoreModule(id, readFileSync(id, 'utf8'))).toContain('class MutationCache');
    expect(() => inertQueryCoreModule(id, 'export { MutationCache, somethingNew };\n')).toThrow(
      /exports \{ MutationCache, somethingNew \} where \{ MutationCache \} was expected: @tanstack\/query-core changed/,
    );
    expect(inertQueryCoreModule(join(CORE, 'query.js'), 'export { Query };\n')).toBeNull();
  });
});
