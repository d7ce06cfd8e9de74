import { toHtml } from 'hast-util-to-html';
import type { HastNode, HastRoot } from '../../common/contract.js';
import { withBase } from '../../common/base-url.js';

/** The tree with each `href` to a page of the site under the base URL again (the build took it off: the router adds it). */
function underBase(node: HastNode, base: string): HastNode {
  if (node.type === 'text') return node;
  const children = node.children.map((child) => underBase(child, base));
  if (node.type === 'root') return { ...node, children };
  const href = node.properties?.href;
  return typeof href === 'string' ? { ...node, properties: { ...node.properties, href: withBase(href, base) }, children } : { ...node, children };
}

/**
 * HTML from the site config (the footer's copyright and `html` items, the announcement) as
 * Docusaurus's `themeConfig` holds it, HTML text, for a site's components that read it: serialised
 * from the tree the build parsed and cleaned (`pipeline/config/html.ts`), its links to the site's
 * pages with the base URL, as the chrome's own `Link` draws them. The build-time evaluation and the
 * browser make it from the same tree, so a component that renders it hydrates without a mismatch.
 */
export function configHtmlText(tree: HastRoot, baseUrl: string): string {
  return toHtml(underBase(tree, baseUrl) as Parameters<typeof toHtml>[0]);
}
