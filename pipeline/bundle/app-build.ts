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
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SiteConfigJson } from '../../common/contract.js';
import { cachedAppBuild, listFiles } from '../cache/app-cache.js';
import { pipelineVersion } from '../cache/version.js';
import { siteThemeFolders, themeComponents } from '../../docusaurus/node/theme/swizzles.js';
import { PROJECT_ROOT } from '../project-root.js';
import { viteServerBundle } from '../prerender/index.js';
import { viteBuildInChild, type ViteBuildResult } from './vite-process.js';
import { siteHtmlSettings } from './site-html-settings.js';
import { BABEL_CONFIG_FILE } from '../../docusaurus/node/config/babel.js';

export interface BundleInputs {
  key: string;
  extraFiles: string[];
}

/**
 * What the client and server bundles are made from besides the module graph Vite reports; sets
 * the variables web/vite.config.ts reads (the child processes inherit them).
 */
export function bundleInputs(
  contentRoot: string,
  site: SiteConfigJson,
  customCss: string[],
  generated: string,
  staticDirs: string[] = [],
  clientModules: string[] = [],
  themeFolders: string[] = [],
): BundleInputs {
  process.env.CONTENT_ROOT = contentRoot;
  // The site's stylesheets and static folders (their `url(/x.png)`), the path the site is served
  // under and the settings index.html takes.
  process.env.SITE_CUSTOM_CSS = JSON.stringify(customCss);
  process.env.SITE_STATIC_DIRS = JSON.stringify(staticDirs);
  process.env.SITE_CLIENT_MODULES = JSON.stringify(clientModules);
  // The site plugins' theme folders (getThemePath), highest priority first: after the site's src/theme for @theme/*.
  process.env.SITE_THEME_PATHS = JSON.stringify(themeFolders);
  process.env.SITE_NAVBAR_STYLE = site.navbarStyle ?? '';
  process.env.SITE_BASE_URL = site.baseUrl;
  process.env.SITE_HTML_SETTINGS = siteHtmlSettings(site);
  const web = join(PROJECT_ROOT, 'web');
  return {
    // The whole of the site's settings: a change to any of them bundles again.
    key: JSON.stringify([pipelineVersion(), contentRoot, customCss, staticDirs, clientModules, themeFolders, site]),
    extraFiles: [
      join(web, 'index.html'),
      join(web, 'vite.config.ts'),
      // Packages the site's own components import (node_modules is left out of the file list), and
      // the Babel config they are compiled with.
      ...['package-lock.json', 'yarn.lock', 'pnpm-lock.yaml', BABEL_CONFIG_FILE].map((f) => join(contentRoot, f)),
      ...listFiles(join(web, 'public')).map((f) => join(web, 'public', f)),
      ...listFiles(generated).map((f) => join(generated, f)),
      // The site's swizzled theme components: one added since the last build is in no module graph yet.
      ...themeComponents(siteThemeFolders(contentRoot, themeFolders)).values(),
    ],
  };
}

export interface AppBuild {
  /** Resolves when the bundle is in the output folder; rejects with the bundle's error. */
  finish(): Promise<{ result: 'bundled' | 'cached'; ms: number }>;
  /** Waits for the child to end and removes what it wrote (the build failed elsewhere). */
  cancel(): Promise<void>;
}

/** Vite's client bundle of the SPA into `dir`, with the SPA's own config. */
export function viteClientBundle(dir: string): Promise<ViteBuildResult> {
  return viteBuildInChild({ configFile: join(PROJECT_ROOT, 'web', 'vite.config.ts'), build: { outDir: dir, emptyOutDir: true } });
}

/**
 * Starts the client bundle for the output folder `outDir`: `bundle` writes into `<outDir>-app`
 * (or the cache's copy is put there), whose files `finish` moves into `outDir`.
 */
export function startAppBuild(options: {
  outDir: string;
  cacheDir: string | null;
  inputs: BundleInputs;
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

/** The prerender's server bundle, reused from `.cache/ssr/` under the same rule as the client bundle. */
export function serverBundle(cacheDir: string | null, inputs: BundleInputs) {
  return (dir: string) =>
    cachedAppBuild({
      cacheDir,
      outDir: dir,
      ...inputs,
      bundle: () => viteServerBundle(dir),
    });
}
