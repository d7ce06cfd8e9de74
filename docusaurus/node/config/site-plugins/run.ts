import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PluginRouteConfig, PostBuild, SitePluginsRun } from './types.js';
import type { PluginEntry } from '../plugins.js';
import { htmlTagsOf } from './html-tags.js';
import { pluginDir, resolvePlugin, validateOptions, type ResolvedPlugin } from './load-plugin.js';
import { routeOf as siteRoute } from '../site-config.js';
import { configureWebpackOf, mergeTranslations, type WebpackTranslation } from './webpack-config.js';

/**
 * A site's own Docusaurus plugins (local files, npm packages from its `node_modules`, functions in
 * its config), run at build time in Node as Docusaurus's `loadPlugins` runs them: each plugin is
 * called with the `LoadContext` of the locale being built (Docusaurus loads the site once per
 * locale; `presetContext` makes it) and its options (through its `validateOptions`), then every
 * `loadContent` (in parallel), each plugin's translation files and `translateContent`,
 * `getDefaultCodeTranslationMessages`, `contentLoaded` with its actions (`createData`, `addRoute`,
 * `setGlobalData`), and `allContentLoaded` with every plugin's content. What the lifecycle
 * contributes is collected here for the build: global data, routes, client modules, HTML tags,
 * theme folders, code translations and the `postBuild` calls. The plugins this build implements
 * itself (docs, blog, pages, sitemap, ...) are read from their options instead and never reach here.
 */

/** Lifecycle methods and why they do nothing here, each named once in the "no effect" warning. */
const NO_EFFECT: Record<string, string> = {
  configurePostCss: "this build's CSS goes through Vite's PostCSS, not the plugin's",
  extendCli: 'this build has its own command line',
  getPathsToWatch: 'dev mode watches the content folders only',
};

