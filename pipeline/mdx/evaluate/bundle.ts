import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { build, transform, type Loader, type Plugin, type Message } from 'esbuild';
import { parseDocument } from 'yaml';
import { CONTEXT_MODULE } from './module.js';
import { DEFAULT_EXPORT_HINT } from '../resolve-import.js';
import { givenToBabelLoader, siteBabel, SiteBabelError, type SiteBabel } from '../../../docusaurus/node/config/babel.js';
import { babelFallback } from '../../../docusaurus/node/config/babel-fallback.js';
import { perText } from '../../util/per-text.js';
import { compileCssModule } from '../../bundle/css-modules.js';
import { siteThemes, themeImport, wrappedThemeFile } from '../../../docusaurus/node/theme/swizzles.js';
import { providedThemeNames } from '../../../docusaurus/node/theme/theme-names.js';
import { THEME_COMMON_PACKAGES, ownThemeCommonFrom } from '../../../docusaurus/node/bundle/theme-common-packages.js';
import { svgComponentModule } from '../../../docusaurus/node/bundle/svgr.js';
import { aliasedImport, type WebpackTranslation } from '../../../docusaurus/node/config/site-plugins/webpack-config.js';

const OWN_FALLBACK = Symbol('resolving past the theme-common fallback');
const ALIASED = Symbol("a webpack alias's target");

/** Modules the evaluation provides itself (runtime.ts, modules/): never bundled. */
export const PROVIDED =
  /^(?:react|react\/jsx-runtime|react\/jsx-dev-runtime|react-dom|@docusaurus\/(?:Link|useBaseUrl|useDocusaurusContext|BrowserOnly|useIsBrowser|plugin-content-docs\/client|plugin-content-blog\/client|ExecutionEnvironment|constants|Noop|useIsomorphicLayoutEffect|useBrokenLinks|useRouteContext|useGlobalData|Translate|Interpolate|ErrorBoundary|Head|router|renderRoutes|isInternalUrl)|@generated\/(?:routes|site-storage|docusaurus\.config|i18n|codeTranslations|site-metadata|globalData)|@theme\/(?:CodeBlock|Tabs|TabItem|Admonition|Details|Heading|ThemedImage|IdealImage|DocCardList|TOCInline|Mermaid|MDXComponents)|mdx-eval:context)$/;

const STYLESHEET = /\.(?:css|s[ac]ss)$/i;
const MARKDOWN = /\.mdx?$/i;

export interface BundleProblem {
  /** File relative to the content root, or null for the MDX module itself. */
  file: string | null;
  line: number;
  column: number;
  message: string;
}

export interface Bundled {
  code: string;
  map: string;
  problems: BundleProblem[];
  /** Absolute paths of the site's files in the bundle (dev mode recompiles the page when one changes). */
  inputs: string[];
  /** Stylesheets the bundle's modules import (components' CSS and CSS modules, packages' CSS), in the order found. */
  stylesheets: string[];
  /** Markdown files the bundle's modules import (absolute paths): each is compiled on its own and rendered where it is used. */
  markdown: string[];
}

/**
 * Bundles a generated MDX module with everything it imports from the site (component files, data,
 * npm packages from the site folder's node_modules) into one CommonJS script for Node. Webpack's
 * inline loaders (`!!raw-loader!x`, `!!yaml-loader!x`, `!!json-loader!x`) load what they name.
 */
