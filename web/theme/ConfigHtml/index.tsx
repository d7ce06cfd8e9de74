import type { ImgHTMLAttributes } from 'react';
import type { HastRoot } from '../../../common/contract';
import { renderHast, type Components } from '../../mdx/render-hast';
import { Link } from '../Link';

/**
 * An image below the fold loads as the reader nears it, unless the config's HTML says otherwise.
 * React's server renderer also preloads each eagerly loaded image from the page's head: the Home
 * Assistant footer's badge (another site's file) was preloaded ahead of the page's own files.
 */
function LazyImage(props: ImgHTMLAttributes<HTMLImageElement>) {
  return <img loading="lazy" {...props} />;
}

const components = { a: Link } as unknown as Components;
const belowFoldComponents = { a: Link, img: LazyImage } as unknown as Components;

/**
 * HTML from the site config (footer copyright, announcement, navbar and footer `html` items),
 * parsed and cleaned at build time (`pipeline/config/html.ts`): rendered as React elements, its
 * internal links through the router. `belowFold` (the footer's) makes its images lazy.
 */
export function ConfigHtml({ value, belowFold = false }: { value: HastRoot; belowFold?: boolean }) {
  return <>{renderHast(value, belowFold ? belowFoldComponents : components)}</>;
}
