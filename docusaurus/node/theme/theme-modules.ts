import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { themeImport } from './swizzles.js';

const SLOT = '\0theme-slot:';

/** A slot of this theme's chrome: the module and export the chrome renders when the site does not replace it. */
export interface ChromeSlot {
  file: string;
  exportName: string;
}

/**
 * Where the client bundle (browser and prerenderer) finds `@theme/*`, `@theme-original/*` and
 * `@theme-init/*`, as Docusaurus's theme aliases layer them:
 *
 * - `@theme/X` is the site's own component when the site has one (`components`, its swizzles from
 *   `src/theme`, `theme/swizzles.ts`), else the compatibility layer's `X` with Docusaurus's props
 *   (`provided`), else this theme's own module of that path (a site in this project's own format
 *   imports those; for a Docusaurus site `docusaurus/node/bundle/unsupported-modules.ts` names it as not provided).
 * - `@theme-original/X` and `@theme-init/X` skip the site's component: what a wrapping swizzle wraps.
 * - This theme's chrome (`web/`, outside the compatibility layer) imports its replaceable parts
 *   (`slots`: the navbar, the footer, ...) as `@theme/X` too. Replaced, that import is a small
 *   generated module that renders the site's component inside the slot's props
 *   (`docusaurus/client/theme/slot-props.ts`), where the compatibility layer's `X` (the `@theme-original`
 *   a wrapper renders) and its parts (`Navbar/Layout`, `Navbar/Content`) find them; not replaced,
 *   it is the chrome's own module, exactly as a relative import would be: a site that swizzles
 *   nothing bundles nothing more.
 */
export function themeModules(options: {
  themeDir: string;
  /** The app's own folder (`web/`): its files outside `compatDir` are the chrome. */
  appDir: string;
  compatDir: string;
  provided: Record<string, string>;
  slots: Record<string, ChromeSlot>;
  components: ReadonlyMap<string, string>;
  slotPropsFile: string;
  /**
   * The module whose `ThemeCommonProviders` put the site's own `@docusaurus/theme-common` contexts
   * around a site component (`useDoc()` of the site's theme-common reads its own `DocProvider`).
   */
  providersFile?: string;
  /** Files are named relative to it in errors (the site folder). */
  displayRoot: string;
}): Plugin {
  const under = (file: string, dir: string) => file.startsWith(`${dir}${sep}`) || file.startsWith(`${dir}/`);
  const isChrome = (importer: string | undefined) => !!importer && under(importer, options.appDir) && !under(importer, options.compatDir);
  return {
    name: 'theme-modules',
    enforce: 'pre',
    async resolveId(source, importer, resolveOptions) {
      const wanted = themeImport(source);
      if (!wanted) return null;
      const { name } = wanted;
      const slot = isChrome(importer) ? options.slots[name] : undefined;
      const own = wanted.kind === 'theme' ? options.components.get(name) : undefined;
      if (own && own !== importer) return slot ? `${SLOT}${name}` : own;
      if (slot) return slot.file;
      if (options.provided[name]) return options.provided[name];
      return this.resolve(join(options.themeDir, name), importer, { ...resolveOptions, skipSelf: true });
    },
    load(id) {
      if (!id.startsWith(SLOT)) return null;
      const name = id.slice(SLOT.length);
      const file = options.components.get(name)!;
      return slotModule(file, options.slots[name]!.exportName, options, relative(options.displayRoot, file).split(sep).join('/'));
    },
  };
}

/**
 * The chrome's slot filled by the site's component, given the slot's props (an admonition's `type`
 * and `title`). Docusaurus renders `@theme/Navbar` and the like without props, reading what they
 * show from its contexts: here the chrome's props also reach the theme's parts the site's
 * component renders (`@theme-original/Navbar`, `Navbar/Content`) through the slot-props context.
 * A function component is called in the slot's own render (its hooks are the slot's), so a throw
 * (while prerendering, where no error boundary catches) names the site's file.
 */
function slotModule(siteFile: string, exportName: string, files: { slotPropsFile: string; providersFile?: string }, displayFile: string): string {
  // The site's component inside its theme-common's providers, as inside Docusaurus's layout.
  const inner = files.providersFile ? 'createElement(ThemeCommonProviders, null, createElement(Inner, props))' : 'createElement(Inner, props)';
  return [
    `import { createElement } from 'react';`,
    `import Site from ${JSON.stringify(siteFile)};`,
    `import { SlotProps } from ${JSON.stringify(files.slotPropsFile)};`,
    ...(files.providersFile ? [`import { ThemeCommonProviders } from ${JSON.stringify(files.providersFile)};`] : []),
    `function Inner(props) {`,
    `  if (typeof Site !== 'function' || (Site.prototype && Site.prototype.isReactComponent)) return createElement(Site, props);`,
    `  try {`,
    `    return Site(props);`,
    `  } catch (error) {`,
    `    if (error && typeof error.then === 'function') throw error;`,
    `    throw new Error(${JSON.stringify(`the swizzled component ${displayFile} threw: `)} + (error && error.message ? error.message : String(error)), { cause: error });`,
    `  }`,
    `}`,
    `function Slot(props) {`,
    `  return createElement(SlotProps.Provider, { value: props }, ${inner});`,
    `}`,
    `export { Slot as ${exportName} };`,
    `export default Slot;`,
    ``,
  ].join('\n');
}
