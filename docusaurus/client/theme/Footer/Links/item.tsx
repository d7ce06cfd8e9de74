import { ConfigHtml } from '../../../../../web/theme/ConfigHtml';
import { loadedManifest } from '../../../manifest';
import { configFooterHtml } from '../../footer-html';
import LinkItem from '../LinkItem';

/** Docusaurus's footer link item: a link (`to`, `href`) or the config's `html`. */
export interface FooterLinkItemIn {
  label?: string;
  to?: string;
  href?: string;
  html?: string;
  className?: string;
}

/** An `html` item's content: the config's tree for that HTML (`configFooterHtml`), else nothing. */
export function FooterHtml({ html }: { html: string }) {
  const { site } = loadedManifest();
  const tree = configFooterHtml(site.footer?.columns ?? [], html, site.baseUrl);
  return tree && <ConfigHtml value={tree} />;
}

export { LinkItem };
