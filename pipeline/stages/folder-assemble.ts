/** The assemble stage for one site folder of the build: the site model (`assembleSite`, shared with dev mode), with the trailing-slash setting applied. */
import { performance } from 'node:perf_hooks';
import { staticDirsOf } from '../config/static-dirs.js';
import { trailingSlashModel } from '../routes/trailing-slash.js';
import type { RoutedSources } from '../model/entries.js';
import type { FolderContent, FolderRun } from '../model/build.js';
import { assembleSite } from './assemble.js';
import { readContentFiles } from './content-files.js';
import type { CompiledFolder } from './folder-compile.js';
import { mark } from './timings.js';

/** The site model of a site folder, from its compiled documents and its static files. */
export function assembleFolder({ folder, report, timings }: FolderRun, routed: RoutedSources, compiled: CompiledFolder): FolderContent {
  const t = performance.now();
  const { inputs } = compiled;
  const files = readContentFiles(folder.dir, folder.display, folder.layout, staticDirsOf(folder.dir, inputs.siteFile?.value));
  const assembled = assembleSite(inputs, files, routed.docs, compiled.docs, routed.posts, compiled.posts, report, routed.draftDocs);
  const model = assembled && trailingSlashModel(assembled, inputs.siteFile?.value.trailingSlash);
  mark(timings, 'assemble', t);
  return {
    model,
    docs: routed.docs.length,
    posts: routed.posts.length,
    lastUpdate: inputs.lastUpdate,
    customCss: inputs.siteFile?.value.customCss ?? [],
    siteFile: inputs.siteFile,
    layout: folder.layout,
    compiled: compiled.compiled,
  };
}
