import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `virtual:site-pages`: the site's React pages (the pages plugin's `src/pages/**\/*.js`), listed by
 * the pipeline in `pages.json` of `generatedDir`: lazy `import()`s in the browser, one chunk each,
 * and static imports for the prerenderer (a page that suspends while prerendering is written with
 * inline scripts the CSP blocks). Also answers imports of Docusaurus's generated recent-posts list
 * (`.docusaurus/docusaurus-plugin-content-blog/<id>/blog-post-list-prop-<id>.json`) with the one
 * the pipeline wrote. Before Vite's own resolver (`enforce: 'pre'`): a site folder where Docusaurus
 * has built keeps its `.docusaurus/` folder, and Vite would resolve the import to Docusaurus's
 * stale file there (its dates, its posts as of that build) instead of this build's.
 */
export function sitePages(generatedDir: string): Plugin {
  const id = 'virtual:site-pages';
  const postList = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-blog[\\/][^\\/]+[\\/]blog-post-list-prop-[^\\/]+\.json$/;
  return {
    name: 'site-pages',
    enforce: 'pre',
    resolveId: (source) => (source === id ? `\0${id}` : postList.test(source) ? join(generatedDir, 'blog-post-list.json') : null),
    load(loaded, options) {
      if (loaded !== `\0${id}`) return null;
      const file = join(generatedDir, 'pages.json');
      const pages = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
      const list = Object.entries(pages);
      if (options?.ssr)
        return [
          ...list.map(([, path], i) => `import page${i} from ${JSON.stringify(path)};`),
          `export const sitePages = {`,
          ...list.map(([key], i) => `  ${JSON.stringify(key)}: page${i},`),
          `};`,
          `export const lazySitePages = {};`,
        ].join('\n');
      return [
        `export const sitePages = {};`,
        `export const lazySitePages = {`,
        ...list.map(([key, path]) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(path)}),`),
        `};`,
      ].join('\n');
    },
  };
}
