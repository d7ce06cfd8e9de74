/**
 * Docusaurus colours code with `themeConfig.prism.theme` and `.darkTheme`: theme objects from
 * prism-react-renderer (default `palenight`; `darkTheme` defaults to `theme`), over Prism's tokens
 * of prism-react-renderer's languages and the config's `additionalLanguages`, from the packages the
 * site has installed. A Docusaurus site's code is highlighted the same way here, by Prism at build
 * time (`pipeline/mdx/plugins/code-blocks/prism.ts`): these are its options.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { InstalledPackage, PrismCodeTheme, PrismTheme } from '../../../common/site-config.js';
import { DEFAULT_CODE_THEMES, type CodeThemes } from '../../../pipeline/mdx/plugins/code-blocks/themes.js';
import { DocusaurusConfigError } from './load.js';
import { palenightOf } from './prism-default-theme.js';
import { packageDataDir } from '../../../pipeline/cache/paths.js';

const ownRequire = createRequire(import.meta.url);

interface PrismOptions {
  theme?: unknown;
  darkTheme?: unknown;
  additionalLanguages?: unknown;
  defaultLanguage?: unknown;
}

/** A package as the site's folder resolves it (as Docusaurus's theme, installed there, does); null when it has none. */
function installed(siteDir: string, name: string): InstalledPackage | null {
  try {
    const manifest = createRequire(join(siteDir, 'package.json')).resolve(`${name}/package.json`);
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string };
    return { dir: dirname(manifest), version: version ?? '' };
  } catch {
    // Not installed in the site: the copy this project depends on.
    return null;
  }
}

/**
 * Docusaurus's default theme: the site's prism-react-renderer's `palenight`; this project's when the
 * site has none (or one without themes). Read through the build cache (`prism-default-theme.ts`).
 */
function defaultTheme(renderer: InstalledPackage | null): PrismTheme {
  const cache = packageDataDir();
  return (renderer && palenightOf(renderer.dir, cache)) ?? palenightOf(dirname(ownRequire.resolve('prism-react-renderer/package.json')), cache)!;
}

const isTheme = (t: unknown): t is PrismTheme => !!t && typeof t === 'object' && !Array.isArray(t);

/**
 * The code themes of a Docusaurus site: Prism's, from `themeConfig.prism` (Shiki's pair is then
 * unused). An `additionalLanguages` entry prismjs has no component for fails Docusaurus's build
 * (its bundler cannot resolve `prismjs/components/prism-<name>`): here it is a `DocusaurusConfigError`
 * at the line of the config (`configPath`) that names it, every such entry in one message.
 */
export function codeThemesOf(prism: PrismOptions, siteDir: string, configPath?: string): CodeThemes {
  const options = prismCodeTheme(prism, siteDir);
  const components = join(options.prismjs?.dir ?? dirname(ownRequire.resolve('prismjs/package.json')), 'components');
  const unknown = (options.additionalLanguages ?? []).filter((lang) => !existsSync(join(components, `prism-${lang}.js`)));
  if (unknown.length > 0 && configPath) {
    const names = unknown.map((l) => `"${l}"`).join(', ');
    throw new DocusaurusConfigError(
      configPath,
      lineNaming(configPath, unknown[0]!),
      `themeConfig.prism.additionalLanguages: ${names} ${unknown.length === 1 ? 'is not a Prism language' : 'are not Prism languages'} (prismjs has no components/prism-<name>.js); use names from https://prismjs.com/#supported-languages, such as "bash", "docker", "toml"`,
    );
  }
  return { ...DEFAULT_CODE_THEMES, prism: options };
}

/** The first line of the config that holds `name` as a string literal; 1 when none does (the name was computed). */
function lineNaming(configPath: string, name: string): number {
  const lines = readFileSync(configPath, 'utf8').split('\n');
  const at = lines.findIndex((l) => new RegExp(`['"\`]${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`, 'i').test(l));
  return at + 1 || 1;
}

function prismCodeTheme(prism: PrismOptions, siteDir: string): PrismCodeTheme {
  const renderer = installed(siteDir, 'prism-react-renderer');
  const prismjs = installed(siteDir, 'prismjs');
  const light = isTheme(prism.theme) ? prism.theme : defaultTheme(renderer);
  const dark = isTheme(prism.darkTheme) ? prism.darkTheme : light;
  const languages = Array.isArray(prism.additionalLanguages) ? prism.additionalLanguages.filter((l): l is string => typeof l === 'string') : [];
  return {
    // Plain data: the options go to compile threads and into the build cache's key.
    light: JSON.parse(JSON.stringify(light)) as PrismTheme,
    dark: JSON.parse(JSON.stringify(dark)) as PrismTheme,
    // Docusaurus's config schema lower-cases languages.
    additionalLanguages: languages.map((l) => l.toLowerCase()),
    ...(typeof prism.defaultLanguage === 'string' ? { defaultLanguage: prism.defaultLanguage.toLowerCase() } : {}),
    ...(renderer ? { renderer } : {}),
    ...(prismjs ? { prismjs } : {}),
  };
}