export async function bundleModule(
  code: string,
  options: {
    absolutePath: string;
    contentRoot: string;
    filePath: string;
    themeFolders?: readonly string[];
    svgrConfig?: Record<string, unknown>;
    /** The site plugins' `configureWebpack` aliases and constants (`webpack-config.ts`). */
    webpack?: Pick<WebpackTranslation, 'aliases' | 'define'>;
    /** The site's static folders, in order; unset: `static/`. */
    staticDirs?: readonly string[];
  },
): Promise<Bundled> {
  const contentRoot = resolve(options.contentRoot);
  // esbuild names the generated module by its place in the site, like every other file.
  const own = relative(contentRoot, resolve(options.absolutePath)).split(sep).join('/');
  const display = (path: string) => (isAbsolute(path) ? relative(contentRoot, path).split(sep).join('/') : path);
  try {
    const result = await build({
      stdin: { contents: code, loader: 'jsx', resolveDir: dirname(options.absolutePath), sourcefile: basename(options.absolutePath) },
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      outfile: join(contentRoot, '__mdx-eval.js'),
      sourcemap: 'external',
      jsx: 'automatic',
      logLevel: 'silent',
      absWorkingDir: contentRoot,
      // Packages are looked for up from the importing file, then in the site folder's node_modules,
      // as Docusaurus's webpack config does (`resolve.modules`): a docs folder kept outside the site
      // folder (`docs: { path: '../docs' }`) imports the packages the site installed.
      nodePaths: [join(contentRoot, 'node_modules')],
      loader: {
        '.js': 'jsx',
        '.css': 'empty',
        '.scss': 'empty',
        '.sass': 'empty',
        '.png': 'empty',
        '.jpg': 'empty',
        '.gif': 'empty',
      },
      define: esbuildDefines(options.webpack?.define ?? {}),
      plugins: [
        ...(options.webpack?.aliases.length ? [webpackAliases(options.webpack.aliases)] : []),
        serverRelativeImports([...(options.staticDirs ?? [join(contentRoot, 'static')]), contentRoot]),
        siteModules(contentRoot, await siteBabel(contentRoot), options.themeFolders, options.svgrConfig),
      ],
      metafile: true,
    });
    const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!;
    const map = result.outputFiles.find((f) => f.path.endsWith('.map'));
    const files = Object.keys(result.metafile.inputs).map((p) => resolve(contentRoot, p.replace(/^[\w-]+-loader:/, '')));
    const inputs = files.filter((p) => !p.includes(`${sep}node_modules${sep}`) && p !== resolve(options.absolutePath));
    // The page's HTML carries the classes the components gave; their stylesheets join the site's CSS, as webpack bundles them.
    const stylesheets = files.filter((p) => STYLESHEET.test(p));
    const markdown = files.filter((p) => MARKDOWN.test(p) && p !== resolve(options.absolutePath));
    return { code: js.text, map: map?.text ?? '', problems: [], inputs, stylesheets, markdown };
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors) throw error;
    return {
      code: '',
      map: '',
      inputs: [],
      stylesheets: [],
      markdown: [],
      problems: errors.map((e) => ({
        file: !e.location || e.location.file === own ? null : display(e.location.file),
        line: e.location?.line ?? 0,
        column: e.location?.column ?? 0,
        message: describe(e),
      })),
    };
  }
}

function describe(e: Message): string {
  const noDefault = /^No matching export in "([^"]+)" for import "default"/.exec(e.text);
  if (noDefault) return `\`${noDefault[1]}\` has no default export: ${DEFAULT_EXPORT_HINT}`;
  if (e.location?.file.endsWith('.json') && !/^Could not resolve/.test(e.text)) return `not valid JSON: ${e.text}`;
  const missing = /^Could not resolve "([^"]+)"/.exec(e.text);
  if (missing) {
    const name = missing[1]!;
    if (name.startsWith('.') || name.startsWith('/') || name.startsWith('@site/')) return `cannot import \`${name}\`: no such file`;
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
    if (/^@(docusaurus|theme(?:-original|-init)?)\//.test(name))
      return `cannot import \`${name}\`: not one of the Docusaurus modules this site provides (see README, "Moving a Docusaurus site in")`;
    return `cannot import \`${name}\`: package \`${pkg}\` is not installed in the site folder (add it to the site's package.json and run npm install there)`;
  }
  return e.text;
}

/**
 * `import chart from '/img/chart.svg'`: a server-relative path, which Docusaurus's webpack looks for
 * in the site's static folders, then the site folder (its `resolve.roots`), when no file has that
 * absolute path. Through an inline loader too (`!!raw-loader!/files/a.sol`).
 */
export function serverRelativeImports(roots: readonly string[]): Plugin {
  return {
    name: 'server-relative-imports',
    setup(b) {
      // Go's regular expressions have no lookahead: `//host/x` is let through here.
      b.onResolve({ filter: /^\/[^/]/ }, async (args) => {
        if (existsSync(args.path)) return undefined;
        for (const root of roots) {
          const found = await b.resolve(`./${args.path.slice(1)}`, { resolveDir: root, kind: args.kind, importer: args.importer });
          if (found.errors.length === 0) return found;
        }
        return undefined;
      });
    },
  };
}

/**
 * The site plugins' webpack aliases (`configureWebpack`'s `resolve.alias`), first, as webpack tries
 * them before resolving: the target is resolved from the importing file; `false` is an empty module.
 */
