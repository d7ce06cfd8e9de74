import type { Root, Element, ElementContent, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { reportError } from '../../errors.js';
import { providedModules, type SiteData, type LocalComponentEntry } from '../../evaluate/index.js';
import { siteComponentKey } from '../../evaluate/module.js';
import { NeedsBrowser, render, type RenderContext } from '../../evaluate/runtime.js';
import { throwSite } from '../../evaluate/run.js';
import { highlightPendingIn } from '../../evaluate/highlight.js';
import { mdxComponentsMap } from '../../../../docusaurus/node/evaluate/mdx-components.js';
import { swizzledEntrySource } from '../../../../docusaurus/node/evaluate/mdx-swizzles.js';
import { isSwizzledEntry, runSiteMap, siteMdxComponents, type SiteMdxComponents } from './site-map.js';
import { isTarget, toRuntime, type Overrides } from './to-runtime.js';

export interface ElementOverridesOptions {
  absolutePath?: string;
  contentRoot?: string;
  route?: string;
  siteData?: SiteData;
  themeFolders?: string[];
  frontMatter?: Record<string, unknown>;
}

const EMPTY_SITE: SiteData = { site: { title: '', tagline: '', url: '', baseUrl: '/' }, versions: [] };

/**
 * A site's swizzled `MDXComponents` that replaces HTML elements (`{ ...MDXComponents, a: MyLink,
 * pre: MyPre }`) renders the page's Markdown elements with its components, as Docusaurus's MDX
 * provider does: at build time, in Node, into the HAST the page carries; a replacement that needs
 * the browser (state, effects, handlers) becomes a local component taken from the same map,
 * prerendered and hydrated. Runs last, on the finished HAST (links resolved, code highlighted,
 * heading ids set), as the provider sees the compiled MDX. Sites without such a map, and pages
 * without a replaced element, are left as they are.
 */
export function rehypeElementOverrides(options: ElementOverridesOptions = {}) {
  return async (tree: Root, file: VFile) => {
    if (!options.contentRoot) return;
    const renderCtx: RenderContext = { locals: new Map(), usedLocals: new Set() };
    let usedDocsData = false;
    const provided = () =>
      providedModules(
        {
          frontMatter: options.frontMatter ?? {},
          toc: [],
          renderCtx,
          markdown: (path) => () => {
            throw new Error(`\`${path}\`: Markdown imported by the site's MDXComponents is not rendered here; import it in the page`);
          },
          route: options.route ?? null,
          siteData: options.siteData ?? EMPTY_SITE,
        },
        () => {
          usedDocsData = true;
        },
      );
    const site = await siteMdxComponents(options.contentRoot, options.themeFolders, (code) => runSiteMap(code, provided()));
    if (!site) return;
    // Every page of the site depends on the map: an entry added later changes pages that use that element.
    file.data.dependencies = [...((file.data.dependencies as string[] | undefined) ?? []), ...site.inputs];
    if (site.problem) {
      reportProblem(file, site);
      return;
    }
    if (site.elements.size === 0) return;
    const explicit = (file.data.explicitJsx as Set<string> | undefined) ?? new Set<string>();
    const admonitionKeywords = file.data.admonitionKeywords as Map<string, string> | undefined;
    const probe: Overrides = { map: {}, elements: site.elements, theme: {}, explicit, render: renderCtx };
    const has = (n: RootContent | ElementContent): boolean => n.type === 'element' && (isTarget(n, probe) || n.children.some(has));
    if (!tree.children.some(has)) return;
    let map: Record<string, unknown>;
    try {
      map = runSiteMap(site.code, provided());
    } catch (error) {
      reportError(file, undefined, `the site's MDXComponents threw: ${describe(error, site, options.contentRoot)}`);
      return;
    }
    // A replacement that needs the browser is loaded from the map there (its key names the element).
    for (const element of site.elements) renderCtx.locals.set(map[element], siteComponentKey(element));
    const overrides: Overrides = {
      map,
      elements: site.elements,
      theme: mdxComponentsMap((c) => render(c, renderCtx)),
      explicit,
      admonitionKeywords,
      render: renderCtx,
    };
    const made: ElementContent[] = [];
    replaceTargets(tree, overrides, file, site, options.contentRoot, made);
    await highlightPendingIn(made);

    const registry: Record<string, LocalComponentEntry> = {};
    for (const key of renderCtx.usedLocals) {
      const element = key.slice(key.lastIndexOf('#') + 1);
      // An entry of a swizzled component (`Heading` drawing `h2`) is that component's in the browser too.
      const swizzle = isSwizzledEntry(map[element]) ? site.swizzles.get(element) : undefined;
      registry[key] = {
        path: null,
        exportName: 'default',
        source: swizzle
          ? swizzledEntrySource(swizzle, element)
          : `import components from '@theme/MDXComponents';\nexport default components[${JSON.stringify(element)}];\n`,
      };
    }
    file.data.localComponents = { ...(file.data.localComponents ?? {}), ...registry };
    file.data.stylesheets = [...((file.data.stylesheets as string[] | undefined) ?? []), ...site.stylesheets];
    if (usedDocsData) file.data.usesDocsData = true;
  };
}

/** Replaces each outermost replaced element with what the site's component renders (its replaced descendants with it). */
function replaceTargets(parent: Root | Element, o: Overrides, file: VFile, site: SiteMdxComponents, contentRoot: string, made: ElementContent[]) {
  for (let i = 0; i < parent.children.length; i++) {
    const node = parent.children[i]!;
    if (node.type !== 'element') continue;
    if (!isTarget(node, o)) {
      replaceTargets(node, o, file, site, contentRoot, made);
      continue;
    }
    let nodes: ElementContent[];
    try {
      nodes = render(toRuntime(node, o), o.render);
    } catch (error) {
      const what = CONSTRUCTS[node.tagName] ?? `<${node.tagName}>`;
      if (error instanceof NeedsBrowser)
        reportError(file, node, `the site's MDXComponents renders this ${what} with ${error.message}, and the component cannot run there as a whole`);
      else reportError(file, node, `the site's MDXComponents threw rendering this ${what}: ${describe(error, site, contentRoot)}`);
      continue;
    }
    parent.children.splice(i, 1, ...nodes);
    made.push(...nodes);
    i += nodes.length - 1;
  }
}

const CONSTRUCTS: Record<string, string> = { CodeBlock: 'code block', Admonition: 'admonition', Mermaid: 'diagram' };

function describe(error: unknown, site: SiteMdxComponents, contentRoot: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const at = throwSite(error, site.map, contentRoot, site.moduleFile);
  return at?.file ? `${message} (at ${at.file}:${at.line})` : message;
}

/** The maps already reported: a map loaded again (its files changed, in dev mode) is reported again. */
const reported = new WeakSet<SiteMdxComponents>();

/** A map that does not bundle or run: one error, on the first page compiled with it (not one per page). */
function reportProblem(file: VFile, site: SiteMdxComponents) {
  if (reported.has(site)) return;
  reported.add(site);
  const p = site.problem!;
  reportError(file, undefined, `the site's MDXComponents cannot be loaded: ${p.file ? `${p.file}:${p.line}: ` : ''}${p.message}`);
}
