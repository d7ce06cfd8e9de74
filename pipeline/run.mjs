// Runs one of the pipeline's command-line entries from its compiled copy (run/compiled-tree.mjs):
//
//   node pipeline/run.mjs pipeline/build.ts [arguments of build.ts]
//
// The entry sees the same process.argv it would under tsx, its own path first, so its
// "am I the main module" check and its argument parsing are unchanged.
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compiledTree } from './run/compiled-tree.mjs';
import { boundHeapGrowth } from './run/heap-growth.mjs';

// Before anything is allocated: a build's peak memory is mostly garbage V8 let the heap grow to.
boundHeapGrowth();

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [entry, ...args] = process.argv.slice(2);
if (!entry || !/\.tsx?$/.test(entry)) {
  console.error('usage: node pipeline/run.mjs <pipeline entry .ts> [arguments]');
  process.exit(2);
}
const tree = await compiledTree(root);
const target = join(tree, relative(root, resolve(entry)).replace(/\.tsx?$/, '.js'));
process.argv = [process.argv[0], target, ...args];
await import(pathToFileURL(target).href);
