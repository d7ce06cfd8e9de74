import { builtin, jsx, render } from '../../../pipeline/mdx/evaluate/runtime.js';
import { codeBlock } from './code-block.js';
import { tocInline } from './toc-inline.js';
import { mdxComponentsMap } from './mdx-components.js';
import { docusaurusCoreModules, pagePathname, type ModuleContext, type SiteData } from './core.js';
import {
  activeDocContext,
  DEFAULT_PLUGIN_ID,
  docsGlobalDataByInstance,
  docVersionSuggestions,
  globalVersionOf,
  layoutDoc,
  layoutDocsSidebar,
  versionCandidates,
  versionsByInstance,
} from '../../shared/global-data.js';
import { activeVersionOf, latestVersionOf, type CompatDocsVersion } from '../../shared/docs-data.js';
import { blogClientModule, docsClientContexts } from './content-clients.js';
import { browserThemeModules } from './theme-names.js';

export type { ModuleContext, SiteData };

const component = (name: string) => ({ default: builtin(name) });

/** `@theme/MDXComponents/<Part>` → the map's key it is. */
const MDX_COMPONENT_PARTS: Record<string, string> = { A: 'a', Code: 'code', Pre: 'pre', Img: 'img', Ul: 'ul', Li: 'li', Details: 'Details' };

/**
 * The Docusaurus modules content and its components import, at build time (Node): every
 * `@theme/<Name>` the browser side provides (`theme-names.ts`), over which those the build renders
 * itself take precedence. The browser side is docusaurus/client/; both are listed in README
 * ("Moving a Docusaurus site in").
 */
