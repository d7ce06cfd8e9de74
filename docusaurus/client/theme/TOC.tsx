import { TOC as ThemeTOC } from '../../../web/theme/TOC';
import { tocTree } from './toc-tree';

/** `@theme/TOC`: Docusaurus's flat `toc` (headings with their levels), drawn as this theme's nested table of contents. */
export default function TOC({
  toc = [],
  maxHeadingLevel = 3,
}: {
  toc?: readonly { value: string; id: string; level: number }[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}) {
  return <ThemeTOC items={tocTree(toc, maxHeadingLevel)} />;
}
