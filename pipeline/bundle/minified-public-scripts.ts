/**
 * Scripts of Vite's public folder are copied as they are, comments and all: `color-mode.js`, which
 * every first visit loads before the first paint, went out at 558 bytes gzipped, more than half of
 * it comments. Once the build has written everything (the public folder's copy included), each
 * named script is replaced by esbuild's minified form of it; the source in the repository stays
 * readable, and the dev server serves it as written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';

export function minifiedPublicScripts(names: string[], define: Record<string, string> = {}): Plugin {
  let outDir: string | null = null;
  let written = false;
  return {
    name: 'minified-public-scripts',
    apply: 'build',
    buildStart() {
      written = false;
    },
    configResolved(config) {
      // The server bundle (prerendering) has no public folder.
      outDir = config.build.ssr || config.publicDir === '' ? null : resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    async closeBundle() {
      // A build that failed wrote nothing: its own error is the one to see.
      if (!outDir || !written) return;
      for (const name of names) {
        const file = join(outDir, name);
        const { code } = await transform(readFileSync(file, 'utf8'), { minify: true, loader: 'js', legalComments: 'none', define });
        writeFileSync(file, code);
      }
    },
  };
}
