import { useEffect } from 'react';
import TOCItemTree from '@theme/TOCItems/Tree';
import { useActiveHeading } from '../../../web/theme/TOC';
import { tocNodes, tocTree, type TocProps } from './toc-tree';

/**
 * Marks the link of the heading being read, as theme-common's `useTOCHighlight` does: on the page's
 * links of `linkClassName` (a site's tree draws them, so they are found in the document), the
 * theme's `aria-current` (its style) and the caller's `linkActiveClassName`.
 */
export function useMarkActiveLink(active: string | null, linkClassName: string | null | undefined, linkActiveClassName?: string) {
  useEffect(() => {
    if (!linkClassName) return;
    for (const link of document.querySelectorAll<HTMLAnchorElement>(`a.${CSS.escape(linkClassName)}`)) {
      const current = active !== null && link.hash === `#${encodeURIComponent(active)}`;
      if (current) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
      if (linkActiveClassName) link.classList.toggle(linkActiveClassName, current);
    }
  }, [active, linkClassName, linkActiveClassName]);
}

/**
 * `@theme/TOCItems`: Docusaurus's flat `toc` filtered to its levels and drawn as a tree by
 * `@theme/TOCItems/Tree` (a site's where it swizzles it), with theme-classic's default classes; the
 * heading being read marked when the caller names `linkActiveClassName`, as Docusaurus highlights.
 */
export default function TOCItems({
  toc = [],
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
  className = 'table-of-contents table-of-contents__left-border',
  linkClassName = 'table-of-contents__link',
  linkActiveClassName,
}: TocProps & { linkClassName?: string | null; linkActiveClassName?: string }) {
  const active = useActiveHeading(linkActiveClassName ? toc.map((h) => h.id) : []);
  useMarkActiveLink(active, linkClassName, linkActiveClassName);
  return <TOCItemTree toc={tocNodes(tocTree(toc, maxHeadingLevel, minHeadingLevel))} className={className} linkClassName={linkClassName} />;
}