function webpackAliases(aliases: WebpackTranslation['aliases']): Plugin {
  const names = aliases.map((a) => a.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return {
    name: 'site-webpack-aliases',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^(?:${names.join('|')})(?:/|$)`) }, async (args) => {
        if (args.pluginData === ALIASED) return undefined;
        const aliased = aliasedImport(args.path, aliases);
        if (!aliased) return undefined;
        if (aliased.target === false) return { path: args.path, namespace: 'webpack-empty' };
        const resolved = await b.resolve(aliased.target, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: ALIASED });
        return resolved.errors.length > 0 ? { errors: resolved.errors } : resolved;
      });
      b.onLoad({ filter: /.*/, namespace: 'webpack-empty' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
    },
  };
}

/** DefinePlugin's constants esbuild can take (JSON or a name); other code is left to the browser's bundle. */
function esbuildDefines(define: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(define)) {
    if (/^[A-Za-z_$][\w$]*$/.test(value)) out[key] = value;
    else {
      try {
        JSON.parse(value);
        out[key] = value;
      } catch {
        // Code (`process.env.X || 'y'`): esbuild replaces with values only.
      }
    }
  }
  return out;
}

function siteModules(contentRoot: string, babel: SiteBabel | null, themeFolders: readonly string[] = [], svgrConfig: Record<string, unknown> = {}): Plugin {
  return {
    name: 'site-modules',
    setup(b) {
      // An SVG file that code imports is a React component drawing it, as Docusaurus's SVGR makes it (with the site's `svgrConfig`).
      b.onLoad({ filter: /\.svg$/i }, async (args) => ({
        contents: await svgComponentModule(readFileSync(args.path, 'utf8'), args.path, svgrConfig),
        loader: 'js',
        resolveDir: dirname(args.path),
      }));
      // The site's own scripts through its Babel config, as Docusaurus's server bundle compiles them.
      if (babel)
        b.onLoad({ filter: /\.[jt]sx?$/i }, async (args) => {
          if (args.namespace !== 'file' || !babel.applies(args.path)) return undefined;
          try {
            const out = await babel.transform(readFileSync(args.path, 'utf8'), args.path, 'server');
            return { contents: out.code + inlineMap(out.map), loader: 'js', resolveDir: dirname(args.path) };
          } catch (error) {
            if (!(error instanceof SiteBabelError)) throw error;
            return { errors: [{ text: error.message, location: { file: args.path, line: error.line, column: error.column } }] };
          }
        });
      // Otherwise a site script esbuild cannot parse goes through Babel, as Docusaurus compiles it
      // (babel-fallback.ts); one that parses is esbuild's alone. When Babel rejects it too, esbuild
      // reads it and reports its own error at the file's line.
      else
        b.onLoad({ filter: /\.[jt]sx?$/i }, async (args) => {
          if (args.namespace !== 'file' || !givenToBabelLoader(args.path)) return undefined;
          const code = readFileSync(args.path, 'utf8');
          if (await parsesWithEsbuild(args.path, code)) return undefined;
          const out = await babelFallback(code, args.path, contentRoot);
          // Babel's output esbuild still rejects (not a syntax Babel reads differently) is reported on the file as written.
          if (!out || !(await parsesWithEsbuild(`${args.path}.babel.js`, out.code))) return undefined;
          return { contents: out.code + inlineMap(out.map), loader: 'js', resolveDir: dirname(args.path) };
        });
      // The site's swizzled `@theme/X` (its `src/theme`, then its plugins' theme folders, as
      // Docusaurus layers them) is its own component, bundled and run like its other files;
      // `@theme-original/X` and `@theme-init/X` are what it wraps: a listed theme's `X`, else this
      // build's (as the client bundle's docusaurus/node/theme/theme-modules.ts resolves them).
      const { components: swizzled, layers } = siteThemes(contentRoot, themeFolders);
      b.onResolve({ filter: /^@theme(?:-original|-init)?\// }, (args) => {
        const wanted = themeImport(args.path)!;
        const own =
          wanted.kind === 'theme' ? swizzled.get(wanted.name) : wrappedThemeFile(layers, wanted, args.importer, providedThemeNames().has(wanted.name));
        if (own && own !== args.importer) return { path: own };
        const theme = `@theme/${wanted.name}`;
        if (PROVIDED.test(theme) || providedThemeNames().has(wanted.name)) return { path: theme, external: true };
        return undefined;
      });
      b.onResolve({ filter: PROVIDED }, (args) => ({ path: args.path, external: true }));
      // theme-common where the site has none of its own: this project's, when it has one installed.
      const ownThemeCommon = ownThemeCommonFrom();
      if (ownThemeCommon)
        b.onResolve({ filter: THEME_COMMON_PACKAGES }, async (args) => {
          if (args.pluginData === OWN_FALLBACK) return undefined;
          const again = { kind: args.kind, importer: args.importer, pluginData: OWN_FALLBACK };
          const found = await b.resolve(args.path, { ...again, resolveDir: args.resolveDir });
          if (found.errors.length === 0) return found;
          const own = await b.resolve(args.path, { ...again, resolveDir: dirname(ownThemeCommon) });
          return own.errors.length === 0 ? own : found;
        });
      b.onResolve({ filter: new RegExp(`^${CONTEXT_MODULE}$`) }, (args) => ({ path: args.path, external: true }));
      // `!!raw-loader!./x.txt`: webpack's inline loader syntax (the `!!` turns off configured loaders).
      b.onResolve({ filter: /^-?!{0,2}[\w@/.-]*-loader(?:\?[^!]*)?!/ }, async (args) => {
        const loaders = args.path.split('!').filter(Boolean);
        const target = loaders.pop()!;
        const loader = loaders.map((l) => l.replace(/\?.*$/, '').replace(/-loader$/, '')).pop()!;
        if (!['raw', 'yaml', 'json'].includes(loader))
          return { errors: [{ text: `the webpack loader \`${loader}-loader\` is not supported: use raw-loader, yaml-loader or json-loader` }] };
        const resolved = await b.resolve(target.startsWith('.') || target.startsWith('@site/') || isAbsolute(target) ? target : `./${target}`, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
        });
        if (resolved.errors.length > 0) return { errors: [{ text: `cannot import \`${target}\` (through ${loader}-loader): no such file` }] };
        return { path: resolved.path, namespace: `${loader}-loader` };
      });
      b.onResolve({ filter: /^@site\// }, (args) =>
        b.resolve(`./${args.path.slice(6)}`, { resolveDir: contentRoot, kind: args.kind, importer: args.importer }),
      );
      b.onLoad({ filter: /.*/, namespace: 'raw-loader' }, (args) => ({
        contents: `module.exports = ${JSON.stringify(readFileSync(args.path, 'utf8'))};`,
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: 'json-loader' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'json' }));
      b.onLoad({ filter: /.*/, namespace: 'yaml-loader' }, (args) => loadYaml(args.path));
      b.onLoad({ filter: /\.ya?ml$/ }, (args) => loadYaml(args.path));
      // Markdown is a module of its own, as Docusaurus's MDX loader makes it: a component that renders
      // the file's own compile (jsx-components/markdown.ts), and its front matter.
      b.onLoad({ filter: MARKDOWN, namespace: 'file' }, (args) => ({
        contents: `import __ctx from ${JSON.stringify(CONTEXT_MODULE)};\nexport default __ctx.markdown(${JSON.stringify(args.path)});\n`,
        loader: 'js',
      }));
      // A CSS module's class names, as the browser's bundle names them (bundle/css-modules.ts).
      b.onLoad({ filter: /\.module\.(?:css|s[ac]ss)$/i }, async (args) => {
        try {
          return { contents: `module.exports = ${JSON.stringify((await compileCssModule(args.path, contentRoot)).classes)};`, loader: 'js' };
        } catch (error) {
          const e = error as { message?: string; line?: number; column?: number };
          return {
            errors: [
              {
                text: `not valid CSS: ${(e.message ?? String(error)).split('\n')[0]}`,
                location: { file: args.path, line: e.line ?? 0, column: e.column ?? 0 },
              },
            ],
          };
        }
      });
    },
  };
}

