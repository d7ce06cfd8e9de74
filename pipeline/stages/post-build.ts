/**
 * The site plugins' postBuild, as Docusaurus calls it once the output is written (the output stays
 * on a throw), from the site folder as its other lifecycles (a plugin may write to a relative path).
 */
import { relative, resolve } from 'node:path';
import type { Manifest } from '../../common/contract.js';
import { withBase } from '../../common/base-url.js';
import { inFolder } from '../util/in-folder.js';
import type { SiteModel } from '../model/site.js';
import type { BuildRun, FolderContent } from '../model/build.js';

export async function runPostBuild(run: BuildRun, site: FolderContent, model: SiteModel, manifest: Manifest) {
  for (const p of site.siteFile?.value.sitePlugins?.postBuild ?? []) {
    try {
      const props = { outDir: resolve(run.options.outDir), routesPaths: Object.keys(manifest.routes).map((r) => withBase(r, model.site.baseUrl)), head: {} };
      await inFolder(run.contentRoot, async () => await p.run(props));
    } catch (error) {
      run.report.error(
        relative(process.cwd(), p.file),
        1,
        1,
        `Docusaurus plugin ${p.name} threw in postBuild: ${String((error as Error)?.message ?? error).split('\n')[0]}`,
      );
    }
  }
}