export function docusaurusModules(ctx: ModuleContext): Record<string, () => unknown> {
  const { versions } = ctx.data;
  const activeVersion = () => {
    ctx.usedDocsData();
    const pathname = pagePathname(ctx);
    return activeVersionOf(versions, pathname) ?? versions[0];
  };
  // Global data is one object for the page's evaluation, as on Docusaurus: made once, on first use.
  let globalDocs: ReturnType<typeof docsGlobalDataByInstance> | undefined;
  const allGlobal = () => (globalDocs ??= docsGlobalDataByInstance(versions));
  const latestGlobalVersion = (pluginId?: string) => {
    ctx.usedDocsData();
    return globalVersionOf(allGlobal(), latestVersionOf(instanceVersions(versions, pluginId)));
  };
  const activeDocContextOf = () => {
    const version = activeVersion();
    return activeDocContext(globalVersionOf(allGlobal(), version), version ? allGlobal()[version.pluginId]!.versions : [], pagePathname(ctx));
  };
  return {
    ...browserThemeModules(),
    ...docusaurusCoreModules(ctx),
    '@docusaurus/plugin-content-blog/client': () => blogClientModule(),
    '@docusaurus/plugin-content-docs/client': () => ({
      ...docsClientContexts(ctx),
      useDocsVersion: () => activeVersion(),
      // A card naming its doc by id (a swizzled DocCard reading the doc's description), as in the browser.
      useDocById: (id: string | undefined) => {
        if (!id) return undefined;
        const doc = activeVersion()?.docs[id];
        if (!doc) throw new Error(`no version data found for docId ${id}`);
        return doc;
      },
      // Global data's shape (Docusaurus's `GlobalVersion`), as the browser's hooks give it.
      useActiveVersion: () => globalVersionOf(allGlobal(), activeVersion()),
      useActiveDocContext: () => activeDocContextOf(),
      useDocVersionSuggestions: (pluginId?: string) => docVersionSuggestions(latestGlobalVersion(pluginId), activeDocContextOf()),
      // Each instance's own data, as the browser's hooks give it (`docsGlobalDataByInstance`).
      useDocsData: (pluginId?: string) => {
        ctx.usedDocsData();
        return instanceData(versions, pluginId);
      },
      useAllDocsData: () => {
        ctx.usedDocsData();
        return docsGlobalDataByInstance(versions);
      },
      useVersions: (pluginId?: string) => {
        ctx.usedDocsData();
        return instanceData(versions, pluginId)!.versions;
      },
      useDocsVersionCandidates: (pluginId?: string) => {
        ctx.usedDocsData();
        return candidates(versions, pluginId, pagePathname(ctx));
      },
      useLayoutDoc: (docId: string | null | undefined, pluginId?: string) => {
        ctx.usedDocsData();
        return layoutDoc(candidates(versions, pluginId, pagePathname(ctx)), docId);
      },
      useLayoutDocsSidebar: (sidebarId: string, pluginId?: string) => {
        ctx.usedDocsData();
        return layoutDocsSidebar(candidates(versions, pluginId, pagePathname(ctx)), sidebarId);
      },
      useLatestVersion: (pluginId?: string) => latestGlobalVersion(pluginId),
    }),
    '@theme/CodeBlock': () => ({ default: (props: Record<string, unknown>) => codeBlock(props, (c) => render(c, ctx.render)) }),
    '@theme/Tabs': () => component('Tabs'),
    '@theme/TabItem': () => component('TabItem'),
    '@theme/Admonition': () => component('Admonition'),
    '@theme/Details': () => ({
      default: ({ summary, children, ...rest }: { summary?: unknown; children?: unknown }) => ({
        type: 'element',
        tagName: 'details',
        properties: rest,
        children: [
          ...(typeof summary === 'string'
            ? [{ type: 'element', tagName: 'summary', properties: {}, children: [{ type: 'text', value: summary }] }]
            : render(summary, ctx.render)),
          ...render(children, ctx.render),
        ],
      }),
    }),
    '@theme/Heading': () => ({
      default: ({ as, children, ...rest }: { as: string; children?: unknown }) => ({
        type: 'element',
        tagName: as,
        properties: rest,
        children: render(children, ctx.render),
      }),
    }),
    '@theme/ThemedImage': () => component('ThemedImage'),
    '@theme/IdealImage': () => component('IdealImage'),
    '@theme/DocCardList': () => component('DocCardList'),
    '@theme/TOCInline': () => ({ default: tocInline }),
    '@theme/Mermaid': () => component('Mermaid'),
    '@theme/MDXComponents': () => ({ default: mdxComponentsMap((c) => render(c, ctx.render)) }),
    // Its parts, which a swizzle of one wraps (`@theme-original/MDXComponents/A`): the map's entries.
    ...Object.fromEntries(
      Object.entries(MDX_COMPONENT_PARTS).map(([part, key]) => [
        `@theme/MDXComponents/${part}`,
        () => ({ default: mdxComponentsMap((c) => render(c, ctx.render))[key] }),
      ]),
    ),
    '@theme/MDXComponents/Heading': () => {
      const map = mdxComponentsMap((c) => render(c, ctx.render));
      return { default: ({ as, ...props }: { as: string }) => jsx(map[as] ?? as, props) };
    },
  };
}

/** One docs instance's versions (the default instance's when unnamed), with the docs client's error when it has none. */
function instanceVersions(versions: CompatDocsVersion[], pluginId = DEFAULT_PLUGIN_ID): CompatDocsVersion[] {
  const own = versionsByInstance(versions)[pluginId];
  if (!own) throw new Error(`Docusaurus plugin global data not found for "docusaurus-plugin-content-docs" plugin with id "${pluginId}".`);
  return own;
}

function instanceData(versions: CompatDocsVersion[], pluginId = DEFAULT_PLUGIN_ID) {
  instanceVersions(versions, pluginId);
  return docsGlobalDataByInstance(versions)[pluginId];
}

/** The candidate versions of one instance (global data's shape) for a page: the one it is in, then the latest. */
function candidates(versions: CompatDocsVersion[], pluginId: string | undefined, pathname: string | null) {
  const own = instanceVersions(versions, pluginId);
  const latest = latestVersionOf(own)?.name;
  return versionCandidates(instanceData(versions, pluginId)!.versions, activeVersionOf(own, pathname)?.name, latest);
}
