import { TOC } from '../../../../../web/theme/TOC';
import { useDocChunk } from '../../../api/use-doc';

/** `@theme/DocItem/TOC/Desktop`: the doc's table of contents (in the doc page's swizzled slots). */
export default function Desktop() {
  return <TOC items={useDocChunk().toc} doc />;
}
