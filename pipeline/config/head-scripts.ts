/**
 * Inline `<script>` elements of the config (`headTags` with `innerHTML`), by what they are. HTML
 * runs a script only when its `type` is empty, a JavaScript MIME type or `module`; any other type
 * (`application/ld+json`, `text/template`, ...) is a data block that no browser executes and no
 * CSP blocks, so it is written as it is. Code that runs is written to a file named by its content
 * and the element takes its `src`: it runs under `script-src 'self'`, in the same place among the
 * head's scripts. Import maps and speculation rules can be neither (the CSP applies to them inline
 * and a file of them is not run the same way).
 */
import type { SiteConfig } from '../site-config.js';
import { contentHash } from '../emit/hash.js';

export type ScriptKind = 'data' | 'classic' | 'module' | 'importmap' | 'speculationrules';

/** HTML's JavaScript MIME type essence matches (WHATWG MIME Sniffing, "JavaScript MIME type"). */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** What a `<script>` with this `type` attribute is, as HTML's "prepare the script element" decides. */
export function scriptKind(type: string | boolean | undefined): ScriptKind {
  if (typeof type !== 'string') return 'classic';
  const value = type.trim().toLowerCase();
  if (value === '') return 'classic';
  if (value === 'module') return 'module';
  if (value === 'importmap' || value === 'speculationrules') return value;
  const essence = value.split(';')[0]!.trim();
  return JAVASCRIPT_TYPES.has(essence) ? 'classic' : 'data';
}

/** The site path the code of an inline script is published at (without the base URL). */
export function inlineScriptPath(code: string): string {
  return `/assets/head/script.${contentHash(code)}.js`;
}

/** The files the config's executable inline scripts are written to, in order, one per distinct code. */
export function inlineScriptFiles(config: Pick<SiteConfig, 'headTags' | 'sitePlugins'> | undefined): { path: string; code: string }[] {
  const files = new Map<string, string>();
  // The config's head tags and the site plugins' (`injectHtmlTags`), as `config/load.ts` writes them.
  for (const t of [...(config?.headTags ?? []), ...(config?.sitePlugins?.headTags ?? [])]) {
    if (t.tagName !== 'script' || typeof t.attributes.src === 'string' || !t.innerHTML) continue;
    const kind = scriptKind(t.attributes.type);
    if (kind === 'classic' || kind === 'module') files.set(inlineScriptPath(t.innerHTML), t.innerHTML);
  }
  return [...files].map(([path, code]) => ({ path, code }));
}

/**
 * A data block's text inside `<script>`, unable to end the element (`</script`) or open a comment
 * (`<!--`): in JSON (`…json` types, as JSON-LD) every `<` is written `\u003c`, the same JSON; in
 * other types only those two sequences are broken with a backslash.
 */
export function dataBlockText(text: string, type: string | boolean | undefined): string {
  if (typeof type === 'string' && /json(?:;|$)/i.test(type.trim())) return text.replace(/</g, '\\u003c');
  return text.replace(/<(\/script|!--)/gi, '<\\$1');
}
