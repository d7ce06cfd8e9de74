import TOCCollapsible from '@theme/TOCCollapsible';
import type { DocChunk } from '../../../../common/contract';
import { docusaurusToc } from '../toc-tree';

/**
 * The doc's mobile table of contents (`web/theme/TOC/Mobile`) for a site that swizzles
 * `TOCCollapsible` or its `CollapseButton` (`CHROME_COMPOSITIONS`): drawn as theme-classic's
 * `DocItem/TOC/Mobile` draws it, `TOCCollapsible` with the doc's headings and their levels.
 */
export function TOCMobile({ chunk }: { chunk: DocChunk }) {
  return <TOCCollapsible {...docusaurusToc(chunk.toc)} className="theme-doc-toc-mobile toc-mobile" />;
}
