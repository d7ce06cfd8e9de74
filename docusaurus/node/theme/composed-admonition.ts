/**
 * Docusaurus draws an admonition through its parts: `@theme/Admonition` picks the type's component
 * from `@theme/Admonition/Types`, each `@theme/Admonition/Type/<Type>` gives `@theme/Admonition/Layout`
 * its icon (`@theme/Admonition/Icon/<Type>`) and label. This theme draws one as a whole
 * (`web/theme/Admonition`), so a site that swizzles a part (`Admonition/Icon/Note`,
 * `Admonition/Type/Tip`, `Admonition/Types`, `Admonition/Layout`) gets the composition itself:
 * these modules, each importing its parts by their `@theme/` names (the site's where it has them,
 * else the compatibility layer's). A site that swizzles none bundles none of them.
 */

const TYPES = ['Note', 'Tip', 'Info', 'Warning', 'Danger', 'Caution'];

/** Docusaurus's aliases: keyword → the type it looks like (theme-classic `Admonition/Types.tsx`). */
const ALIASES: Record<string, string> = { secondary: 'Note', important: 'Info', success: 'Tip' };

/** The names these modules stand in for. */
export const COMPOSED_ADMONITION = new Set(['Admonition', 'Admonition/Types', ...TYPES.map((t) => `Admonition/Type/${t}`)]);

/** Whether the site swizzles a part of the admonition (not the admonition itself, which replaces the whole). */
export const swizzlesAdmonitionPart = (names: Iterable<string>): boolean => [...names].some((n) => n.startsWith('Admonition/'));

/** The module of a composed name (`COMPOSED_ADMONITION`). */
export function composedAdmonitionSource(name: string): string {
  if (name === 'Admonition')
    return [
      `import { createElement } from 'react';`,
      `import Types from '@theme/Admonition/Types';`,
      // The chrome imports `{ Admonition }`; a site's page the default export.
      `export function Admonition(props) {`,
      `  const Type = Types[props.type] || Types.info;`,
      `  return createElement(Type, props);`,
      `}`,
      `export default Admonition;`,
      ``,
    ].join('\n');
  if (name === 'Admonition/Types')
    return [
      `import { createElement } from 'react';`,
      ...TYPES.map((t) => `import ${t} from '@theme/Admonition/Type/${t}';`),
      `export default {`,
      ...TYPES.map((t) => `  ${t.toLowerCase()}: ${t},`),
      ...Object.entries(ALIASES).map(([k, t]) => `  ${k}: (props) => createElement(${t}, { title: ${JSON.stringify(k)}, ...props }),`),
      `};`,
      ``,
    ].join('\n');
  const type = name.slice('Admonition/Type/'.length);
  return [
    `import { createElement } from 'react';`,
    `import Layout from '@theme/Admonition/Layout';`,
    `import Icon from '@theme/Admonition/Icon/${type}';`,
    `export default function AdmonitionType${type}({ icon, ...props }) {`,
    `  return createElement(Layout, { ...props, type: ${JSON.stringify(type.toLowerCase())}, icon: icon === undefined ? createElement(Icon) : icon });`,
    `}`,
    ``,
  ].join('\n');
}
