import { readFile } from 'node:fs/promises';
import { sep } from 'node:path';
import type { Plugin } from 'vite';
import { SVG_COMPONENT_ISSUER, svgComponentModule } from './svgr.js';

const QUERY = '?docusaurus-svgr';

/** What a site's config says of SVGR: its `svgrConfig`, or null when the classic preset's `svgr: false` turns it off. */
export type SvgrSettings = { svgrConfig: Record<string, unknown> } | null;

/**
 * An SVG file imported by a site's JavaScript, TypeScript or MDX is a React component, as Docusaurus
 * makes it (`svgr.ts`): `import Lamp from '@site/static/img/lamp.svg'` then `<Lamp role="img" />`,
 * or the classic template's `require('@site/static/img/x.svg').default`. An import with a query
 * (`?url`, `?raw`), one from a stylesheet, and this project's own code keep Vite's meaning (the
 * file's URL). `null` settings: SVGR is off, and every import is the file's URL, as in Docusaurus.
 */
export function svgComponents(settings: SvgrSettings, ownDirs: readonly string[]): Plugin {
  const own = (file: string) => ownDirs.some((dir) => file.startsWith(`${dir}${sep}`));
  return {
    name: 'docusaurus-svg-components',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!settings || !/\.svg$/i.test(source) || !importer) return null;
      const from = importer.split('?')[0]!;
      if (!SVG_COMPONENT_ISSUER.test(from) || own(from)) return null;
      const found = await this.resolve(source, importer, { ...options, skipSelf: true });
      return found && !found.external ? `${found.id}${QUERY}` : null;
    },
    async load(id) {
      if (!settings || !id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      return svgComponentModule(await readFile(file, 'utf8'), file, settings.svgrConfig);
    },
  };
}
