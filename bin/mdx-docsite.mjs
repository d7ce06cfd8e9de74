#!/usr/bin/env node
// The package's command (`npx mdx-docsite <command>`, pipeline/cli/). It checks the Node version
// first, in syntax an old Node parses, then runs the pipeline's compiled JavaScript: the package's
// `dist/` (made when it was packed, scripts/build-dist.mjs), or in this repository a copy compiled
// from the sources (pipeline/run/compiled-tree.mjs), so `npm run build` here runs the same command.
import { existsSync, readFileSync } from 'fs';
import { fileURLToPath, pathToFileURL } from 'url';
import { nodeVersionProblem } from './node-version.mjs';

var BIN = 'mdx-docsite';
var root = new URL('../', import.meta.url);
var engines = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines.node;
var problem = nodeVersionProblem(process.versions.node, engines, BIN);
if (problem) {
  console.error(problem);
  process.exit(1);
}

// Paths of the package's own files come from here, never from the working folder (the site's).
var fromSources = existsSync(new URL('pipeline/', root));
var tree = fromSources
  ? import(new URL('pipeline/run/compiled-tree.mjs', root).href).then(function (m) {
      return m.compiledTree(fileURLToPath(root));
    })
  : Promise.resolve(fileURLToPath(new URL('dist/', root)));

tree
  .then(function (dir) {
    var base = pathToFileURL(dir + '/');
    return import(new URL('pipeline/run/heap-growth.mjs', base).href).then(function (heap) {
      // Before the pipeline allocates anything (run/heap-growth.mjs says why).
      heap.boundHeapGrowth();
      return import(new URL('pipeline/cli/main.js', base).href);
    });
  })
  .then(function (cli) {
    return cli.main(process.argv.slice(2));
  })
  .catch(function (error) {
    console.error(error instanceof Error ? error.stack || error.message : String(error));
    process.exit(1);
  });
