import type { Root, Link, Definition } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { isExternalUrl } from '../../../../common/url.js';
import { hookParams, type BrokenMarkdownHook } from '../../../config/markdown-options.js';
import { reportError } from '../../errors.js';

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

export interface LinkOptions {
  resolve: LinkResolver;
  filePath: string;
  /**
   * For a partial, the file of the page that renders it: a relative URL that names no Markdown file
   * (`fabric-renderer`, `../guide`) is left as written, so the browser resolves it from the page's
   * URL, and the link check resolves it from the page's route, as Docusaurus's checker does.
   */
  pageFilePath?: string;
  /**
   * Docusaurus's `markdown.hooks.onBrokenMarkdownLinks` as a function: called for a Markdown file
   * link to no file, it gives the URL to use (checked like any link) or nothing (the link stays as
   * written and is not reported: the hook has dealt with it); a throw is an error of the link.
   */
  onBroken?: BrokenMarkdownHook;
}

/**
 * Rewrites links to `.md`/`.mdx` files into routes and records every internal link (with its
 * anchor) on `file.data.links` for the broken-link check.
 */
export function remarkLinks(options: LinkOptions) {
  /** The file a link is resolved from: a Markdown file link from the file it is written in, a relative URL from the page. */
  const fromFile = (path: string) =>
    options.pageFilePath !== undefined && !path.startsWith('/') && !/\.mdx?$/i.test(path.split('?')[0]!) ? options.pageFilePath : options.filePath;
  return (tree: Root, file: VFile) => {
    const links: CollectedLink[] = [];
    // `replaced`: the URL is the hook's, which is never asked twice about one link.
    const handle = (node: Link | Definition, replaced = false) => {
      const url = node.url;
      if (isExternalUrl(url)) return; // external or mailto:
      const [pathPart, hash] = splitHash(url);
      let route: string | null;
      if (pathPart === '')
        route = null; // same-page anchor
      else route = options.resolve(pathPart, fromFile(pathPart));
      if (route === null && !replaced && pathPart !== '' && options.onBroken && /\.mdx?$/i.test(pathPart.split('?')[0]!)) {
        handleBroken(node, options.onBroken, file);
        return;
      }
      const position = node.position?.start ?? { line: 1, column: 1 };
      links.push({ url, route: pathPart === '' ? '' : route, hash, line: position.line, column: position.column });
      if (route) node.url = route + (hash ? `#${hash}` : '');
    };
    /** The hook's URL replaces the link's and is handled as written there; its throw is the link's error. */
    const handleBroken = (node: Link | Definition, hook: BrokenMarkdownHook, file: VFile) => {
      let replaced: string | undefined | void;
      try {
        replaced = hook(hookParams(String(file.path), node.url, node));
      } catch (error) {
        reportError(
          file,
          node,
          `markdown.hooks.onBrokenMarkdownLinks failed on link \`${node.url}\`: ${error instanceof Error ? error.message : String(error)}`,
        );
        return;
      }
      if (typeof replaced !== 'string') return;
      node.url = replaced;
      handle(node, true);
    };
    visit(tree, 'link', (node) => handle(node));
    visit(tree, 'definition', (node) => handle(node));
    file.data.links = links;
  };
}

function splitHash(url: string): [string, string | null] {
  const i = url.indexOf('#');
  return i < 0 ? [url, null] : [url.slice(0, i), url.slice(i + 1) || null];
}
