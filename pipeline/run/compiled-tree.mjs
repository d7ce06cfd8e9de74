// The pipeline's TypeScript, compiled once to plain JavaScript for the command line (run.mjs).
//
// Why: under tsx, every module the pipeline loads (its own and each of the hundreds of small
// packages of the unified ecosystem) goes through loader hooks on a thread of their own, two round
// trips per import. On the real site that was about a second of a four-second warm build. The
// compiled copy mirrors the source folders file for file, so a relative path from a module (a
// worker's entry beside it) still points where it did, and Node loads it without any hook.
//
// The copy lives under `.cache/pipeline-js/<key>`, the key a hash of every source file, so an edit
// to the pipeline makes a new copy on the next run and a stale one is never run.
import { createHash, randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { createRequire, isBuiltin } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
// The version from its package file: the compiler itself is loaded only when a copy is made.
const esbuildVersion = require('esbuild/package.json').version;

/**
 * The module that gathers what the pipeline takes from contentlayer2 (pipeline/content/contentlayer.ts
 * says why), compiled with those packages bundled into it; their versions are part of the key.
 */
const CONTENTLAYER_MODULE = 'pipeline/content/contentlayer.ts';
const CONTENTLAYER_PACKAGES = ['contentlayer2', '@contentlayer2/core', '@contentlayer2/source-files', '@contentlayer2/utils'];
/** Packages the bundle leaves to Node: native code, and what contentlayer2 loads only for features the pipeline does not use. */
const CONTENTLAYER_EXTERNAL = ['esbuild', 'fsevents', 'imagescript', 'markdown-wasm', '@mdx-js/esbuild', 'mdx-bundler'];
/** A package's version, from the nearest node_modules above `root` that has it (some export no package.json). */
function installedVersion(root, name) {
  for (let dir = root; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    if (dirname(dir) === dir) return 'absent';
  }
}
const packageVersions = (root) => CONTENTLAYER_PACKAGES.map((name) => `${name}@${installedVersion(root, name)}`).join(',');

/** Where the pipeline's modules come from; everything they import at run time is here or in node_modules. */
export const SOURCE_DIRS = ['pipeline', 'common', 'server', 'docusaurus/node', 'docusaurus/shared'];
export const SOURCE_FILES = ['contentlayer.config.ts'];

/** Copies not used for a day are removed (a dev server started earlier may still run from one). */
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

const TS_SOURCE = /\.tsx?$/;

/** Every file of the source folders the compiled copy needs (tests and test fixtures left out). */
export function sourceFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === '__tests__' || e.name === 'fixtures' || e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (/\.(tsx?|mjs|js|json)$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name)) out.push(path);
    }
  };
  for (const dir of SOURCE_DIRS) if (existsSync(join(root, dir))) walk(join(root, dir));
  for (const file of SOURCE_FILES) if (existsSync(join(root, file))) out.push(join(root, file));
  return out.sort();
}

const LOCKFILE = 'package-lock.json';

