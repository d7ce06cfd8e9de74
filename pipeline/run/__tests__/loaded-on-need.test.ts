import { describe, expect, it } from 'vitest';
import { build, type Metafile } from 'esbuild';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/**
 * The packages a module loads before its first line runs: its static imports, followed through the
 * pipeline's own files (a dynamic `import()` is a package loaded on need, not followed).
 */
async function loadedAtStart(entry: string): Promise<Set<string>> {
  const { metafile } = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    outdir: join(root, '.cache', 'loaded-on-need'),
    splitting: true,
    tsconfig: join(root, 'tsconfig.node.json'),
    logLevel: 'silent',
  });
  return staticPackages(metafile, entry);
}

function staticPackages(metafile: Metafile, entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of metafile.inputs[file]?.imports ?? []) {
      if (i.kind !== 'import-statement') continue;
      if (i.external) packages.add(i.path.startsWith('@') ? i.path.split('/').slice(0, 2).join('/') : i.path.split('/')[0]!);
      else visit(i.path);
    }
  };
  visit(entry);
  return packages;
}

/**
 * What a warm build must not pay for before it needs it: each of these takes 150–430 ms to load
 * (SVGR with SVGO and Babel, Vite, sharp, the social cards' canvas, the feed writer), and a warm
 * build of a real site was a few seconds, a third of them loading modules. Orama's persistence
 * plugin (190 KB) is loaded by the search thread, which makes the indexes (the build's own thread
 * loads Orama's tokenizer, for the sidebar labels' terms).
 */
const ON_NEED = ['vite', '@svgr/core', '@svgr/plugin-svgo', '@svgr/plugin-jsx', 'sharp', '@napi-rs/canvas', 'feedsmith', '@orama/plugin-data-persistence'];

describe('packages loaded only when a build needs them', () => {
  it.each(['pipeline/build.ts', 'pipeline/mdx/processor.ts'])('%s does not load them at start', async (entry) => {
    const loaded = await loadedAtStart(entry);
    // The walk sees the graph: the build loads the Markdown serialiser at start, for instance.
    expect(loaded.has(entry === 'pipeline/build.ts' ? 'mdast-util-to-markdown' : 'unified')).toBe(true);
    expect(ON_NEED.filter((p) => loaded.has(p))).toEqual([]);
  });
});
