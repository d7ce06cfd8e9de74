import type { Root, Link, Definition } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { isExternalUrl } from '../../../../common/url.js';

/** One link found in a file, after resolution. */
export interface CollectedLink {
  /** What the author wrote. */
  url: string;
  /** Route path (without hash) when the link is internal, else null. */
  route: string | null;
  hash: string | null;
  line: number;
  column: number;
}

/** Resolves an author's URL to a site path: relative `.md` files to routes, absolute paths as is. */
export type LinkResolver = (url: string, fromFile: string) => string | null;

/**
 * Rewrites links to `.md`/`.mdx` files into routes and records every internal link (with its
 * anchor) on `file.data.links` for the broken-link check.
 */
export function remarkLinks(options: { resolve: LinkResolver; filePath: string }) {
  return (tree: Root, file: VFile) => {
    const links: CollectedLink[] = [];
    const handle = (node: Link | Definition) => {
      const url = node.url;
      if (isExternalUrl(url)) return; // external or mailto:
      const [pathPart, hash] = splitHash(url);
      let route: string | null;
      if (pathPart === '')
        route = null; // same-page anchor
      else route = options.resolve(pathPart, options.filePath);
      const position = node.position?.start ?? { line: 1, column: 1 };
      links.push({ url, route: pathPart === '' ? '' : route, hash, line: position.line, column: position.column });
      if (route) node.url = route + (hash ? `#${hash}` : '');
    };
    visit(tree, 'link', handle);
    visit(tree, 'definition', handle);
    file.data.links = links;
  };
}

function splitHash(url: string): [string, string | null] {
  const i = url.indexOf('#');
  return i < 0 ? [url, null] : [url.slice(0, i), url.slice(i + 1) || null];
}