export async function runSitePlugins(entries: PluginEntry[], context: Record<string, unknown>): Promise<SitePluginsRun> {
  const siteDir = context.siteDir as string;
  const out: SitePluginsRun = {
    globalData: {},
    routes: [],
    clientModules: [],
    headTags: [],
    preBodyTags: [],
    postBodyTags: [],
    themePaths: [],
    typeScriptThemePaths: [],
    codeTranslations: {},
    postBuild: [],
    unapplied: [],
    webpack: { aliases: [], fallbacks: {}, provide: {}, define: {} },
    ran: [],
    instances: [],
    errors: [],
  };
  const resolved: ResolvedPlugin[] = [];
  for (const entry of entries) {
    let r: ReturnType<typeof resolvePlugin>;
    try {
      r = resolvePlugin(entry, siteDir);
    } catch (error) {
      out.errors.push(failure(error, entry, null, siteDir, 'loading the module'));
      continue;
    }
    if ('missing' in r) out.unapplied.push(`${entry.from} (${entry.name}: ${r.missing})`);
    else resolved.push(r);
  }

  // Init: the plugin function with its validated options; a theme's plugins come with the rest.
  type Instance = { r: ResolvedPlugin; id: string; name: string; plugin: Record<string, unknown>; options: Record<string, unknown>; content?: unknown };
  const instances: Instance[] = [];
  for (const r of resolved) {
    try {
      const options = r.plugin.validateOptions ? r.plugin.validateOptions({ validate: validateOptions, options: r.entry.options }) : r.entry.options;
      const plugin = (await r.plugin(context, options)) as Record<string, unknown> | null;
      if (!plugin) continue; // Docusaurus skips a plugin function that returns nothing
      const id = typeof options?.id === 'string' ? options.id : 'default';
      const name = typeof plugin.name === 'string' ? plugin.name : r.entry.name;
      instances.push({ r, id, name, plugin, options: options ?? {} });
      out.ran.push(r.entry.from);
      out.instances.push({ name, file: r.file });
      for (const [method, why] of Object.entries(NO_EFFECT))
        if (typeof plugin[method] === 'function') out.unapplied.push(`${r.entry.from} (${name}) ${method} (${why})`);
    } catch (error) {
      out.errors.push(failure(error, r.entry, r.file, siteDir, 'its plugin function'));
    }
  }

  const call = async <T>(inst: Instance, method: string, args?: unknown): Promise<T | undefined> => {
    const fn = inst.plugin[method];
    if (typeof fn !== 'function') return undefined;
    try {
      return (await (fn as (a: unknown) => unknown).call(inst.plugin, args)) as T;
    } catch (error) {
      out.errors.push(failure(error, inst.r.entry, inst.r.file, siteDir, method));
      return undefined;
    }
  };

  const localizationDir = typeof context.localizationDir === 'string' ? context.localizationDir : join(siteDir, 'i18n', 'en');
  const generatedFilesDir = context.generatedFilesDir as string;
  await Promise.all(
    instances.map(async (inst) => {
      inst.content = await call(inst, 'loadContent');
      const files =
        (await call<{ path: string; content: Record<string, { message: string }> }[]>(inst, 'getTranslationFiles', { content: inst.content })) ?? [];
      const translationFiles = files.map((f) => localizedFile(f, localizationDir, inst.name, inst.id));
      if (typeof inst.plugin.translateContent === 'function')
        inst.content = (await call(inst, 'translateContent', { content: inst.content, translationFiles })) ?? inst.content;
      Object.assign(out.codeTranslations, (await call<Record<string, string>>(inst, 'getDefaultCodeTranslationMessages')) ?? {});
    }),
  );
  const allContent: Record<string, Record<string, unknown>> = {};
  for (const inst of instances) (allContent[inst.name] ??= {})[inst.id] = inst.content;
  for (const method of ['contentLoaded', 'allContentLoaded'] as const) {
    await Promise.all(
      instances.map(async (inst) => {
        if (typeof inst.plugin[method] !== 'function') return;
        const dataDir = join(generatedFilesDir, inst.name, inst.id);
        let globalData: unknown;
        const actions = {
          addRoute: (route: Record<string, unknown>) =>
            out.routes.push(routeOf(route, inst, siteDir, typeof context.baseUrl === 'string' ? context.baseUrl : '/')),
          // Docusaurus writes the file and returns its path; `modules` name it, and the route's component gets its value.
          createData: (name: string, data: string) => {
            const path = join(dataDir, name);
            mkdirSync(dirname(path), { recursive: true });
            writeFileSync(path, data);
            return Promise.resolve(path);
          },
          setGlobalData: (data: unknown) => {
            globalData = data;
          },
        };
        await call(inst, method, method === 'contentLoaded' ? { content: inst.content, actions } : { allContent, actions });
        if (globalData !== undefined) (out.globalData[inst.name] ??= {})[inst.id] = globalData;
      }),
    );
  }

  const webpack: WebpackTranslation[] = [];
  for (const inst of instances) {
    const dir = pluginDir(inst.r, siteDir);
    const configured = configureWebpack(inst, siteDir, out);
    if (configured) webpack.push(configured);
    const modules = (await call<string[]>(inst, 'getClientModules')) ?? [];
    out.clientModules.push(...modules.map((m) => resolveModule(m, dir)));
    const tags = await call<Record<string, unknown>>(inst, 'injectHtmlTags', { content: inst.content });
    out.headTags.push(...htmlTagsOf(tags?.headTags));
    out.preBodyTags.push(...htmlTagsOf(tags?.preBodyTags));
    out.postBodyTags.push(...htmlTagsOf(tags?.postBodyTags));
    const theme = await call<string>(inst, 'getThemePath');
    if (typeof theme === 'string') out.themePaths.push(resolve(dir, theme));
    const tsTheme = await call<string>(inst, 'getTypeScriptThemePath');
    if (typeof tsTheme === 'string') out.typeScriptThemePaths.push(resolve(dir, tsTheme));
    if (typeof inst.plugin.postBuild === 'function') {
      const fn = inst.plugin.postBuild as PostBuild;
      out.postBuild.push({
        name: inst.name,
        file: inst.r.file ?? siteDir,
        run: (props) => fn.call(inst.plugin, { ...context, ...props, content: inst.content }),
      });
    }
  }
  out.webpack = mergeTranslations(webpack);
  return out;
}

/**
 * A plugin's `configureWebpack`, read into what Vite does alike (`webpack-config.ts`); the parts it
 * sets that have no counterpart are named in the "no effect" warning, and a throw is the plugin's error.
 */
