import type { Root, Link, Definition } from 'mdast';
import type { VFile } from 'vfile';
import { relative, sep } from 'node:path';
import { visit } from 'unist-util-visit';
import { partialSource } from '../partials/index.js';
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
export function remarkLinks(options: { resolve: LinkResolver; filePath: string; contentRoot?: string }) {
  return (tree: Root, file: VFile) => {
    const links: CollectedLink[] = [];
    const handle = (node: Link | Definition) => {
      const url = node.url;
      if (isExternalUrl(url)) return; // external or mailto:
      const [pathPart, hash] = splitHash(url);
      let route: string | null;
      if (pathPart === '')
        route = null; // same-page anchor
      else route = options.resolve(pathPart, linkSource(node, pathPart, options));
      const position = node.position?.start ?? { line: 1, column: 1 };
      links.push({ url, route: pathPart === '' ? '' : route, hash, line: position.line, column: position.column });
      if (route) node.url = route + (hash ? `#${hash}` : '');
    };
    visit(tree, 'link', handle);
    visit(tree, 'definition', handle);
    file.data.links = links;
  };
}

/**
 * The file a link is resolved from: a Markdown file link written in a partial, from the partial (as
 * Docusaurus resolves it in the partial's own module); any other link, from the page, whose URL the
 * browser resolves it against.
 */
function linkSource(node: Link | Definition, path: string, options: { filePath: string; contentRoot?: string }): string {
  const partial = partialSource(node);
  if (!partial || !options.contentRoot || !/\.mdx?$/i.test(path.split('?')[0]!)) return options.filePath;
  return relative(options.contentRoot, partial).split(sep).join('/');
}

function splitHash(url: string): [string, string | null] {
  const i = url.indexOf('#');
  return i < 0 ? [url, null] : [url.slice(0, i), url.slice(i + 1) || null];
}