/** A hash of the sources, this file and the compiler's version: a different key is a different program. */
export function treeKey(root, files) {
  const hash = createHash('sha256');
  hash
    .update(esbuildVersion)
    .update('\0')
    .update(packageVersions(root))
    .update('\0')
    // The vendor bundle carries the installed packages' code: installing others makes a new copy.
    .update(existsSync(join(root, LOCKFILE)) ? readFileSync(join(root, LOCKFILE)) : '')
    .update('\0')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update('\0');
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * The folder of the compiled copy for the sources as they are now, compiling it first when no copy
 * has this key. Safe when several processes start at once: each compiles into a folder of its own
 * and renames it into place; the first rename wins and the others drop theirs.
 */
export async function compiledTree(root, { cacheRoot = join(root, '.cache', 'pipeline-js') } = {}) {
  const files = sourceFiles(root);
  const dir = join(cacheRoot, treeKey(root, files));
  if (!existsSync(dir)) {
    const staging = `${dir}.${randomUUID()}`;
    try {
      await compileInto(root, files, staging);
      try {
        renameSync(staging, dir);
      } catch (error) {
        if (!existsSync(dir)) throw error;
      }
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  const now = new Date();
  utimesSync(dir, now, now);
  removeUnused(cacheRoot, dir, now.getTime());
  return dir;
}

/** Copies being compiled in this process (tests make several at once). */
let compiling = 0;

/**
 * Compiles the sources into `outDir` (a new folder): the package's `dist/` (scripts/build-dist.mjs)
 * is made this way, so the package runs the same files a run from this repository does.
 */
export async function compileInto(root, files, outDir) {
  const sources = files.filter((f) => TS_SOURCE.test(f));
  const { build, stop } = await import('esbuild');
  compiling += 1;
  const vendored = new Set();
  const transpiled = build({
    entryPoints: sources,
    outdir: outDir,
    outbase: root,
    // Bundled only so that a plugin sees every import: each one stays an import (mirrorImports).
    bundle: true,
    plugins: [mirrorImports(root, outDir, vendored)],
    conditions: [],
    mainFields: ['main'],
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Source maps beside each file: `node --enable-source-maps` maps a stack back to the TypeScript.
    sourcemap: 'linked',
    sourcesContent: false,
    tsconfig: join(root, 'tsconfig.node.json'),
    logLevel: 'silent',
  })
    .then(() => bundleVendor(root, outDir, [...vendored].sort(), build))
    .then(() => (sources.includes(join(root, CONTENTLAYER_MODULE)) ? bundleContentlayer(root, outDir, build) : undefined));
  await transpiled.finally(() => {
    // esbuild's service process would otherwise live as long as the build that started it (66 MB
    // through the whole of the real site's build). It is one per process: the last copy running ends it.
    compiling -= 1;
    if (compiling === 0) return stop();
  });
  for (const file of files.filter((f) => !TS_SOURCE.test(f))) {
    const target = join(outDir, relative(root, file));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file, target);
  }
  const unresolved = unresolvedImports(outDir);
  if (unresolved.length > 0) {
    throw new Error(
      `the pipeline imports modules that do not exist once compiled (Node needs the file's extension, \`./x.js\` for \`./x.ts\`):\n${unresolved.map((u) => `  ${u}`).join('\n')}`,
    );
  }
}

/** Where the packages the pipeline imports are bundled, at the root of the copy. */
export const VENDOR_DIR = 'vendor';

/**
 * Packages the pipeline's modules import from node_modules as they are, not from the vendor bundle:
 * native code and tools with files of their own (compilers, the bundler, worker pools, Shiki's
 * grammars) loaded when a step first needs them, React (one copy, shared with the server bundle and
 * the site's components), and contentlayer2 (bundled on its own, bundleContentlayer).
 */
export const NOT_VENDORED = [
  '@babel/*',
  '@contentlayer2/*',
  '@napi-rs/*',
  '@resvg/*',
  '@shikijs/*',
  '@svgr/*',
  '@vitejs/*',
  'contentlayer2',
  'esbuild',
  'fsevents',
  'jiti',
  'lightningcss',
  'playwright-core',
  'postcss-modules',
  'prettier',
  'react',
  'react-dom',
  'rollup',
  'sass',
  'sharp',
  'shiki',
  'tinypool',
  'tsx',
  'typescript',
  'vite',
];

/**
 * Text taken out of vendored packages' files as they are bundled, each with the reason. A file
 * that no longer holds the text fails the compile, naming the package, so that an update that
 * changed it is looked at instead of going unnoticed.
 *
 * - unist-util-visit-parents (under every `visit` of mdast and hast: the pipeline's plugins walk
 *   each page's tree a dozen times) renames its visitor closure after each node it visits with
 *   `Object.defineProperty`, for readable stack traces. That rename cost a third of a walk (one
 *   V8 slow path and a string per node); without it the real site's cold compile went from 9.1 and
 *   8.1 s to 6.9 and 7.4 s (BENCHMARKS.md). Only the closures' names change.
 */
export const VENDOR_EDITS = [
  {
    file: 'unist-util-visit-parents/lib/index.js',
    remove: /\n[ \t]*Object\.defineProperty\(visit, 'name', \{\n[^]*?\n[ \t]*\}\)\n/,
  },
];

/** The esbuild plugin that makes `edits` (VENDOR_EDITS) to the files it loads. */
export function vendorEdits(edits) {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    name: 'vendor-edits',
    setup(build) {
      for (const edit of edits) {
        const path = edit.file.split('/').map(escape).join('[\\\\/]');
        build.onLoad({ filter: new RegExp(`[\\\\/]node_modules[\\\\/]${path}$`) }, (args) => {
          const text = readFileSync(args.path, 'utf8');
          if (!edit.remove.test(text)) {
            throw new Error(
              `${edit.file} no longer holds the text VENDOR_EDITS in pipeline/run/compiled-tree.mjs takes out of it (${edit.remove}): look at the package's new version and update or drop the edit`,
            );
          }
          return { contents: text.replace(edit.remove, '\n'), loader: 'js' };
        });
      }
    },
  };
}

/** `@scope/name` or `name` of a bare specifier. */
export function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Whether the pipeline's imports of this bare specifier go to the vendor bundle: ES module packages
 * only. Node gives a CommonJS module the named exports its lexer finds; a bundle's entry for one
 * would have only a default export, so those stay Node's to load (inside a vendored package, a
 * CommonJS dependency is bundled: the package's code calls it as esbuild wraps it).
 */
export function isVendored(specifier, resolvedPath) {
  if (isBuiltin(specifier)) return false;
  const name = packageName(specifier);
  if (NOT_VENDORED.some((pattern) => (pattern.endsWith('/*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern))) return false;
  return resolvedPath !== null && isEsModule(resolvedPath);
}

/** Node's rule: `.mjs` is an ES module, `.cjs` is not, a `.js` file is when its package says `"type": "module"`. */
function isEsModule(file) {
  if (file.endsWith('.mjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = dirname(file); dirname(dir) !== dir; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).type === 'module';
  }
  return false;
}

/**
 * Keeps every import of the pipeline's own modules an import, so the copy still mirrors the source
 * folders file for file; an import of a vendored package is pointed at its entry in the vendor
 * folder (relative, so the copy can move) and recorded, for bundleVendor to make.
 */
function mirrorImports(root, outDir, vendored) {
  return {
    name: 'mirror-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === PROBE) return undefined;
        if (/^[./]/.test(args.path) || isBuiltin(args.path)) return { path: args.path, external: true };
        // Where Node would find it from this module (an unresolvable one fails as it would have).
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: PROBE });
        if (!isVendored(args.path, found.errors.length === 0 ? found.path : null)) return { path: args.path, external: true };
        vendored.add(args.path);
        const from = dirname(join(outDir, relative(root, args.importer)));
        const path = relative(from, join(outDir, VENDOR_DIR, `${args.path}.js`))
          .split(sep)
          .join('/');
        return { path: path.startsWith('.') ? path : `./${path}`, external: true };
      });
    },
  };
}

/** Marks mirrorImports' own question to esbuild's resolver, which it leaves to the resolver. */
const PROBE = Symbol('probe');

/** Code that looks for files beside itself, which a bundle moves away from them. */
const FINDS_ITS_FILES = /\bimport\.meta\.(?:url|dirname|filename|resolve)\b|\b__dirname\b|\b__filename\b|\brequire\.resolve\b/;

/**
 * Bundles the packages the pipeline imports into the vendor folder, one entry per specifier and
 * their shared code in chunks, so each package is one instance however many entries use it. Why:
 * a warm build's time went mostly to Node loading about 900 small modules one by one (the unified
 * family, micromark's many parts, Orama); a few dozen larger files load in less than half the time
 * (BENCHMARKS.md, "Warm builds with the packages bundled"). A package that finds files beside
 * itself cannot be moved into a bundle: that fails the compile, naming it, for NOT_VENDORED. The
 * packages' license comments are kept, gathered at the end of each file (the packed tool ships it).
 */
async function bundleVendor(root, outDir, specifiers, build) {
  if (specifiers.length === 0) return;
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(specifiers.map((s) => [`${VENDOR_DIR}/${s}`, s])),
    outdir: outDir,
    chunkNames: `${VENDOR_DIR}/chunks/[name]-[hash]`,
    bundle: true,
    splitting: true,
    external: NOT_VENDORED,
    plugins: [vendorEdits(VENDOR_EDITS)],
    // Resolved as Node resolves them: the `import` and `node` conditions, a package's `main`.
    conditions: [],
    mainFields: ['main'],
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // A class or function keeps its name (an error's name is shown to authors).
    keepNames: true,
    banner: { js: REQUIRE_BANNER },
    metafile: true,
    sourcemap: false,
    legalComments: 'eof',
    logLevel: 'silent',
  });
  const findsFiles = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    if (!input.includes('node_modules/')) continue;
    const file = join(root, input);
    if (existsSync(file) && FINDS_ITS_FILES.test(readFileSync(file, 'utf8'))) findsFiles.add(packageName(input.slice(input.lastIndexOf('node_modules/') + 13)));
  }
  if (findsFiles.size > 0) {
    throw new Error(
      `these packages look for files beside their own, so they cannot be bundled into ${VENDOR_DIR}/; add them to NOT_VENDORED in pipeline/run/compiled-tree.mjs: ${[...findsFiles].sort().join(', ')}`,
    );
  }
}

