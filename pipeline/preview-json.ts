/**
 * `npm run preview:json -- <file or route>`: prints the JSON the site loads for a page, so an
 * author sees what their MDX became.
 *
 *   tsx pipeline/preview-json.ts docs/core/entity/light.md      (relative to the content root or the working directory)
 *   tsx pipeline/preview-json.ts /docs/core/entity/light        (a route; `.html` and trailing-slash forms work)
 *   options: --content <dir> (default content/), --sidebar (print the route's sidebar chunk instead)
 */
import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchRoute } from '../common/paths.js';
import { DevSite } from './dev/site.js';
import { suggest } from './check/suggest.js';

export class PreviewError extends Error {}

export interface PreviewOptions {
  contentRoot: string;
  sidebar?: boolean;
}

/** The route chunk (or its sidebar chunk) for a content file or a route, as pretty-printed JSON. */
export async function previewJson(target: string, options: PreviewOptions): Promise<string> {
  const site = new DevSite({ contentRoot: options.contentRoot });
  const pass = await site.start();
  const manifest = site.manifest;
  if (!manifest) throw new PreviewError(`the site does not build:\n${pass.errors.map((e) => `${e.file}:${e.line}:${e.column}: ${e.message}`).join('\n')}`);

  let route: string;
  const file = contentPath(target, site.contentRoot);
  if (file !== null) {
    const r = site.fileToRoute.get(file);
    if (!r) {
      const problems = pass.errors.filter((e) => e.file.endsWith(file)).map((e) => `${e.file}:${e.line}:${e.column}: ${e.message}`);
      throw new PreviewError(
        problems.length
          ? `${file} does not build:\n${problems.join('\n')}`
          : `${file} is not a doc or post of ${site.display} (partials and files outside docs/ and blog/ have no route)`,
      );
    }
    route = r;
  } else {
    const match = matchRoute(manifest.routes, target.startsWith('/') ? target : `/${target}`);
    if (!match) throw new PreviewError(`no route and no content file "${target}". ${suggest(target, Object.keys(manifest.routes))}`);
    route = match.route;
  }
  const entry = manifest.routes[route]!;
  const path = options.sidebar ? entry.sidebar : entry.chunk;
  if (!path) throw new PreviewError(`${route} has no sidebar`);
  const data = site.output.read(path);
  return `${JSON.stringify(JSON.parse(String(data)), null, 2)}\n`;
}

/** The target as a path relative to the content root, when it names an existing content file. */
function contentPath(target: string, contentRoot: string): string | null {
  for (const candidate of [resolve(target), resolve(contentRoot, target)]) {
    if (!/\.mdx?$/i.test(candidate) || !existsSync(candidate)) continue;
    const rel = relative(contentRoot, candidate);
    if (!rel.startsWith('..') && !isAbsolute(rel)) return rel.split(sep).join('/');
  }
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--content');
  const contentRoot = i >= 0 ? argv[i + 1]! : (process.env.CONTENT_ROOT ?? 'content');
  const target = argv.find((a, j) => !a.startsWith('--') && (i < 0 || j !== i + 1));
  if (!target) {
    console.error('usage: npm run preview:json -- <file or route> [--sidebar] [--content <dir>]');
    process.exit(2);
  }
  // The pipeline's progress goes to stderr; stdout is only the JSON, so it can be piped.
  const log = console.log;
  console.log = (...args: unknown[]) => console.error(...args);
  try {
    const json = await previewJson(target, { contentRoot, sidebar: argv.includes('--sidebar') });
    process.stdout.write(json);
  } catch (error) {
    if (!(error instanceof PreviewError)) throw error;
    console.error(`preview:json: ${error.message}`);
    process.exitCode = 1;
  } finally {
    console.log = log;
  }
}
