import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { explicitKey } from '../element-overrides/place.js';
import { LOCAL_COMPONENT_PROP_TAG } from '../../../../common/local-components.js';

export const ADMONITION_TYPES: ReadonlySet<string> = new Set(['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important', 'success', 'secondary']);

/**
 * `:::type[Title]` containers become `Admonition` components. `important`, `success` and
 * `secondary` are the aliases Docusaurus keeps for its v2 names (theme-classic
 * `Admonition/Types.tsx`): they look like info, tip and note but keep their own word as the
 * default label ("important", not "info"). `caution` is a type of its own (warning colours and icon,
 * labelled "caution").
 */
export const ALIASES: Record<string, string> = { important: 'info', success: 'tip', secondary: 'note' };

/**
 * The keywords a page's `:::keyword` admonitions may use: its content plugin's `admonitions` option
 * (`docusaurus/node/config/admonition-options.ts`), else Docusaurus's default ones. A keyword of the
 * site's own is the admonition's `type`, which the site's `@theme/Admonition/Types` maps to its
 * component (Docusaurus draws a type it has no component for as `info`).
 */
export const admonitionKeywords = (keywords: readonly string[] | undefined): ReadonlySet<string> => (keywords ? new Set(keywords) : ADMONITION_TYPES);

/**
 * The element carries the look's type; the keyword written, where it differs, is kept by the
 * admonition's place in `file.data.admonitionKeywords`, for a site's `MDXComponents` whose
 * `admonition` gets Docusaurus's props (`plugins/element-overrides`).
 */
export function remarkAdmonitions(options: { keywords?: readonly string[] } = {}) {
  const keywords = admonitionKeywords(options.keywords);
  return (tree: Root, file: VFile) => {
    visit(tree, 'containerDirective', (node) => {
      if (!keywords.has(node.name)) return;
      let title: string | null = null;
      const first = node.children[0];
      const label = first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel ? first : null;
      // A label with Markdown in it (`:::tip[Use **two** wicks]`) is drawn as written, as Docusaurus
      // hands it to the Admonition (its `mdxAdmonitionTitle`): the `title` prop's JSX, a
      // `LocalComponentProp` child (common/local-components.ts). Plain text stays the `title` property.
      if (label && label.children.every((c) => c.type === 'text')) {
        title = toString(label);
        node.children.shift();
      } else if (label) label.data = { ...label.data, hName: LOCAL_COMPONENT_PROP_TAG, hProperties: { name: 'title' } };
      const type = ALIASES[node.name] ?? node.name;
      if (type !== node.name) ((file.data.admonitionKeywords as Map<string, string> | undefined) ??= new Map()).set(explicitKey(node.position), node.name);
      if (title === null && !label && type !== node.name) title = node.name;
      node.data = { ...node.data, hName: 'Admonition', hProperties: title === null ? { type } : { type, title } };
    });
  };
}
