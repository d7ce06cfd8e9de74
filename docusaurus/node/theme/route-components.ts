import type { Plugin } from 'vite';

const DOC_ITEM = '\0route-component:DocItem';

/**
 * A docs plugin's `docItemComponent` (`'@theme/ApiItem'`): the component Docusaurus renders each of
 * that instance's docs with, in place of `@theme/DocItem`, with the same props (`content`, `route`).
 * Here it fills the chrome's `DocItem` slot (`chrome-slots.ts`), as a swizzled `DocItem` does, through
 * a module that picks it by the page's docs instance; the other instances' docs draw the site's own
 * `DocItem` when it swizzles one, else the chrome's (`@theme-original/DocItem`).
 *
 * `components` is the site's theme components (`siteThemes`); the returned map names this module
 * as `DocItem` when an instance names a component, so the slot machinery treats it as the site's.
 */
export function withRouteComponents(components: ReadonlyMap<string, string>, docItemComponents: Readonly<Record<string, string>>): Map<string, string> {
  const out = new Map(components);
  if (Object.keys(docItemComponents).length > 0) out.set('DocItem', DOC_ITEM);
  return out;
}

export function routeComponents(options: {
  docItemComponents: Readonly<Record<string, string>>;
  /** The site's own `DocItem` (its `src/theme` or a plugin's theme folder), if it has one. */
  siteDocItem: string | undefined;
  slotPropsFile: string;
}): Plugin | null {
  if (Object.keys(options.docItemComponents).length === 0) return null;
  return {
    name: 'route-components',
    enforce: 'pre',
    resolveId(source) {
      return source === DOC_ITEM ? DOC_ITEM : null;
    },
    load(id) {
      return id === DOC_ITEM ? docItemModule(options) : null;
    },
  };
}

/** The module choosing the page's route component by the docs instance of the slot's chunk. */
export function docItemModule(options: {
  docItemComponents: Readonly<Record<string, string>>;
  siteDocItem: string | undefined;
  slotPropsFile: string;
}): string {
  const entries = Object.entries(options.docItemComponents);
  return [
    `import { createElement, useContext } from 'react';`,
    `import { SlotProps } from ${JSON.stringify(options.slotPropsFile)};`,
    `import Default from ${JSON.stringify(options.siteDocItem ?? '@theme-original/DocItem')};`,
    ...entries.map(([, spec], i) => `import Component${i} from ${JSON.stringify(spec)};`),
    `const BY_PLUGIN = { ${entries.map(([id], i) => `${JSON.stringify(id)}: Component${i}`).join(', ')} };`,
    `export default function DocItemOfInstance(props) {`,
    `  const slots = useContext(SlotProps);`,
    `  const chunk = slots && slots.byName.DocItem && slots.byName.DocItem.chunk;`,
    `  const Component = (chunk && Object.hasOwn(BY_PLUGIN, chunk.pluginId) && BY_PLUGIN[chunk.pluginId]) || Default;`,
    `  return createElement(Component, props);`,
    `}`,
    '',
  ].join('\n');
}
