import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, dirname } from 'node:path';
import type { Root, Link, Parent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import { contentHash } from '../../../emit/hash.js';
import { reportError } from '../../errors.js';
import type { ImageAsset } from '../images/index.js';
import { assetStem } from '../images/resized.js';

export interface FileLinkOptions {
  /** The page's file; without it (a string compiled on its own) no link is a file. */
  absolutePath?: string;
  /** The site's folder: `@site/` paths start there. */
  contentRoot?: string;
  /** The static folders a path from the root is looked up in (default `<contentRoot>/static`). */
  staticDirs?: string[];
}

/**
 * Links to files that are not pages (`[the wiring diagram](./wiring.pdf)`), as Docusaurus's MDX
 * loader treats them (its `transformLinks`): a link whose path has an extension other than `.md`,
 * `.mdx` or `.html`, or starts with `@site/` (not to a Markdown file), and whose file exists (next to the page; in a static
 * folder for a path from the root; in the site's folder for `@site/`) becomes
 * `<a target="_blank" href="/assets/files/<name>-<hash>.<ext>">`, and the file is published there
 * with the page's images. Its path is decoded first (`%20`, `%2F`), as Docusaurus decodes it. An
 * `@site/` file that does not exist is an error, as there; any other link is left to the links
 * plugin (a page, an anchor, or a broken link it reports).
 */
export function remarkFileLinks(options: FileLinkOptions) {
  return (tree: Root, file: VFile) => {
    if (!options.absolutePath || !options.contentRoot) return;
    const assets = new Map<string, ImageAsset>();
    visit(tree, 'link', (node: Link, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      const target = linkedFile(node.url, options, file, node);
      if (!target) return;
      let href = node.url;
      if (target !== MISSING) {
        const ext = extname(target.path);
        const to = `/assets/files/${assetStem(target.path)}-${contentHash(readFileSync(target.path), 8)}${ext}`;
        assets.set(to, { from: target.path, to });
        href = to + target.hash;
      }
      // A missing `@site/` file (reported) becomes the element too: the links plugin need not report it again.
      const attributes: MdxJsxAttribute[] = [
        { type: 'mdxJsxAttribute', name: 'target', value: '_blank' },
        { type: 'mdxJsxAttribute', name: 'href', value: href },
      ];
      if (node.title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: node.title });
      const element: MdxJsxTextElement = { type: 'mdxJsxTextElement', name: 'a', attributes, children: node.children, position: node.position };
      parent.children[index] = element;
      return SKIP;
    });
    if (assets.size > 0) file.data.images = [...((file.data.images as ImageAsset[] | undefined) ?? []), ...assets.values()];
  };
}

/** An `@site/` link to no file (reported where it is found). */
const MISSING = { path: '', hash: '' };

/** The file a link names, with its `#hash`; null when the link is not to a file (or to none that exists). */
function linkedFile(url: string, options: FileLinkOptions, file: VFile, node: Link): { path: string; hash: string } | null {
  // A URL with a scheme (`https:`, `mailto:`, `pathname://`) or no path is not a file link.
  if (!url || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return null;
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const pathname = url.slice(0, hashAt < 0 ? undefined : hashAt).split('?')[0]!;
  if (pathname === '') return null;
  const site = pathname.startsWith('@site/');
  // A page's file (`.md`, `.mdx`, also by its `@site/` path) is the links plugin's: Docusaurus
  // resolves Markdown links to routes before this step.
  if (/\.(?:mdx?|html)$/i.test(pathname) || (!site && !extname(pathname))) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (site) {
    const path = join(options.contentRoot!, decoded.slice('@site/'.length));
    if (isFile(path)) return { path, hash };
    reportError(file, node, `file \`${url}\` not found: \`@site/\` names a file in the site's folder (looked for ${decoded.slice('@site/'.length)})`);
    return MISSING;
  }
  const candidates = decoded.startsWith('/')
    ? (options.staticDirs ?? [join(options.contentRoot!, 'static')]).map((dir) => join(dir, decoded))
    : [resolve(dirname(options.absolutePath!), decoded)];
  const path = candidates.find(isFile);
  return path ? { path, hash } : null;
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}
