import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compiledTree, isVendored, sourceFiles, treeKey, VENDOR_DIR, VENDOR_EDITS, vendorEdits } from '../compiled-tree.mjs';
import { visit as installedVisit, SKIP, EXIT } from 'unist-util-visit';

const repo = join(import.meta.dirname, '..', '..', '..');
let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'compiled-tree-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `file`'s module in a Node process of its own and returns what it printed. */
function runModule(file: string) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(file).href)});`], { encoding: 'utf8' });
}

/** A project of a few modules, as the pipeline's folders are laid out. */
function project(name: string, files: Record<string, string>): string {
  const root = join(work, name);
  for (const [path, text] of Object.entries({ 'package.json': '{"type":"module"}', 'tsconfig.node.json': '{}', ...files })) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the compiled copy of the pipeline', () => {
  // In a process of its own: test files running beside this one in the same process (vitest's
  // threads) may start esbuild services of their own while this one is checked.
  it('ends the esbuild process it started once the copy is made', () => {
    const root = project('service', { 'pipeline/stage.ts': 'export const lamps: number = 4;\n' });
    // The process's running esbuild children (Linux: /proc; one that ended and was not yet reaped is not running).
    const script = `
      import { readdirSync, readFileSync } from 'node:fs';
      import { compiledTree } from ${JSON.stringify(join(import.meta.dirname, '..', 'compiled-tree.mjs'))};
      const esbuildChildren = () => readdirSync('/proc').filter((pid) => {
        try {
          const [, comm, rest] = /^\\d+ \\((.*)\\) (.*)$/s.exec(readFileSync('/proc/' + pid + '/stat', 'utf8'));
          const [state, ppid] = rest.split(' ');
          return comm === 'esbuild' && state !== 'Z' && ppid === String(process.pid);
        } catch {
          return false;
        }
      });
      await compiledTree(${JSON.stringify(root)});
      // esbuild's stop() sends its process SIGTERM and returns: on a busy machine the process is
      // still exiting for a moment. Ended means gone within a minute, so wait for that state
      // (one still there after it is listed).
      let left = esbuildChildren();
      for (let tries = 0; left.length > 0 && tries < 3000; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        left = esbuildChildren();
      }
      console.log(JSON.stringify(left));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual([]);
  });

  it('mirrors the source folders: each module, the plain JavaScript files beside them; no test', async () => {
    const root = project('mirror', {
      'pipeline/stage.ts': "import { twice } from '../common/math.js';\nexport const lamps: number = twice(2);\n",
      'common/math.ts': 'export const twice = (n: number): number => n * 2;\n',
      'pipeline/worker.mjs': "export { lamps } from './stage.js';\n",
      'pipeline/__tests__/stage.test.ts': 'throw new Error("not compiled");\n',
    });
    const dir = await compiledTree(root);
    expect(existsSync(join(dir, 'pipeline', 'stage.js'))).toBe(true);
    expect(existsSync(join(dir, 'common', 'math.js'))).toBe(true);
    expect(existsSync(join(dir, 'pipeline', 'worker.mjs'))).toBe(true);
    expect(existsSync(join(dir, 'pipeline', '__tests__'))).toBe(false);
    const run = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', `import { lamps } from ${JSON.stringify(join(dir, 'pipeline', 'worker.mjs'))}; console.log(lamps);`],
      {
        encoding: 'utf8',
      },
    );
    expect(run.stdout.trim()).toBe('4');
  });

  it('is made once for the same sources, and again after any source changed', async () => {
    const root = project('edits', { 'pipeline/a.ts': 'export const a = 1;\n' });
    const first = await compiledTree(root);
    const made = statSync(join(first, 'pipeline', 'a.js')).ino;
    expect(await compiledTree(root)).toBe(first);
    expect(statSync(join(first, 'pipeline', 'a.js')).ino).toBe(made);
    writeFileSync(join(root, 'pipeline', 'a.ts'), 'export const a = 2;\n');
    const second = await compiledTree(root);
    expect(second).not.toBe(first);
    // A copy used within the day is kept: a dev server started before the edit may still run from it.
    expect(readdirSync(join(root, '.cache', 'pipeline-js')).sort()).toEqual([first, second].map((d) => d.split('/').pop()).sort());
  });

  it('is made by one of several processes starting at once, the others using it', async () => {
    const root = project('race', { 'pipeline/a.ts': 'export const a = 1;\n' });
    const dirs = await Promise.all([compiledTree(root), compiledTree(root), compiledTree(root)]);
    expect(new Set(dirs).size).toBe(1);
    expect(readdirSync(join(root, '.cache', 'pipeline-js'))).toHaveLength(1);
  });

  it('refuses an import Node cannot resolve once compiled, naming the file and the import', async () => {
    const root = project('extensionless', {
      'pipeline/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'pipeline/b.ts': 'export const b = 1;\n',
    });
    await expect(compiledTree(root)).rejects.toThrow(/pipeline\/a\.js: "\.\/b"/);
    expect(existsSync(join(root, '.cache', 'pipeline-js')) ? readdirSync(join(root, '.cache', 'pipeline-js')) : []).toEqual([]);
  });

  it('covers every module of this project’s pipeline', async () => {
    const files = sourceFiles(repo);
    expect(files.some((f) => f.endsWith(join('pipeline', 'build.ts')))).toBe(true);
    expect(files.some((f) => f.includes('__tests__'))).toBe(false);
    // Made into a folder of this test's own: every import of the real pipeline resolves once compiled.
    const dir = await compiledTree(repo, { cacheRoot: join(work, 'real') });
    expect(existsSync(join(dir, 'pipeline', 'build.js'))).toBe(true);
    expect(existsSync(join(dir, 'pipeline', 'compile', 'batch-worker.mjs'))).toBe(true);
    // The unified family comes from the vendor bundle; Shiki (grammars loaded on need) from node_modules.
    expect(readFileSync(join(dir, 'pipeline', 'mdx', 'processor.js'), 'utf8')).toContain(`/${VENDOR_DIR}/unified.js"`);
    expect(readFileSync(join(dir, 'pipeline', 'mdx', 'plugins', 'code-blocks', 'highlighter.js'), 'utf8')).toMatch(/from\s*"shiki/);
    // contentlayer2 and the packages under it are bundled into the one module that imports them:
    // it names no contentlayer2 package, and loads and exports what the loader and the config use.
    const contentlayer = join(dir, 'pipeline', 'content', 'contentlayer.js');
    expect(readFileSync(contentlayer, 'utf8')).not.toMatch(/from\s*["'](?:contentlayer2|@contentlayer2\/)/);
    const loaded = (await import(pathToFileURL(contentlayer).href)) as Record<string, unknown>;
    for (const name of ['dynamicBuild', 'makeSource', 'defineDocumentType', 'NodeFsLive', 'pipe', 'T']) expect(loaded[name], name).toBeDefined();
    // VENDOR_EDITS: no vendored walk renames its visitor per node, and a walk visits, skips, stops
    // and moves on as the installed package's does.
    const chunks = join(dir, VENDOR_DIR, 'chunks');
    const walker = readdirSync(chunks).filter((f) => readFileSync(join(chunks, f), 'utf8').includes('function visitParents('));
    expect(walker.length).toBeGreaterThan(0);
    for (const file of walker) expect(readFileSync(join(chunks, file), 'utf8')).not.toContain('defineProperty(visit,');
    const vendored = (await import(pathToFileURL(join(dir, VENDOR_DIR, 'unist-util-visit.js')).href)) as { visit: typeof installedVisit };
    expect(walkLog(vendored.visit)).toEqual(walkLog(installedVisit));
    expect(walkLog(vendored.visit)).toContain('text:stop');
  });
});

/** What a walk saw over a small tree, with a skipped branch, a removed node and an early stop. */
function walkLog(visit: typeof installedVisit): string[] {
  const leaf = (value: string) => ({ type: 'text', value });
  const tree = {
    type: 'root',
    children: [
      { type: 'paragraph', children: [leaf('one'), { type: 'emphasis', children: [leaf('two')] }, leaf('gone'), leaf('three')] },
      { type: 'blockquote', children: [{ type: 'paragraph', children: [leaf('skipped')] }] },
      { type: 'paragraph', children: [leaf('stop'), leaf('never')] },
    ],
  };
  const log: string[] = [];
  visit(tree, (node, index, parent) => {
    const value = 'value' in node ? String(node.value) : '';
    log.push(`${node.type}:${value}@${index ?? '-'}`);
    if (node.type === 'blockquote') return SKIP;
    if (value === 'gone') {
      parent!.children.splice(index!, 1);
      return index;
    }
    if (value === 'stop') {
      log.push('text:stop');
      return EXIT;
    }
    return undefined;
  });
  return log;
}

describe('the edits made to vendored packages (VENDOR_EDITS)', () => {
  it('each applies to the installed package: an update that changed its text fails here first', () => {
    for (const edit of VENDOR_EDITS) {
      // The installed file the pipeline's compiled copy bundles (the repository's own node_modules).
      const text = readFileSync(join(repo, 'node_modules', edit.file), 'utf8');
      expect(edit.remove.test(text), edit.file).toBe(true);
    }
  });

  it('takes the text out as the package is bundled, and refuses a file that no longer holds it, naming it', async () => {
    const root = project('edits', {
      'node_modules/lamp-walk/package.json': '{"name":"lamp-walk","type":"module","main":"lib/index.js"}',
      'node_modules/lamp-walk/lib/index.js': "export const walk = () => 'walked';\nglobalThis.noisy = 'renamed';\n",
      'entry.js': "import { walk } from 'lamp-walk';\nexport const result = walk();\n",
    });
    const { build } = await import('esbuild');
    const bundle = (remove: RegExp) =>
      build({
        absWorkingDir: root,
        entryPoints: ['entry.js'],
        bundle: true,
        write: false,
        format: 'esm',
        logLevel: 'silent',
        plugins: [vendorEdits([{ file: 'lamp-walk/lib/index.js', remove }])],
      });
    const edited = (await bundle(/\nglobalThis\.noisy = 'renamed';\n/)).outputFiles[0]!.text;
    expect(edited).toContain('"walked"');
    expect(edited).not.toContain('noisy');
    await expect(bundle(/not in the file/)).rejects.toThrow(/lamp-walk\/lib\/index\.js no longer holds the text VENDOR_EDITS/);
  });
});

describe('the vendor bundle of the compiled copy', () => {
  /** Installed packages of each kind the pipeline imports: ES modules with state, CommonJS, ones that find their own files. */
  const packages = {
    'node_modules/lamp-state/package.json': '{"name":"lamp-state","type":"module","exports":"./index.js"}',
    'node_modules/lamp-state/index.js': "import { step } from 'lamp-step';\nlet lit = 0;\nexport const switchOn = () => (lit += step);\n",
    'node_modules/lamp-step/package.json': '{"name":"lamp-step","type":"module","main":"main.js"}',
    'node_modules/lamp-step/main.js': 'export const step = 1;\n',
    'node_modules/lamp-cjs/package.json': '{"name":"lamp-cjs","main":"index.js"}',
    'node_modules/lamp-cjs/index.js': 'exports.watts = 9;\n',
  };

  it('bundles the ES module packages the modules import, one instance for every module importing them', async () => {
    const root = project('vendor', {
      ...packages,
      'pipeline/hall.ts': "import { switchOn } from 'lamp-state';\nexport const hall = () => switchOn();\n",
      'pipeline/porch/porch.ts': "import { switchOn } from 'lamp-state';\nexport const porch = () => switchOn();\n",
      'pipeline/main.ts': [
        "import { hall } from './hall.js';",
        "import { porch } from './porch/porch.js';",
        "import { watts } from 'lamp-cjs';",
        "import { readFileSync } from 'node:fs';",
        'console.log(JSON.stringify([hall(), porch(), watts, typeof readFileSync]));',
        '',
      ].join('\n'),
    });
    const dir = await compiledTree(root);
    const hall = readFileSync(join(dir, 'pipeline', 'hall.js'), 'utf8');
    const porch = readFileSync(join(dir, 'pipeline', 'porch', 'porch.js'), 'utf8');
    const main = readFileSync(join(dir, 'pipeline', 'main.js'), 'utf8');
    // Relative to each module, so the copy can move (the package's dist/ is made the same way).
    expect(hall).toContain(`"../${VENDOR_DIR}/lamp-state.js"`);
    expect(porch).toContain(`"../../${VENDOR_DIR}/lamp-state.js"`);
    // Its own dependency goes inside it; CommonJS and Node's built-in modules stay Node's to load.
    expect(existsSync(join(dir, VENDOR_DIR, 'lamp-step.js'))).toBe(false);
    expect(main).toMatch(/from\s*"lamp-cjs"/);
    expect(main).toMatch(/from\s*"node:fs"/);
    // One instance: the two modules switch on the same lamp.
    const run = runModule(join(dir, 'pipeline', 'main.js'));
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual([1, 2, 9, 'function']);
  });

  it('refuses a package that finds files beside its own, naming it', async () => {
    const root = project('finds-files', {
      'node_modules/lamp-icons/package.json': '{"name":"lamp-icons","type":"module","main":"index.js"}',
      'node_modules/lamp-icons/index.js': "export const icon = new URL('./bulb.svg', import.meta.url).href;\n",
      'pipeline/a.ts': "import { icon } from 'lamp-icons';\nexport const a = icon;\n",
    });
    await expect(compiledTree(root)).rejects.toThrow(/look for files beside their own[^\n]*NOT_VENDORED[^\n]*: lamp-icons$/);
  });

  it('leaves to Node what must stay one copy with code loaded outside it, or loads files of its own', () => {
    for (const name of ['react', 'react-dom/server', 'vite', '@shikijs/core', '@svgr/core', 'esbuild', 'contentlayer2', 'node:fs', 'fs'])
      expect(isVendored(name, '/x/index.mjs'), name).toBe(false);
    expect(isVendored('unified', '/x/node_modules/unified/index.js')).toBe(false); // no "type": "module" above it
    expect(isVendored('@orama/orama', '/x/node_modules/@orama/orama/dist/esm/index.mjs')).toBe(true);
    expect(isVendored('unist-util-visit', null)).toBe(false);
  });

  it('is made again when the installed packages change', () => {
    const root = project('lockfile', { 'pipeline/a.ts': 'export const a = 1;\n', 'package-lock.json': '{"lockfileVersion":3}' });
    const files = sourceFiles(root);
    const before = treeKey(root, files);
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{"node_modules/unified":{"version":"11.0.6"}}}');
    expect(treeKey(root, files)).not.toBe(before);
  });
});
