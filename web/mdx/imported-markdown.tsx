import { use, type ComponentType } from 'react';
import type { HastRoot } from '../../common/contract';
import { loadComponentsFor } from './components';
import { provideLocalComponents } from './local-component-cache';
import { MdxContent } from './MdxContent';

/**
 * A Markdown file that code the browser runs imports (pipeline/bundle/plugins/browser-markdown.ts):
 * its component, rendering the tree the build compiled, as a page's body is rendered. The site's
 * components the tree renders come with it, imported by the file's module; the theme's on-need
 * components it uses (`common/mdx-component-modules.ts`: tabs, admonitions, the element of the
 * site's components) load with the module, and the component waits for them, where a page's route
 * query loads them with its chunk. The server has them long before it renders; a browser that
 * hydrates the page keeps the server's HTML meanwhile.
 */
export function importedMarkdown(tree: HastRoot, components: Record<string, ComponentType<Record<string, unknown>>> = {}) {
  provideLocalComponents(components);
  let ready = false;
  const loading = loadComponentsFor(tree).then(() => {
    ready = true;
  });
  return function MDXContent() {
    if (!ready) use(loading);
    return <MdxContent tree={tree} />;
  };
}
