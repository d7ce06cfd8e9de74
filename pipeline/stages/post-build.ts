/**
 * The site plugins' postBuild, as Docusaurus calls it once the output is written (the output stays
 * on a throw), from the site folder as its other lifecycles (a plugin may write to a relative path).
 * Docusaurus builds each locale as a site of its own and calls the postBuild of that locale's
 * plugins with its folder (`build/<locale>`) and its routes (`routesPaths`, and `routes` as its
 * route tree: `route-configs.ts`); so does this, default locale first.
 */
import { join, relative, resolve } from 'node:path';
import type { Manifest } from '../../common/contract.js';
import { withBase } from '../../common/base-url.js';
import { inFolder } from '../util/in-folder.js';
import { pageRouteMakers, postBuildRoutes } from '../../docusaurus/node/config/site-plugins/route-configs.js';
import type { SiteModel } from '../model/site.js';
import type { BuildRun, Emitted, SiteContent } from '../model/build.js';

export async function runPostBuild(run: BuildRun, content: SiteContent, model: SiteModel, emitted: Emitted) {
  const outDir = resolve(run.options.outDir);
  await postBuildOf(run, content.site.siteFile, outDir, emitted.manifest, model);
  for (const [i, locale] of content.locales.entries())
    await postBuildOf(run, locale.siteFile, join(outDir, locale.prefix), emitted.localeManifests[i]!, locale.model, model.site.baseUrl);
}

async function postBuildOf(
  run: BuildRun,
  siteFile: SiteContent['site']['siteFile'],
  outDir: string,
  manifest: Manifest,
  model: SiteModel,
  baseUrl = model.site.baseUrl,
) {
  const plugins = siteFile?.value.sitePlugins;
  if (!plugins?.postBuild.length) return;
  // The pages (Markdown pages, React pages, the site plugins' own routes) by route: their makers in the route tree.
  const pages = new Map<string, string | null>();
  for (const { chunk } of model.routes)
    if (chunk.kind === 'page' && model.sitePages[chunk.component] !== undefined) pages.set(chunk.route, model.sitePages[chunk.component]!);
    else if (chunk.kind === 'doc' && chunk.pluginId === 'pages') pages.set(chunk.route, null);
  const makers = pageRouteMakers(run.contentRoot, pages, plugins.routes);
  for (const p of plugins.postBuild) {
    try {
      const props = {
        outDir,
        routesPaths: Object.keys(manifest.routes).map((r) => withBase(r, baseUrl)),
        routes: postBuildRoutes(manifest, baseUrl, makers),
        head: {},
      };
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
