import { useActiveHeading } from '../../../web/theme/TOC';
import { TOCItems as ThemeTOCItems } from '../../../web/theme/TOC/Items';
import { tocTree, type TocProps } from './toc-tree';

/** `@theme/TOCItems`: Docusaurus's flat `toc` as this theme's nested lists of links, the heading being read marked. */
export default function TOCItems({ toc = [], maxHeadingLevel = 3 }: TocProps & { linkClassName?: string | null; linkActiveClassName?: string }) {
  const items = tocTree(toc, maxHeadingLevel);
  const active = useActiveHeading(toc.map((h) => h.id));
  return <ThemeTOCItems items={items} active={active} />;
}
