import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import type { Root, Image } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import type { Program } from 'estree';
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';
import { imageSize } from 'image-size';
import { contentHash } from '../../../emit/hash.js';
import { reportError, reportWarning } from '../../errors.js';
import { hookParams, type BrokenLinkSeverity, type BrokenMarkdownHook } from '../../../config/markdown-options.js';
import { isExternalUrl } from '../../../../common/url.js';
import { assetStem, idealImageSet, type ResizedImage } from './resized.js';
import type { IdealImageOptions } from './widths.js';

/** An image file next to the content, copied into the build under a content-hashed name. */
export interface ImageAsset {
  from: string;
  /** Public path: `/assets/content/<name>.<hash><ext>`. */
  to: string;
}

export interface ImageOptions {
  absolutePath?: string;
  contentRoot?: string;
  /** The site's static folders, in order (`staticDirectories`); `static/` when unset. */
  staticDirs?: string[];
  /** `@docusaurus/plugin-ideal-image`'s resizing options; unset, ideal images are copied as they are. */
  idealImage?: IdealImageOptions;
  /** Docusaurus's `markdown.hooks.onBrokenMarkdownImages`: a missing file's severity, or a function giving the URL to use (default: an error). */
  onBroken?: BrokenLinkSeverity | BrokenMarkdownHook;
}

/**
 * Images as Docusaurus resolves them: `/img/x.png` from `static/`, `./img/x.png` next to the file
 * (copied with a hashed name so it can be cached forever), external URLs as they are. A Markdown
 * image (`![]()`) whose file is missing is an error naming it, unless
 * `markdown.hooks.onBrokenMarkdownImages` says otherwise; so is a `require`d one (webpack fails on
 * it). A JSX `<img src="...">` (or `src={useBaseUrl(...)}`) whose file is missing is a warning:
 * Docusaurus's image plugin reads only Markdown images and its hook is about those, so it builds
 * such a page, whose image the browser then cannot load.
 */
