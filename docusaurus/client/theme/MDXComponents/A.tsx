import type { AnchorHTMLAttributes } from 'react';
import { Link } from '../../../../web/theme/Link';

/** `@theme/MDXComponents/A`: a Markdown link, through the router for the site's own pages. */
export default function A({ href = '', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <Link href={href} {...rest} />;
}
