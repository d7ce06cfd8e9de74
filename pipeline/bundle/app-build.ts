/**
 * The SPA's two Vite bundles in a site build: the client bundle (into the output) and the
 * prerenderer's server bundle, each reused from the cache when its inputs are unchanged
 * (`cache/app-cache.ts`), each in a child process (`vite-process.ts`).
 *
 * The client bundle needs the site's settings, stylesheets and components, none of the files the
 * emit writes, so it starts before the emit and runs beside it (`startAppBuild`): on two cores the
 * child bundles while the build's own thread writes chunks and page Markdown. It writes into a
 * folder of its own, whose files move into the output once both are done, as they would have
 * landed had Vite run after the emit; so nothing the emit writes is taken for the bundle's output
 * by the cache, and no two writers share a folder.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SiteConfigJson } from '../../common/contract.js';
import { cachedAppBuild, placeCachedApp, listFiles } from '../cache/app-cache.js';
import { pipelineVersion } from '../cache/version.js';
import { siteThemeFolders, themeComponents } from '../../docusaurus/node/theme/swizzles.js';
import { WEB_DIR } from '../project-root.js';
import { viteServerBundle } from '../prerender/index.js';
import type { BundleServer } from '../prerender/server-setup.js';
import { viteBuildInChild, type ViteBuildResult } from './vite-process.js';
import type { BundleSettings } from './settings.js';
import type { ImportedMarkdownCompiler } from './plugins/browser-markdown.js';
import { BABEL_CONFIG_FILE } from '../../docusaurus/node/config/babel.js';
import { DOCUSAURUS_CONFIG_FILES } from '../../docusaurus/node/config/load.js';
import { resolvedThemeCommon } from '../../docusaurus/node/bundle/theme-common-packages.js';

/** The theme-common a Docusaurus site's components get (node_modules is no input the cache lists); none for a site in this project's format. */
const themeCommonOf = (contentRoot: string) =>
  DOCUSAURUS_CONFIG_FILES.some((file) => existsSync(join(contentRoot, file))) ? resolvedThemeCommon(contentRoot) : null;

/** What the bundle cache compares besides the module graph (`cache/app-cache.ts`). */
export interface CacheInputs {
  key: string;
  extraFiles: string[];
}

export interface BundleInputs extends CacheInputs {
  /** What the Vite config is made from (`vite-config.ts`). */
  settings: BundleSettings;
  /** Compiles the Markdown the site's code imports, in this process (the site's Markdown plugins are here). */
  compileMarkdown?: ImportedMarkdownCompiler;
}

/** What the client and server bundles are made from besides the module graph Vite reports. */
export function bundleInputs(settings: BundleSettings, site: SiteConfigJson): BundleInputs {
  const { contentRoot, generatedDir: generated } = settings;
  return {
    settings,
    // The whole of the site's settings: a change to any of them bundles again. (The Vite config is
    // the pipeline's code, in its version.)
    key: JSON.stringify([pipelineVersion(), settings, site, themeCommonOf(contentRoot)]),
    extraFiles: [
      join(WEB_DIR, 'index.html'),
      // Packages the site's own components import (node_modules is left out of the file list), and
      // the Babel config they are compiled with.
      ...['package-lock.json', 'yarn.lock', 'pnpm-lock.yaml', BABEL_CONFIG_FILE].map((f) => join(contentRoot, f)),
      ...listFiles(join(WEB_DIR, 'public')).map((f) => join(WEB_DIR, 'public', f)),
      ...listFiles(generated).map((f) => join(generated, f)),
      // The site's swizzled theme components: one added since the last build is in no module graph yet.
      ...themeComponents(siteThemeFolders(contentRoot, settings.themePaths)).values(),
    ],
  };
}

export interface AppBuild {
  /** Resolves when the bundle is in the output folder; rejects with the bundle's error. */
  finish(): Promise<{ result: 'bundled' | 'cached'; ms: number }>;
  /** Waits for the child to end and removes what it wrote (the build failed elsewhere). */
  cancel(): Promise<void>;
}

/** Vite's client bundle of the SPA into `dir`, with the SPA's config for the site's settings. */
export function viteClientBundle(settings: BundleSettings, compileMarkdown?: ImportedMarkdownCompiler) {
  return (dir: string): Promise<ViteBuildResult> => viteBuildInChild({ settings, build: { outDir: dir, emptyOutDir: true } }, process.env, compileMarkdown);
}

/**
 * Starts the client bundle for the output folder `outDir`: `bundle` writes into `<outDir>-app`
 * (or the cache's copy is put there), whose files `finish` moves into `outDir`.
 */
export function startAppBuild(options: {
  outDir: string;
  cacheDir: string | null;
  inputs: CacheInputs;
  bundle: (dir: string) => Promise<ViteBuildResult>;
}): AppBuild {
  const { outDir } = options;
  const staging = `${outDir}-app`;
  rmSync(staging, { recursive: true, force: true });
  const started = performance.now();
  const done = cachedAppBuild({ cacheDir: options.cacheDir, outDir: staging, ...options.inputs, bundle: () => options.bundle(staging) }).then((result) => ({
    result,
    ms: Math.round(performance.now() - started),
  }));
  // Awaited by finish or cancel; until then a failure must not count as unhandled.
  done.catch(() => {});
  return {
    async finish() {
      try {
        const built = await done;
        moveFiles(staging, outDir);
        return built;
      } finally {
        rmSync(staging, { recursive: true, force: true });
      }
    },
    async cancel() {
      await done.catch(() => {});
      rmSync(staging, { recursive: true, force: true });
    },
  };
}

/** Moves every file under `from` to the same place under `to`, replacing what is there. */
function moveFiles(from: string, to: string) {
  const made = new Set<string>();
  for (const file of listFiles(from)) {
    const target = join(to, file);
    const dir = dirname(target);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    renameSync(join(from, file), target);
  }
}

/**
 * The prerender's server bundle, reused from `.cache/ssr/` under the same rule as the client bundle.
 * `onlyCached`: the cache's copy or nothing ('missing'), never Vite.
 */
export function serverBundle(cacheDir: string | null, inputs: BundleInputs): BundleServer {
  return async (dir, onlyCached = false) => {
    const cached = { cacheDir, outDir: dir, ...inputs };
    if (onlyCached) return placeCachedApp(cached) ? 'cached' : 'missing';
    return cachedAppBuild({ ...cached, bundle: () => viteServerBundle(inputs.settings, dir, inputs.compileMarkdown) });
  };
}