export function remarkImages(options: ImageOptions) {
  return (tree: Root, file: VFile) => {
    if (!options.absolutePath || !options.contentRoot) return;
    const assets: ImageAsset[] = [];
    const resized: ResizedImage[] = [];
    /** A missing image, as the hook says: reported at its severity, or the URL its function gives. */
    const broken = (url: string, node: Node, message: string): string => {
      const hook = options.onBroken ?? 'throw';
      if (typeof hook !== 'function') {
        if (hook === 'throw') reportError(file, node, message);
        else if (hook !== 'ignore') reportWarning(file, node, message);
        return url;
      }
      try {
        return hook(hookParams(options.absolutePath!, url, node)) ?? url;
      } catch (error) {
        reportError(file, node, `markdown.hooks.onBrokenMarkdownImages failed on image \`${url}\`: ${error instanceof Error ? error.message : String(error)}`);
        return url;
      }
    };
    /** `unchecked`: a JSX `<img>`'s plain path, which Docusaurus leaves to the browser: a missing file is a warning. */
    const rewrite = (url: string, node: Image | MdxJsxFlowElement | MdxJsxTextElement, unchecked = false): string => {
      if (isExternalUrl(url) || url.startsWith('#')) return url;
      const missing = (message: string): string => {
        if (!unchecked) return broken(url, node, message);
        reportWarning(file, node, `${message} (the page is built; the browser cannot load the image)`);
        return url;
      };
      const clean = decodeSafe(url.split(/[?#]/)[0]!);
      if (url.startsWith('/')) {
        const dirs = options.staticDirs ?? [join(options.contentRoot!, 'static')];
        if (!dirs.some((dir) => isFile(join(dir, clean)))) {
          const names = dirs.map((dir) => relative(options.contentRoot!, dir) || '.');
          return missing(`image \`${url}\` is not in ${names.map((n) => `${n}/`).join(', ')}: add ${names[0]}${clean} or fix the path`);
        }
        return url;
      }
      const path = resolve(dirname(options.absolutePath!), clean);
      if (!isFile(path)) return missing(`image \`${url}\` not found next to this file (looked for ${path.slice(options.contentRoot!.length + 1)})`);
      const ext = extname(path);
      const to = `/assets/content/${assetStem(path)}.${contentHash(readFileSync(path))}${ext}`;
      assets.push({ from: path, to });
      return to;
    };
    // `@docusaurus/plugin-ideal-image`: `<Image img={require('./x.png')} />` (whatever the import's
    // local name; only this component takes `img`). With resizing options the file is made at each
    // width (the emit step does the work; here it is only named) and offered as `srcSet`, so the
    // browser picks one without a script; otherwise it is copied like any other image. Either way
    // the `width`/`height` reserve its box before the lazy `<img>` loads.
    const idealImage = (el: MdxJsxFlowElement | MdxJsxTextElement) => {
      const img = el.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'img');
      if (!img || img.type !== 'mdxJsxAttribute' || img.value === null || img.value === undefined) return;
      const url = typeof img.value === 'string' ? img.value : staticSource((img.value.data?.estree as Program | undefined)?.body[0]);
      if (url === null) return;
      const has = (name: string) => el.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === name);
      const attribute = (name: string, value: string) => {
        if (!has(name)) el.attributes.push({ type: 'mdxJsxAttribute', name, value });
      };
      const file = imageFile(url);
      // Read once: measured here, hashed into the variants' names below.
      const bytes = file ? readFileSync(file) : null;
      const size = bytes ? measure(bytes) : null;
      // As the loader: only a `require`d file is resized; a string `img` is copied at its own size.
      const set =
        options.idealImage && typeof img.value !== 'string' && !url.startsWith('/') && file && bytes && size
          ? idealImageSet(file, bytes, size, options.idealImage)
          : null;
      const box = set ?? size;
      if (set) {
        img.value = set.src;
        resized.push(...set.variants);
        if (set.srcSet) attribute('srcSet', set.srcSet);
        if (set.sizes) attribute('sizes', set.sizes);
      } else img.value = rewrite(url, el);
      if (!box || has('width') || has('height')) return;
      attribute('width', String(box.width));
      attribute('height', String(box.height));
    };
    const imageFile = (url: string): string | null => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return null;
      const clean = decodeSafe(url.split(/[?#]/)[0]!);
      const candidates = url.startsWith('/')
        ? (options.staticDirs ?? [join(options.contentRoot!, 'static')]).map((dir) => join(dir, clean))
        : [resolve(dirname(options.absolutePath!), clean)];
      return candidates.find(isFile) ?? null;
    };
    visit(tree, 'image', (node) => {
      node.url = rewrite(node.url, node);
    });
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const el = node as MdxJsxFlowElement;
      if (el.name !== 'img') {
        idealImage(el);
        return;
      }
      const src = el.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'src');
      if (!src || src.type !== 'mdxJsxAttribute') return;
      if (typeof src.value === 'string') src.value = rewrite(src.value, el, true);
      else if (src.value) {
        // Docusaurus idioms: `src={require('./x.png').default}` and `src={useBaseUrl('/img/x.png')}`.
        const statement = (src.value.data?.estree as Program | undefined)?.body[0];
        const url = staticSource(statement);
        if (url !== null) src.value = rewrite(url, el, !isRequire(statement));
      }
    });
    file.data.images = assets;
    file.data.resizedImages = resized;
  };
}

/** An image's intrinsic size (PNG, JPEG, GIF, WebP, SVG, ...), or null when it cannot be read. */
function measure(bytes: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** The path as a file name: every escape decoded (`%20`, and `%2F` too), as Docusaurus decodes an image's path. */
function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Whether the statement is `require('x')` or `require('x').default`: a file webpack must find. */
function isRequire(statement: Program['body'][number] | undefined): boolean {
  if (statement?.type !== 'ExpressionStatement') return false;
  const expr = statement.expression.type === 'MemberExpression' ? statement.expression.object : statement.expression;
  return expr.type === 'CallExpression' && expr.callee.type === 'Identifier' && expr.callee.name === 'require';
}

/** The literal path of `require('x')`, `require('x').default` or `useBaseUrl('x')`, or null. */
function staticSource(statement: Program['body'][number] | undefined): string | null {
  if (statement?.type !== 'ExpressionStatement') return null;
  let expr = statement.expression;
  if (expr.type === 'MemberExpression' && !expr.computed && expr.property.type === 'Identifier' && expr.property.name === 'default')
    expr = expr.object as typeof expr;
  if (expr.type !== 'CallExpression' || expr.callee.type !== 'Identifier' || !['require', 'useBaseUrl'].includes(expr.callee.name)) return null;
  const arg = expr.arguments[0];
  return arg?.type === 'Literal' && typeof arg.value === 'string' ? arg.value : null;
}
