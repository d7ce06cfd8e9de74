/**
 * `url(/img/x.png)` in a site's stylesheet names a file of its static folders: Docusaurus's webpack
 * resolves it there (its `resolve.roots` are the static folders) and bundles it like any asset,
 * under the base URL. Vite resolves such a URL against its own public folder only, so it stayed
 * as written (without the base URL, and with a build warning). This PostCSS step rewrites it to
 * the file's path relative to the stylesheet, which Vite then bundles. Only the site's own
 * stylesheets (under its folder) are read; a URL that names no static file is left alone.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Plugin } from 'postcss';

const ROOT_URL = /url\(\s*(['"]?)(\/(?!\/)[^'")?#\s]+)([^'")\s]*)\1\s*\)/g;

function staticFile(dirs: string[], path: string): string | null {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep it as written
  }
  for (const dir of dirs) {
    const file = join(dir, decoded);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The URL of a static file as seen from a stylesheet: `./x.png`, `../static/x.png`. */
function fromStylesheet(stylesheet: string, file: string): string {
  const rel = encodeURI(relative(dirname(stylesheet), file).split(sep).join('/'));
  return rel.startsWith('.') ? rel : `./${rel}`;
}

export function staticCssUrls(options: { siteDir: string; staticDirs: string[] }): Plugin {
  return {
    postcssPlugin: 'site-static-css-urls',
    Declaration(decl) {
      const from = decl.source?.input.file;
      if (!from || !from.startsWith(`${options.siteDir}${sep}`) || !decl.value.includes('url(')) return;
      decl.value = decl.value.replace(ROOT_URL, (whole, quote: string, path: string, rest: string) => {
        const file = staticFile(options.staticDirs, path);
        return file ? `url(${quote}${fromStylesheet(from, file)}${rest}${quote})` : whole;
      });
    },
  };
}
