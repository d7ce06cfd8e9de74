import { builtin, NeedsBrowser, render, type RenderContext } from '../runtime.js';
import { withBaseUrl } from '../../../../common/compat/base-url.js';
import { docusaurusContext, type CompatSiteInput } from '../../../../common/compat/site-context.js';
import { allPluginInstancesData, globalData, pluginData, type GlobalData } from '../../../../common/compat/global-data.js';
import type { CompatDocsVersion } from '../../../../common/compat/docs-data.js';
import { codeBlock } from './code-block.js';
import { tocInline } from './toc-inline.js';

/** What the build-time side of the compatibility layer reads about the site. */
export interface SiteData {
  site: CompatSiteInput;
  /** Every docs version with every doc's id, title, description and sidebar. */
  versions: CompatDocsVersion[];
  /** What the site's own plugins gave `setGlobalData` (`config/docusaurus/site-plugins/`). */
  pluginGlobalData?: GlobalData;
}

export interface ModuleContext {
  route: string | null;
  data: SiteData;
  render: RenderContext;
  /** Called when content reads the docs data (dev mode recompiles such pages when a title changes). */
  usedDocsData: () => void;
}

const component = (name: string) => ({ default: builtin(name) });

/**
 * The Docusaurus modules content and its components import, at build time (Node). The browser side
 * is web/compat/; both are listed in README ("Moving a Docusaurus site in").
 */
export function docusaurusModules(ctx: ModuleContext): Record<string, () => unknown> {
  const { site, versions } = ctx.data;
  const activeVersion = () => {
    ctx.usedDocsData();
    return versions.find((v) => ctx.route?.startsWith(v.path)) ?? versions[0];
  };
  const useBaseUrl = (path: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}) => withBaseUrl(path, site.baseUrl, site.url, options);
  return {
    '@docusaurus/Link': () => component('Link'),
    '@docusaurus/useBaseUrl': () => ({ default: useBaseUrl, useBaseUrlUtils: () => ({ withBaseUrl: useBaseUrl }) }),
    '@docusaurus/useDocusaurusContext': () => ({ default: () => docusaurusContext(site) }),
    '@docusaurus/useGlobalData': () => {
      // The docs plugin's data among it: content reading it depends on every doc's title.
      const all = () => {
        ctx.usedDocsData();
        return globalData(versions, ctx.data.pluginGlobalData);
      };
      return {
        default: all,
        usePluginData: (name: string, id?: string, options?: { failfast?: boolean }) => pluginData(all(), name, id, options),
        useAllPluginInstancesData: (name: string, options?: { failfast?: boolean }) => allPluginInstancesData(all(), name, options),
      };
    },
    '@docusaurus/BrowserOnly': () => ({
      default: () => {
        throw new NeedsBrowser('<BrowserOnly>');
      },
    }),
    '@docusaurus/useIsBrowser': () => ({ default: () => false }),
    '@docusaurus/plugin-content-docs/client': () => ({
      useDocsVersion: () => activeVersion(),
      useActiveVersion: () => activeVersion(),
      useActiveDocContext: () => {
        const activeVersion_ = activeVersion();
        return { activeVersion: activeVersion_, activeDoc: activeVersion_?.docsList.find((d) => d.path === ctx.route), alternateDocVersions: {} };
      },
      useDocsData: () => {
        ctx.usedDocsData();
        return { path: versions[0]?.path ?? '/docs', versions };
      },
      useAllDocsData: () => {
        ctx.usedDocsData();
        return { default: { path: versions[0]?.path ?? '/docs', versions } };
      },
      useVersions: () => {
        ctx.usedDocsData();
        return versions;
      },
      useLatestVersion: () => {
        ctx.usedDocsData();
        return versions.find((v) => v.isLast) ?? versions[0];
      },
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
    '@theme/MDXComponents': () => ({
      default: { Tabs: builtin('Tabs'), TabItem: builtin('TabItem'), Admonition: builtin('Admonition'), Link: builtin('Link'), a: builtin('Link') },
    }),
  };
}
