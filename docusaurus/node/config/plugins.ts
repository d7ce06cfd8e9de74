import { presetOrigin } from './preset-origins.js';
import { docusaurusAtLeast, UNKNOWN_DOCUSAURUS_VERSION } from './site-metadata.js';

/**
 * The presets, plugins and themes a Docusaurus config names, with their options, read without
 * loading any of them (a preset other than the classic one was already replaced by what it returns,
 * `presets.ts`): `'classic'`, `['@docusaurus/preset-classic', options]`, a `require.resolve`d
 * path into `node_modules`, or a plugin function. Docusaurus's short names are expanded as its
 * resolver does (`content-docs` → `@docusaurus/plugin-content-docs`).
 */

export type Options = Record<string, unknown>;

export interface PluginEntry {
  /** The package name (`@docusaurus/plugin-content-docs`), or `inline plugin` for a function. */
  name: string;
  options: Options;
  /** Where it was declared: `presets[0] (docs)`, `plugins[2]`, `themes[0]`. */
  from: string;
  /** What the config gave: a module name or path to load (`site-plugins/`), or the plugin function; absent for the classic preset's parts. */
  spec?: unknown;
  kind?: 'plugin' | 'theme';
}

export interface DocusaurusPlugins {
  /** `@docusaurus/plugin-content-docs` instances (the preset's `docs` first); empty when `docs: false`. */
  docs: PluginEntry[];
  blog: PluginEntry[];
  pages: PluginEntry[];
  /** `@docusaurus/theme-classic` options (`customCss`). */
  theme: Options;
  /** Every other plugin or theme, in order. */
  others: PluginEntry[];
}

const CLASSIC_PRESET_PARTS: Record<string, string> = {
  docs: '@docusaurus/plugin-content-docs',
  blog: '@docusaurus/plugin-content-blog',
  pages: '@docusaurus/plugin-content-pages',
  sitemap: '@docusaurus/plugin-sitemap',
  svgr: '@docusaurus/plugin-svgr',
  debug: '@docusaurus/plugin-debug',
  gtag: '@docusaurus/plugin-google-gtag',
  googleAnalytics: '@docusaurus/plugin-google-analytics',
  googleTagManager: '@docusaurus/plugin-google-tag-manager',
};

/** The classic preset, however the config names it (`'classic'`, its package, a resolved path). */
export const isClassicPreset = (spec: unknown) => typeof spec === 'string' && packageName(spec, 'preset') === '@docusaurus/preset-classic';

/** `node_modules/@scope/name/dist/index.js` → `@scope/name`; short names expanded. */
export function packageName(spec: string, kind: 'plugin' | 'theme' | 'preset'): string {
  const inModules = /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(spec);
  if (inModules) return inModules[1]!.replace(/\\/g, '/');
  if (spec.startsWith('.') || spec.startsWith('/')) return spec;
  if (spec.startsWith('@')) {
    const [scope, rest] = spec.split('/');
    if (!rest) return `${scope}/docusaurus-${kind}`;
    if (scope === '@docusaurus' && !rest.startsWith(`${kind}-`) && !rest.startsWith('core')) return `@docusaurus/${kind}-${rest}`;
    if (scope !== '@docusaurus' && !rest.includes('docusaurus')) return `${scope}/docusaurus-${kind}-${rest}`;
    return spec;
  }
  if (spec.includes('docusaurus')) return spec;
  return `@docusaurus/${kind}-${spec}`;
}

function entry(value: unknown, kind: 'plugin' | 'theme' | 'preset', from: string): PluginEntry | null {
  if (value === false || value === null || value === undefined) return null; // Docusaurus skips falsy entries
  const pair = (Array.isArray(value) ? value : [value, {}]) as unknown[];
  const spec = pair[0];
  const options = pair[1];
  const opts = (options && typeof options === 'object' ? options : {}) as Options;
  const as = kind === 'preset' ? {} : { kind };
  if (typeof spec === 'function')
    return { name: `inline plugin${(spec as { name?: string }).name ? ` ${(spec as { name: string }).name}` : ''}`, options: opts, from, spec, ...as };
  if (typeof spec !== 'string') return { name: `unreadable ${kind} entry`, options: opts, from };
  return { name: packageName(spec, kind), options: opts, from, spec, ...as };
}

/**
 * `docusaurusVersion`: the site's core (`siteMetadata`), which sets what the classic preset adds
 * unasked: `@docusaurus/plugin-svgr` from 3.7 (core drew SVGs itself before).
 */
export function docusaurusPlugins(config: Record<string, unknown>, docusaurusVersion: string = UNKNOWN_DOCUSAURUS_VERSION): DocusaurusPlugins {
  const out: DocusaurusPlugins = { docs: [], blog: [], pages: [], theme: {}, others: [] };
  const add = (e: PluginEntry) => {
    if (e.name === '@docusaurus/plugin-content-docs') out.docs.push(e);
    else if (e.name === '@docusaurus/plugin-content-blog') out.blog.push(e);
    else if (e.name === '@docusaurus/plugin-content-pages') out.pages.push(e);
    else if (e.name === '@docusaurus/theme-classic') Object.assign(out.theme, e.options);
    else out.others.push(e);
  };
  const list = (key: string) => (Array.isArray(config[key]) ? (config[key] as unknown[]) : []);
  list('presets').forEach((p, i) => {
    const preset = entry(p, 'preset', `presets[${i}]`);
    if (!preset) return;
    if (isClassicPreset(preset.name)) {
      // The classic preset turns each of its keys into a plugin; `false` turns one off.
      const defaults = ['docs', 'blog', 'pages', 'sitemap', ...(docusaurusAtLeast(docusaurusVersion, 3, 7) ? ['svgr'] : [])];
      for (const [part, name] of Object.entries(CLASSIC_PRESET_PARTS)) {
        const value = preset.options[part];
        if (value === false) continue;
        if (value === undefined && !defaults.includes(part)) continue;
        add({ name, options: (value && typeof value === 'object' ? value : {}) as Options, from: `presets[${i}] (${part})` });
      }
      add({ name: '@docusaurus/theme-classic', options: (preset.options.theme ?? {}) as Options, from: `presets[${i}] (theme)` });
    } else out.others.push(preset);
  });
  // Entries a preset returned (`presets.ts`) are named by where they came from; the config's own are counted after them.
  for (const kind of ['plugins', 'themes'] as const) {
    const fromPresets = list(kind).filter((p) => presetOrigin(p)).length;
    list(kind).forEach((p, i) => {
      const e = entry(p, kind === 'plugins' ? 'plugin' : 'theme', presetOrigin(p) ?? `${kind}[${i - fromPresets}]`);
      if (e) add(e);
    });
  }
  return out;
}
