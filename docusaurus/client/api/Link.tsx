import { Link as ThemeLink, type LinkProps } from '../../../web/theme/Link';

/** `@docusaurus/Link`: `to` or `href`, internal links through this site's router. */
export default function Link(props: LinkProps) {
  return <ThemeLink {...props} />;
}
