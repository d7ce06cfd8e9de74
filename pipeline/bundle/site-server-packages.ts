import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Packages that stay external in the prerenderer's bundle whoever imports them: React and its
 * renderer must be the one copy `react-dom/server` (loaded by Node) renders with, and Docusaurus's
 * own packages are taken care of by the adapter (theme-common is bundled on its own terms).
 */
const ALWAYS_EXTERNAL = /^(?:react|react-dom|scheduler|@docusaurus\/.*)$/;

/**
 * The packages of a site (its `package.json` dependencies) and everything they depend on, which
 * the prerenderer's bundle takes in rather than leaving them to Node, as Docusaurus's webpack
 * bundles a site's packages for its server render. Left external, an ES module package importing
 * names from a CommonJS one (`import { x } from 'cjs-package'`) fails in Node's ES module loader
 * whenever Node cannot read those names from the CommonJS code, and an ES module package whose
 * own imports leave out file extensions fails too; bundled, Rolldown's interop gives both. Only
 * packages the bundle actually imports are affected: naming one never imported changes nothing.
 * Peer dependencies are the importer's, found from it, so they are not followed; this tool itself
 * (`ownRoot`, when the site installed it) is not either.
 */
export function siteServerPackages(siteDir: string, ownRoot: string): string[] {
  const found = new Set<string>();
  const tool = realFolder(ownRoot);
  const visit = (manifest: string) => {
    for (const name of dependenciesOf(manifest)) {
      if (found.has(name) || ALWAYS_EXTERNAL.test(name)) continue;
      const own = manifestOf(name, manifest);
      // This tool, installed in the site: its own packages are the app's, left as they were.
      if (own && realFolder(dirname(own)) === tool) continue;
      found.add(name);
      if (own) visit(own);
    }
  };
  visit(join(siteDir, 'package.json'));
  return [...found].sort();
}

function realFolder(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}

function dependenciesOf(manifest: string): string[] {
  try {
    const json = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
    return Object.keys(json.dependencies ?? {});
  } catch {
    return [];
  }
}

/** The `package.json` Node finds for a package from the one that depends on it, by walking up the node_modules folders (`exports` may not list it). */
function manifestOf(name: string, from: string): string | null {
  const paths = createRequire(from).resolve.paths(name) ?? [];
  for (const dir of paths) {
    const manifest = join(dir, name, 'package.json');
    if (existsSync(manifest)) return manifest;
  }
  return null;
}
