/**
 * The elements every page's head and body get from the site config and the site plugins: the
 * config's and plugins' tags, `<meta>` tags, Tag Manager's script. Only attributes are written;
 * inline code and raw HTML are refused with why (the CSP is `script-src 'self'`).
 */
import type { HeadTag, SiteConfigJson } from '../../common/contract.js';
import type { HeadTagConfig, SiteConfig } from '../site-config.js';
import { inlineScriptPath, scriptKind } from './head-scripts.js';

const GTM_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Head elements for every page. An inline script is taken by what it is (`head-scripts.ts`): a data
 * block (`application/ld+json`, ...) as it is; code, from a file of its own (the CSP allows scripts
 * from this site and the origins of the configured scripts, never inline code).
 */
export function headOf(config: SiteConfig, withBase: (p: string) => string, error: (message: string) => void): SiteConfigJson['head'] {
  const tags: HeadTag[] = [];
  // The config's own tags, then the site plugins' `injectHtmlTags` head tags, as Docusaurus orders them.
  for (const t of [...(config.headTags ?? []), ...(config.sitePlugins?.headTags ?? [])]) {
    const attributes = { ...t.attributes };
    if (t.tagName === 'script' && typeof attributes.src !== 'string') {
      const kind = scriptKind(attributes.type);
      const code = t.innerHTML ?? '';
      if (kind === 'data') tags.push({ tagName: 'script', attributes, text: code });
      else if (kind === 'importmap' || kind === 'speculationrules')
        error(
          `inline <script type="${String(attributes.type)}"> in headTags: the site's Content-Security-Policy (script-src 'self') forbids it inline and a browser does not read it from a file the same way; leave it out`,
        );
      else if (code.trim() !== '') {
        // An inline classic script runs where it stands, so a file in its place must not be deferred.
        if (kind === 'classic') for (const key of ['async', 'defer']) delete attributes[key];
        tags.push({ tagName: 'script', attributes: { ...attributes, src: withBase(inlineScriptPath(code)) } });
      } else error('a <script> in headTags/scripts has neither `src` nor `innerHTML`: give the URL of the script, or its code');
      continue;
    }
    if (t.innerHTML) {
      error(`headTags <${t.tagName}> with innerHTML: only attributes are supported (nothing is injected as raw HTML)`);
      continue;
    }
    for (const key of ['src', 'href']) if (typeof attributes[key] === 'string' && attributes[key].startsWith('/')) attributes[key] = withBase(attributes[key]);
    tags.push({ tagName: t.tagName, attributes });
  }
  for (const m of config.metadata ?? []) tags.push({ tagName: 'meta', attributes: { ...m } });
  // Tag Manager's container, as Docusaurus's plugin loads it but from a src (no inline snippet): its
  // host is then in the CSP's script-src; web/app/tag-manager-start.ts starts the data layer.
  if (config.tagManager) {
    tags.push({ tagName: 'link', attributes: { rel: 'preconnect', href: GTM_ORIGIN } });
    tags.push({ tagName: 'script', attributes: { async: true, src: `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(config.tagManager.containerId)}` } });
  }
  return { tags, image: config.image ? (config.image.startsWith('/') ? withBase(config.image) : config.image) : null, noIndex: config.noIndex ?? false };
}

/**
 * A site plugin's `preBodyTags`/`postBodyTags`, at the start and the end of every page's body:
 * attributes only, as head tags are (an inline script or raw HTML is refused with why).
 */
export function bodyTagsOf(
  config: SiteConfig,
  withBase: (p: string) => string,
  error: (message: string) => void,
): Pick<SiteConfigJson['head'], 'preBody' | 'postBody'> {
  const elements = (list: HeadTagConfig[], where: string): HeadTag[] =>
    list.flatMap((t) => {
      if (t.innerHTML || (t.tagName === 'script' && typeof t.attributes.src !== 'string')) {
        error(
          `${where} <${t.tagName}> with inline content from a site plugin: only attributes are written (the CSP, script-src 'self', forbids inline code; nothing is injected as raw HTML)`,
        );
        return [];
      }
      const attributes = { ...t.attributes };
      for (const key of ['src', 'href'])
        if (typeof attributes[key] === 'string' && attributes[key].startsWith('/')) attributes[key] = withBase(attributes[key]);
      return [{ tagName: t.tagName, attributes }];
    });
  const preBody = elements(config.sitePlugins?.preBodyTags ?? [], 'preBodyTags');
  const postBody = elements(config.sitePlugins?.postBodyTags ?? [], 'postBodyTags');
  return { ...(preBody.length ? { preBody } : {}), ...(postBody.length ? { postBody } : {}) };
}
