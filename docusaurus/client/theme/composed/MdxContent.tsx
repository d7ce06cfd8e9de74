import { memo } from 'react';
import type { HastRoot } from '../../../../common/contract';
// The site's swizzle (or the compatibility layer's, for a site that swizzles only a part below it).
import MDXContent from '@theme/MDXContent';
import { components } from '../../../../web/mdx/components';
import { renderHast } from '../../../../web/mdx/render-hast';
import { useMDXComponents } from '../../api/mdx-react';
import { providedComponents } from '../mdx-provided';

import { blockKeys as chromeBlockKeys } from '../../../../web/mdx/MdxContent';

/** The chrome module's other export, unchanged. */
export const blockKeys = chromeBlockKeys;

/**
 * A Markdown body as theme-classic draws it, inside `@theme/MDXContent` (a doc's, a post's, each
 * post of a list, a Markdown page's), for a site that swizzles `MDXContent` (`CHROME_COMPOSITIONS`
 * over `web/mdx/MdxContent.tsx`): the site's providers are around the body, and an MDX provider's
 * components draw the body's elements and the names its MDX uses without importing them, as
 * Docusaurus's MDX reads them from `@mdx-js/react` (`providedComponents`). Prerendered and hydrated alike.
 */
export const MdxContent = memo(function MdxContent({ tree }: { tree: HastRoot }) {
  return (
    <MDXContent>
      <Body tree={tree} />
    </MDXContent>
  );
});

function Body({ tree }: { tree: HastRoot }) {
  const provided = useMDXComponents();
  return renderHast(tree, providedComponents(components, provided));
}
