import TOCCollapsible from '@theme/TOCCollapsible';
import { useDocChunk } from '../../../api/use-doc';
import { docusaurusToc } from '../../toc-tree';

/**
 * `@theme/DocItem/TOC/Mobile`: the doc's headings folded in `@theme/TOCCollapsible` (a site's where it
 * swizzles it), as theme-classic draws them above a doc on narrow screens; `toc-mobile` hides it
 * where this theme's desktop table of contents shows (`web/theme/TOC/styles.css`).
 */
export default function Mobile() {
  return <TOCCollapsible {...docusaurusToc(useDocChunk().toc)} className="theme-doc-toc-mobile toc-mobile" />;
}
