import type { HastRoot } from '../../common/contract';
import { MdxContent } from './MdxContent';

/**
 * A Markdown file that code the browser runs imports (pipeline/bundle/plugins/browser-markdown.ts):
 * its component, rendering the tree the build compiled, as a page's body is rendered.
 */
export function importedMarkdown(tree: HastRoot) {
  return function MDXContent() {
    return <MdxContent tree={tree} />;
  };
}
