/**
 * Components from a site's own files (or extracted from its MDX) appear in a chunk's HAST as
 * `LocalComponent` elements whose `component` property is their registry key
 * (`pipeline/emit/local-component-registry.ts`). The route query loads the ones a chunk uses before
 * the page renders, and the prerenderer preloads their files, so a prerendered page hydrates whole,
 * as Docusaurus hydrates once a route's chunks are loaded.
 */

import { forEachElement } from './mdx-component-modules.js';

/** The element name of a component from the site's own files. */
export const LOCAL_COMPONENT_TAG = 'LocalComponent';

/**
 * A local component's prop whose value is JSX (`heading={<>A <code>b</code></>}`) is a child
 * element of this name, its `name` property the prop's name and its children the prop's value
 * rendered; the SPA hands it to the component as that prop.
 */
export const LOCAL_COMPONENT_PROP_TAG = 'LocalComponentProp';

/**
 * The registry key of this project's own local component that hands JSX props back to the elements
 * below it (`web/mdx/JsxPropsScope.tsx`): the build puts one around a theme component given JSX
 * props (`<Admonition title={<b>A</b>}>`, or the `<Tabs>` of a `<TabItem label={…}>`) and around a
 * site component given JSX deeper in a data prop (`rows.0.note`), and registers it for that page.
 */
export const JSX_PROPS_SCOPE = 'mdx-docsite:jsx-props';

/** The registry keys of the local components a chunk's trees render (any depth, any field). */
export function localComponentsUsed(value: unknown): Set<string> {
  const found = new Set<string>();
  forEachElement(value, ({ tagName, properties }) => {
    if (tagName === LOCAL_COMPONENT_TAG && typeof properties?.component === 'string') found.add(properties.component);
  });
  return found;
}

/**
 * The same from a chunk's JSON text, among the registry's keys: each key searched as a `component`
 * property. Another element with that property and value would only add a preload.
 */
export function localComponentsUsedInJson(text: string, keys: Iterable<string>): string[] {
  return [...keys].filter((key) => text.includes(`"component":${JSON.stringify(key)}`));
}
