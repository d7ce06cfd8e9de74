/** The table of contents a page shows: the heading levels of its front matter, else the site's, else h2–h3. */
import type { TocItem } from '../../common/contract.js';
import type { CompiledEntry } from '../model/entries.js';
import { filterToc } from '../mdx/plugins/toc/index.js';
import { tocLevels } from '../mdx/plugins/toc/levels.js';
import type { AssembleContext } from './types.js';

export function pageToc(ctx: AssembleContext, c: CompiledEntry): TocItem[] {
  const site = ctx.inputs.siteFile?.value.tableOfContents;
  const { min, max } = tocLevels(c.source.frontMatter, { min: site?.minHeadingLevel, max: site?.maxHeadingLevel });
  return filterToc(c.compiled.toc, min, max);
}