function configureWebpack(
  inst: { r: ResolvedPlugin; name: string; plugin: Record<string, unknown>; content?: unknown },
  siteDir: string,
  out: SitePluginsRun,
): WebpackTranslation | null {
  const fn = inst.plugin.configureWebpack;
  if (typeof fn !== 'function') return null;
  try {
    const { translation, unapplied } = configureWebpackOf(fn as Parameters<typeof configureWebpackOf>[0], inst.plugin, inst.content, siteDir);
    if (unapplied.length > 0)
      out.unapplied.push(`${inst.r.entry.from} (${inst.name}) configureWebpack: ${unapplied.join(', ')} (this build bundles with Vite, not webpack)`);
    return translation;
  } catch (error) {
    out.errors.push(failure(error, inst.r.entry, inst.r.file, siteDir, 'configureWebpack'));
    return null;
  }
}

/** A relative module path from the plugin's folder; a package name as it is (Vite resolves it from the site). */
function resolveModule(spec: string, dir: string): string {
  return spec.startsWith('.') ? resolve(dir, spec) : spec;
}

function routeOf(route: Record<string, unknown>, inst: { name: string; id: string; r: ResolvedPlugin }, siteDir: string, baseUrl: string): PluginRouteConfig {
  // Plugins add routes with the base URL (`normalizeUrl([baseUrl, 'x'])`); the pipeline's routes have none.
  const baseless = siteRoute(typeof route.path === 'string' ? route.path : '/', baseUrl);
  const component = typeof route.component === 'string' ? route.component : '';
  return {
    path: baseless,
    // `@site/` is the site folder, as Docusaurus's webpack alias has it.
    component: component.startsWith('@site/') ? join(siteDir, component.slice(6)) : resolveModule(component, pluginDir(inst.r, siteDir)),
    givenComponent: component,
    modules: (route.modules ?? {}) as Record<string, unknown>,
    exact: route.exact !== false,
    ...(route.props && typeof route.props === 'object' ? { props: route.props as Record<string, unknown> } : {}),
    plugin: { name: inst.name, id: inst.id },
    file: inst.r.file ?? siteDir,
  };
}

/** A translation file with the locale's own messages over the plugin's defaults (`i18n/<locale>/<plugin>[-<id>]/<path>.json`). */
function localizedFile(file: { path: string; content: Record<string, { message: string }> }, localizationDir: string, name: string, id: string) {
  const path = join(localizationDir, id === 'default' ? name : `${name}-${id}`, `${file.path}.json`);
  if (!existsSync(path)) return file;
  const localized = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { message: string }>;
  const content = { ...file.content };
  for (const [key, value] of Object.entries(localized)) if (key in content) content[key] = { ...content[key], ...value };
  return { ...file, content };
}

/** A plugin's throw as a problem at the first frame inside the plugin or the site (not in node_modules elsewhere, not this build). */
function failure(error: unknown, entry: PluginEntry, file: string | null, siteDir: string, during: string) {
  const stack = String((error as Error)?.stack ?? '');
  const first = String((error as Error)?.message ?? error).split('\n')[0];
  const pluginRoot = file ? dirname(file) : siteDir;
  let at: { file: string; line: number } | null = null;
  for (const m of stack.matchAll(/(?:file:\/\/)?(\/[^\s:()]+\.(?:[cm]?[jt]s|[jt]sx)):(\d+)/g)) {
    const f = m[1]!;
    if (f.startsWith(pluginRoot) || (f.startsWith(siteDir) && !f.includes('/node_modules/'))) {
      at = { file: f, line: Number(m[2]) };
      break;
    }
  }
  return {
    file: at?.file ?? file ?? siteDir,
    line: at?.line ?? 1,
    message: `Docusaurus plugin ${entry.name} (${entry.from}) threw in ${during}: ${first}`,
  };
}

/**
 * The plugins' theme folders, highest priority first, for the `@theme/*` resolver to put after the
 * site's own `src/theme`: Docusaurus's `loadThemeAliases` lets a later plugin's component replace
 * an earlier one's (plugins before themes, presets' before the config's: the order they ran in).
 */
export function themeFoldersByPriority(run: Pick<SitePluginsRun, 'themePaths'> | undefined): string[] {
  return [...(run?.themePaths ?? [])].reverse();
}