/** `require` for CommonJS packages inside an ES module bundle, relative to where the bundle lies. */
const REQUIRE_BANNER = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * Replaces the compiled contentlayer module with one that has the packages bundled in. `require`
 * (CommonJS packages inside) is given its ES module form, relative to where the file lies.
 */
async function bundleContentlayer(root, outDir, build) {
  const outfile = join(outDir, CONTENTLAYER_MODULE.replace(TS_SOURCE, '.js'));
  // The transpiled module's source map describes a file that is no longer there.
  rmSync(`${outfile}.map`, { force: true });
  await build({
    entryPoints: [join(root, CONTENTLAYER_MODULE)],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: CONTENTLAYER_EXTERNAL,
    banner: { js: REQUIRE_BANNER },
    sourcemap: false,
    tsconfig: join(root, 'tsconfig.node.json'),
    logLevel: 'silent',
  });
}

/** Relative imports of the compiled modules that name no file of the copy (an extensionless `./x`, say). */
export function unresolvedImports(outDir) {
  const problems = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      // The vendor bundle is packages' code: their own imports were resolved when it was made.
      if (e.isDirectory()) {
        if (path !== join(outDir, VENDOR_DIR)) walk(path);
      }
      // The bundled contentlayer module carries its packages' text, their comments too (a JSDoc type naming a relative module).
      else if (/\.m?js$/.test(e.name) && relative(outDir, path).split(sep).join('/') !== CONTENTLAYER_MODULE.replace(TS_SOURCE, '.js')) {
        const code = readFileSync(path, 'utf8');
        for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']+)\1/g)) {
          if (!existsSync(join(dirname(path), m[2]))) problems.push(`${relative(outDir, path).split(sep).join('/')}: "${m[2]}"`);
        }
      }
    }
  };
  walk(outDir);
  return problems;
}

function removeUnused(cacheRoot, keep, now) {
  for (const e of readdirSync(cacheRoot, { withFileTypes: true })) {
    const path = join(cacheRoot, e.name);
    if (path === keep || !e.isDirectory()) continue;
    try {
      if (now - statSync(path).mtimeMs > UNUSED_FOR_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // Another process removed it first.
    }
  }
}
