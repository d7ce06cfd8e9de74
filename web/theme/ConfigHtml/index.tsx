import type { HastRoot } from '../../../common/contract';
import { renderHast, type Components } from '../../mdx/render-hast';
import { Link } from '../Link';

const components = { a: Link } as unknown as Components;

/**
 * HTML from the site config (footer copyright, announcement, navbar and footer `html` items),
 * parsed and cleaned at build time (`pipeline/config/html.ts`): rendered as React elements, its
 * internal links through the router.
 */
export function ConfigHtml({ value }: { value: HastRoot }) {
  return <>{renderHast(value, components)}</>;
}