function inlineMap(map: object | null): string {
  return map ? `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}` : '';
}

/** The loaders this bundle gives site scripts (`.js` may hold JSX, as on Docusaurus). */
function scriptLoader(file: string): Loader {
  return /\.tsx$/i.test(file) ? 'tsx' : /\.ts$/i.test(file) ? 'ts' : 'jsx';
}

// Checked once per file text: a component many pages import is not parsed again for each page.
const parsedOnce = perText<Promise<boolean>>();

/** Whether esbuild parses the file, with the loader the bundle gives it. */
export function parsesWithEsbuild(file: string, code: string): Promise<boolean> {
  return parsedOnce(file, code, () =>
    transform(code, { loader: scriptLoader(file), jsx: 'automatic', sourcefile: file, logLevel: 'silent' }).then(
      () => true,
      () => false,
    ),
  );
}

function loadYaml(path: string) {
  const text = readFileSync(path, 'utf8');
  const doc = parseDocument(text, { prettyErrors: false });
  const err = doc.errors[0];
  if (err) {
    const line = text.slice(0, err.pos[0]).split('\n').length;
    return { errors: [{ text: `not valid YAML: ${err.message.split('\n')[0]}`, location: { file: resolve(path), line, column: 0 } }] };
  }
  return { contents: `module.exports = ${JSON.stringify(doc.toJS() ?? null)};`, loader: 'js' as const };
}
