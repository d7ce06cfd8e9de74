import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A package's published ES module build for browsers (an entry file and a folder of chunks it
 * imports, `.mjs`), as the files to serve: file name (relative to `dist`, with `.js`) → text.
 * pipeline/bundle/plugins/published-mermaid.ts serves mermaid's this way.
 * - `.js`: hosts that know no `.mjs` type serve those as bytes, and a browser runs no module script
 *   that is not served as JavaScript. Each relative import's specifier is renamed with its file.
 * - A specifier that names no file of the build is an error that names the file and the import,
 *   rather than a diagram that fails to load in the browser.
 * - The source map comments go: the maps are not served, and a browser's developer tools would
 *   ask for them.
 */
export function publishedModules(dist: string, entry: string, chunks: string): Map<string, string> {
  const files = [
    entry,
    ...readdirSync(join(dist, chunks))
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => `${chunks}/${f}`),
  ];
  const out = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(join(dist, file), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
    const renamed = text.replace(/(["'])(\.\.?\/[^"'\s]+)\.mjs\1/g, (_, quote: string, specifier: string) => {
      const target = join(file, '..', `${specifier}.mjs`).split('\\').join('/');
      if (!files.includes(target)) throw new Error(`${join(dist, file)} imports ${specifier}.mjs, which is not part of its build`);
      return `${quote}${specifier}.js${quote}`;
    });
    out.set(file.replace(/\.mjs$/, '.js'), renamed);
  }
  return out;
}
