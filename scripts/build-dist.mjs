// `npm pack`'s prepack: the package's `dist/`, the pipeline compiled to JavaScript the way
// pipeline/run.mjs compiles it for a run from this repository (the same files, the same
// compiler), plus what the sources would otherwise make at run time with development-only tools:
// the contract's JSON Schemas (TypeScript's compiler makes them) and the pipeline's version (a
// hash of the sources, which the package does not ship). pipeline/project-root.ts reads them.
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileInto, sourceFiles } from '../pipeline/run/compiled-tree.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });
const files = sourceFiles(root);
await compileInto(root, files, dist);

// From the compiled copy, which still sees this repository's sources and so makes both as a run
// from them would.
const { pipelineVersion } = await import(pathToFileURL(join(dist, 'pipeline', 'cache', 'version.js')).href);
const version = pipelineVersion(root);
writeFileSync(join(dist, 'pipeline-version.txt'), `${version}\n`);
const { contractSchemas } = await import(pathToFileURL(join(dist, 'pipeline', 'schema', 'generate.js')).href);
writeFileSync(join(dist, 'schemas.json'), JSON.stringify(await contractSchemas()));
console.log(`dist/: the pipeline compiled (version ${version}), with its schemas`);
