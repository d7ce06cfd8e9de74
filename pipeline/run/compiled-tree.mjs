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
import { createRequire } from 'node:module';
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

/** A hash of the sources, this file and the compiler's version: a different key is a different program. */
export function treeKey(root, files) {
  const hash = createHash('sha256');
  hash
    .update(esbuildVersion)
    .update('\0')
    .update(packageVersions(root))
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
  const transpiled = build({
    entryPoints: sources,
    outdir: outDir,
    outbase: root,
    bundle: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Source maps beside each file: `node --enable-source-maps` maps a stack back to the TypeScript.
    sourcemap: 'linked',
    sourcesContent: false,
    tsconfig: join(root, 'tsconfig.node.json'),
    logLevel: 'silent',
  }).then(() => (sources.includes(join(root, CONTENTLAYER_MODULE)) ? bundleContentlayer(root, outDir, build) : undefined));
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
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
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
      if (e.isDirectory()) walk(path);
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
