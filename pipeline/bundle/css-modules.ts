/**
 * CSS modules (`styles.module.css`, `.module.scss`) of a site's components. A component can render
 * in two places: at build time, in the page's HTML (`mdx/evaluate/bundle.ts`, esbuild), and in the
 * browser (Vite). Both must give a class the same name, so both take it from
 * {@link cssModuleClassName}: Vite through `css.modules.generateScopedName`, the build-time bundle
 * through {@link cssModuleClasses}. The stylesheet itself reaches the browser through the site's
 * CSS, where Vite compiles it with the same names.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { perText } from '../util/per-text.js';

/** `local` of the stylesheet `file`, scoped: the local name, then a hash of the file's place in the site and the name. */
export function cssModuleClassName(local: string, file: string, siteDir: string): string {
  const place = relative(siteDir, file.split('?')[0]!).split(sep).join('/');
  const hash = createHash('sha256').update(`${place}\n${local}`).digest('base64url').slice(0, 6);
  return `${local}_${hash}`;
}

export interface CompiledCssModule {
  css: string;
  classes: Record<string, string>;
}

// The build-time bundle is made page by page: a component's CSS module many pages import is
// compiled once per text of the file. (A class it composes from another file is named by that
// file's path and the class's name, not by the other file's text; Sass, whose partials may make
// classes, is compiled each time.)
const compiledOnce = perText<Promise<CompiledCssModule>>();

/** A CSS module compiled: its stylesheet with scoped class names, and what it exports (local name → scoped names, `composes` included), as Vite gives them. */
export function compileCssModule(file: string, siteDir: string): Promise<CompiledCssModule> {
  const text = readFileSync(file, 'utf8');
  if (/\.s[ac]ss$/i.test(file)) return compile(file, text, siteDir);
  return compiledOnce(`${siteDir}\0${file}`, text, () => compile(file, text, siteDir));
}

async function compile(file: string, text: string, siteDir: string): Promise<CompiledCssModule> {
  // Sass only for a Sass module: loading it costs about 0.3 s, and most sites have none.
  const source = /\.s[ac]ss$/i.test(file) ? (await import('sass')).compile(file).css : text;
  // PostCSS for a CSS module only (a warm build whose changed page has none loads neither).
  const [{ default: postcss }, { default: postcssModules }] = await Promise.all([import('postcss'), import('postcss-modules')]);
  let classes: Record<string, string> = {};
  const result = await postcss([
    postcssModules({
      generateScopedName: (name: string, from: string) => cssModuleClassName(name, from, siteDir),
      getJSON: (_file: string, json: Record<string, string>) => {
        classes = json;
      },
    }),
  ]).process(source, { from: file });
  return { css: result.css, classes };
}

/**
 * The name under which the site's CSS imports a CSS module as a plain stylesheet (its classes
 * already scoped): Vite drops a CSS module whose exports nobody reads, and the components that read
 * them rendered at build time.
 */
export const SCOPED_STYLESHEET_SUFFIX = '.scoped.css';
export const isCssModule = (file: string) => /\.module\.(?:css|s[ac]ss)$/i.test(file);
