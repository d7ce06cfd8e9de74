import { TOC as ThemeTOC } from '../../../web/theme/TOC';
import { tocTree, type TocProps } from './toc-tree';

/** `@theme/TOC`: Docusaurus's flat `toc` (headings with their levels), drawn as this theme's nested table of contents. */
export default function TOC({ toc = [], maxHeadingLevel = 3 }: TocProps) {
  return <ThemeTOC items={tocTree(toc, maxHeadingLevel)} />;
}
