/**
 * Everything the pipeline takes from contentlayer2, in one module: its core and utilities (the
 * loader, `load.ts`) and its file source (the config, `contentlayer.config.ts`).
 *
 * Why one module: contentlayer2 and the Effect and OpenTelemetry packages under it are some 900
 * small modules, and importing them took 1.8 s of every build and dev start. The compiled copy of
 * the pipeline (`pipeline/run/compiled-tree.mjs`) bundles this file with all of them into one
 * module, which Node loads in about a third of that time; under tsx (the tests) it is an ordinary
 * module. Both users import from here, so the source the config makes and the core that runs it
 * share one copy of the Effect runtime either way.
 */
export { dynamicBuild, provideCwdCustom } from 'contentlayer2/core';
/** @public The config's (`contentlayer.config.ts`, which knip reads as contentlayer's own config file, not as a module). */
export { defineDocumentType, makeSource } from 'contentlayer2/source-files';
export { unknownToAbsolutePosixFilePath, provideDummyTracing, fs } from '@contentlayer2/utils';
export { pipe, provideConsole, T, L } from '@contentlayer2/utils/effect';
export { NodeFsLive } from '@contentlayer2/utils/node';
