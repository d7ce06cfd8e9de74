import type { ReactNode } from 'react';
import { DocItemContent } from '../../../../web/theme/DocItem/Content';
import { useDocChunk } from '../../api/use-doc';

/**
 * `@theme/DocItem/Content` as a site's own doc layout draws it: the doc's title when the body has no
 * `# heading` of its own (and the front matter no `hide_title`), then the content it is given, as
 * theme-classic's `DocItem/Content` draws them.
 */
export default function Content({ children }: { children?: ReactNode }) {
  return <DocItemContent chunk={useDocChunk()} body={children} />;
}
